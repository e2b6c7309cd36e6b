import { ApolloLink, gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueryFamily } from '@machines/query-freshness/constants';
import { createApolloClient } from '@web/app/apollo-client';
import type { SessionTokens } from '@machines/session/session-tokens';
import { createQueryFreshness } from './query-freshness';
import { prefetchQuery } from './prefetch-query';
import { useFreshQuery } from './use-fresh-query';

// Small documents of the gateway's shape: the tests are about the cache rules, not the fields.
interface TripsListData {
  myTrips: { __typename: 'Trip'; id: string; title: string }[];
}
const TripsListQuery: TypedDocumentNode<TripsListData, Record<string, never>> = gql`
  query TripsList {
    myTrips {
      id
      title
    }
  }
`;
interface TripTitleData {
  trip: { __typename: 'Trip'; id: string; title: string } | null;
}
const TripTitleQuery: TypedDocumentNode<TripTitleData, { id: string }> = gql`
  query TripTitle($id: ID!) {
    trip(id: $id) {
      id
      title
    }
  }
`;
const RenameTripMutation = gql`
  mutation RenameTrip {
    renameTrip
  }
`;

const MINUTE = 60_000;
/** 2025-03-01 09:00:00 UTC. */
const T0 = Date.UTC(2025, 2, 1, 9, 0, 0);

interface GatewayError {
  message: string;
  extensions: { code: string };
}
type GraphqlAnswer =
  { data: Record<string, unknown>; errors?: GatewayError[] } | { errors: GatewayError[] };

/**
 * A gateway that answers after a tick (so a test can look at the screen before the answer) from
 * `state`, which a test changes to tell a new answer from the cached one; it counts what it is sent.
 */
function fakeGateway() {
  const state = {
    titles: { t1: 'Goa in monsoon', t2: 'Kerala backwaters' } as Record<string, string>,
    /** When set, queries fail with this gateway error code. */
    failWith: null as string | null,
    /** When set, the next query gets this answer. */
    answerOnce: null as GraphqlAnswer | null,
  };
  const sent: { operationName: string; variables: Record<string, unknown> }[] = [];
  const answer = (operationName: string, variables: Record<string, unknown>): GraphqlAnswer => {
    const once = state.answerOnce;
    state.answerOnce = null;
    if (once !== null) return once;
    if (state.failWith !== null && operationName !== 'RenameTrip') {
      return { errors: [{ message: 'Refused', extensions: { code: state.failWith } }] };
    }
    const trip = (id: string) => ({ __typename: 'Trip', id, title: state.titles[id] });
    if (operationName === 'TripsList') return { data: { myTrips: [trip('t1')] } };
    if (operationName === 'TripTitle') return { data: { trip: trip(String(variables.id)) } };
    return { data: { renameTrip: true } };
  };
  const link = new ApolloLink((operation) => {
    const { operationName = '', variables } = operation;
    sent.push({ operationName, variables });
    return new Observable((observer) => {
      void Promise.resolve().then(() => {
        observer.next(answer(operationName, variables));
        observer.complete();
      });
    });
  });
  const requests = (operationName: string) =>
    sent.filter((operation) => operation.operationName === operationName);
  return { link, state, requests };
}

/** No session involved: a guest's client (the 401 renewal link passes everything through). */
const guestSession: SessionTokens = {
  accessToken: () => null,
  renewAfterUnauthorized: () => Promise.reject(new Error('no session')),
  refusedAfterRetry: () => {},
};

function setUp() {
  const clock = { now: T0 };
  const gateway = fakeGateway();
  const client = createApolloClient({
    session: guestSession,
    terminatingLink: gateway.link,
    freshness: createQueryFreshness(() => clock.now),
  });
  /** Opens the screen anew (a navigation back to it): a new mount on the same client. */
  const open = (ui: ReactNode) => render(<ApolloProvider client={client}>{ui}</ApolloProvider>);
  return { clock, gateway, client, open };
}

function TripTitles({ family = 'trips' }: { family?: QueryFamily }) {
  const { data, loading, error } = useFreshQuery(TripsListQuery, { freshness: family });
  if (error) return <p role="alert">{error.message}</p>;
  return (
    <div>
      {loading && <p>Loading trips</p>}
      <ul>
        {data?.myTrips.map((trip) => (
          <li key={trip.id}>{trip.title}</li>
        ))}
      </ul>
    </div>
  );
}

function TripTitle({ id }: { id: string }) {
  const { data, loading } = useFreshQuery(TripTitleQuery, {
    freshness: 'trips',
    variables: { id },
  });
  return <p>{loading && !data ? 'Loading trip' : data?.trip?.title}</p>;
}

/** Lets pending answers arrive and React render them. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

afterEach(() => {
  vi.useRealTimers();
});

describe('useFreshQuery: trips are fresh 5 min, kept 15 min (spec 000 §9)', () => {
  it('within 5 min, serves the trips from the cache with no second request', async () => {
    const { clock, gateway, open } = setUp();
    const first = open(<TripTitles />);
    expect(await screen.findByText('Goa in monsoon')).toBeInTheDocument();
    first.unmount();

    gateway.state.titles.t1 = 'Renamed on the server';
    clock.now = T0 + 5 * MINUTE - 1;
    open(<TripTitles />);

    // On screen at the first render, with no loading state.
    expect(screen.getByText('Goa in monsoon')).toBeInTheDocument();
    expect(screen.queryByText('Loading trips')).not.toBeInTheDocument();
    await settle();
    expect(gateway.requests('TripsList')).toHaveLength(1);
    expect(screen.getByText('Goa in monsoon')).toBeInTheDocument();
  });

  it.each([
    ['exactly 5 min', 5 * MINUTE],
    ['just under 15 min', 15 * MINUTE - 1],
  ])(
    'at %s, shows the cached trips at once and refetches them in the background',
    async (_case, age) => {
      const { clock, gateway, open } = setUp();
      const first = open(<TripTitles />);
      expect(await screen.findByText('Goa in monsoon')).toBeInTheDocument();
      first.unmount();

      gateway.state.titles.t1 = 'Goa after the rains';
      clock.now = T0 + age;
      open(<TripTitles />);

      // The cached answer is shown while the new one is on its way.
      expect(screen.getByText('Goa in monsoon')).toBeInTheDocument();
      expect(gateway.requests('TripsList')).toHaveLength(2);
      expect(await screen.findByText('Goa after the rains')).toBeInTheDocument();
      expect(screen.queryByText('Goa in monsoon')).not.toBeInTheDocument();
    },
  );

  it('from 15 min, evicts the trips and fetches them from the network', async () => {
    const { clock, gateway, client, open } = setUp();
    const first = open(<TripTitles />);
    expect(await screen.findByText('Goa in monsoon')).toBeInTheDocument();
    first.unmount();

    gateway.state.titles.t1 = 'Goa after the rains';
    clock.now = T0 + 15 * MINUTE;
    open(<TripTitles />);

    // The old answer is gone from the cache and not shown: the screen waits for the network.
    expect(screen.getByText('Loading trips')).toBeInTheDocument();
    expect(screen.queryByText('Goa in monsoon')).not.toBeInTheDocument();
    expect(client.cache.extract()).not.toHaveProperty(['Trip:t1']);
    expect(gateway.requests('TripsList')).toHaveLength(2);
    expect(await screen.findByText('Goa after the rains')).toBeInTheDocument();
  });

  it('after an eviction, the new answer is fresh again for 5 min', async () => {
    const { clock, gateway, open } = setUp();
    open(<TripTitles />).unmount();
    await settle();
    clock.now = T0 + 20 * MINUTE;
    open(<TripTitles />).unmount();
    await settle();
    expect(gateway.requests('TripsList')).toHaveLength(2);

    clock.now = T0 + 24 * MINUTE;
    open(<TripTitles />);
    await settle();
    expect(gateway.requests('TripsList')).toHaveLength(2);
  });

  it('a screen left open keeps its trips however old they get', async () => {
    const { clock, gateway, client, open } = setUp();
    const view = open(<TripTitles />);
    expect(await screen.findByText('Goa in monsoon')).toBeInTheDocument();

    clock.now = T0 + 60 * MINUTE;
    view.rerender(
      <ApolloProvider client={client}>
        <TripTitles />
      </ApolloProvider>,
    );
    await settle();
    expect(screen.getByText('Goa in monsoon')).toBeInTheDocument();
    expect(gateway.requests('TripsList')).toHaveLength(1);
  });

  it('a mutation that refetches the trips still updates them, and restarts their 5 min', async () => {
    const { clock, gateway, client, open } = setUp();
    const first = open(<TripTitles />);
    expect(await screen.findByText('Goa in monsoon')).toBeInTheDocument();

    clock.now = T0 + 4 * MINUTE;
    gateway.state.titles.t1 = 'Goa, renamed';
    await act(() =>
      client.mutate({ mutation: RenameTripMutation, refetchQueries: [TripsListQuery] }),
    );
    expect(await screen.findByText('Goa, renamed')).toBeInTheDocument();
    expect(gateway.requests('TripsList')).toHaveLength(2);
    first.unmount();

    // 8 min after the first fetch, 4 min after the refetch: fresh.
    clock.now = T0 + 8 * MINUTE;
    open(<TripTitles />);
    await settle();
    expect(screen.getByText('Goa, renamed')).toBeInTheDocument();
    expect(gateway.requests('TripsList')).toHaveLength(2);
  });

  it('each trip id has its own clock; an expired one is evicted alone', async () => {
    const { clock, gateway, client, open } = setUp();
    open(<TripTitle id="t1" />).unmount();
    await settle();
    clock.now = T0 + 10 * MINUTE;
    const second = open(<TripTitle id="t2" />);
    expect(await screen.findByText('Kerala backwaters')).toBeInTheDocument();
    second.unmount();

    clock.now = T0 + 15 * MINUTE;
    gateway.state.titles.t1 = 'Goa after the rains';
    open(<TripTitle id="t1" />);
    expect(screen.getByText('Loading trip')).toBeInTheDocument();
    // trip(id: "t2") is 5 min old: still cached, untouched by t1's eviction.
    expect(client.readQuery({ query: TripTitleQuery, variables: { id: 't2' } })?.trip?.title).toBe(
      'Kerala backwaters',
    );
    expect(await screen.findByText('Goa after the rains')).toBeInTheDocument();
    expect(gateway.requests('TripTitle').map((operation) => operation.variables)).toEqual([
      { id: 't1' },
      { id: 't2' },
      { id: 't1' },
    ]);
  });
});

describe('useFreshQuery: retries and window focus (spec 000 §8, 001 §9)', () => {
  it('retries failed trips 2 times, 1 s then 2 s apart, loading until the last failure', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { gateway, open } = setUp();
    gateway.state.failWith = 'BAD_GATEWAY';
    open(<TripTitles />);

    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(gateway.requests('TripsList')).toHaveLength(1);
    expect(screen.getByText('Loading trips')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(gateway.requests('TripsList')).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(gateway.requests('TripsList')).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(gateway.requests('TripsList')).toHaveLength(3);
    expect(screen.getByRole('alert')).toHaveTextContent('Refused');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(gateway.requests('TripsList')).toHaveLength(3);
  });

  it.each<[QueryFamily, string]>([
    ['trips', 'FORBIDDEN'],
    ['highlights', 'NOT_FOUND'],
    ['default', 'UNAUTHENTICATED'],
  ])('does not retry %s after %s: the error shows at once', async (family, code) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { gateway, open } = setUp();
    gateway.state.failWith = code;
    open(<TripTitles family={family} />);

    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('alert')).toHaveTextContent('Refused');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(gateway.requests('TripsList')).toHaveLength(1);
  });

  it('retries a default query once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { gateway, open } = setUp();
    gateway.state.failWith = 'BAD_GATEWAY';
    open(<TripTitles family="default" />);

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(gateway.requests('TripsList')).toHaveLength(2);
    expect(screen.getByRole('alert')).toHaveTextContent('Refused');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(gateway.requests('TripsList')).toHaveLength(2);
  });

  it('sends nothing when the tab comes back into view or the window gets focus', async () => {
    const { clock, gateway, open } = setUp();
    open(<TripTitles family="default" />);
    expect(await screen.findByText('Goa in monsoon')).toBeInTheDocument();

    // Even with the answer stale (past 5 min), coming back to the tab asks the server nothing.
    clock.now = T0 + 6 * MINUTE;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new FocusEvent('focus'));
    });
    await settle();
    expect(document.visibilityState).toBe('visible');
    expect(gateway.requests('TripsList')).toHaveLength(1);
  });
});

/** The trips with a "Try again" for a final failure, as the screens have. */
function TripTitlesWithRetry({ family }: { family: QueryFamily }) {
  const { data, loading, error, refetch } = useFreshQuery(TripsListQuery, { freshness: family });
  if (error) {
    return (
      <div>
        <p role="alert">{error.message}</p>
        <button type="button" onClick={() => void refetch().catch(() => undefined)}>
          Try again
        </button>
      </div>
    );
  }
  return <p>{loading ? 'Loading trips' : data?.myTrips.map((trip) => trip.title).join(', ')}</p>;
}

describe("useFreshQuery: a prefetch's failure just before counts as the screen's first try", () => {
  it("asks again when the prefetch's first retry is due, then goes on with the family's pauses", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { clock, gateway, client, open } = setUp();
    gateway.state.failWith = 'BAD_GATEWAY';
    await prefetchQuery(client, TripsListQuery, { freshness: 'trips' });
    expect(gateway.requests('TripsList')).toHaveLength(1);

    // The screen opens 400 ms after the failure: its retry is due 600 ms later.
    clock.now = T0 + 400;
    open(<TripTitles />);
    await act(() => vi.advanceTimersByTimeAsync(599));
    expect(gateway.requests('TripsList')).toHaveLength(1);
    expect(screen.getByText('Loading trips')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(gateway.requests('TripsList')).toHaveLength(2);
    // The second retry, 2 s after the first, is the last for trips.
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(gateway.requests('TripsList')).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(gateway.requests('TripsList')).toHaveLength(3);
    expect(screen.getByRole('alert')).toHaveTextContent('Refused');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(gateway.requests('TripsList')).toHaveLength(3);
  });

  it('a failure the family does not retry shows at once; Try again asks the server', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { gateway, client, open } = setUp();
    gateway.state.failWith = 'NOT_FOUND';
    await prefetchQuery(client, TripsListQuery, { freshness: 'highlights' });
    open(<TripTitlesWithRetry family="highlights" />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('alert')).toHaveTextContent('Refused');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(gateway.requests('TripsList')).toHaveLength(1);

    gateway.state.failWith = null;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Goa in monsoon')).toBeInTheDocument();
    expect(gateway.requests('TripsList')).toHaveLength(2);
  });

  it('a failure older than the first pause is not taken over: the screen asks at once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { clock, gateway, client, open } = setUp();
    gateway.state.failWith = 'BAD_GATEWAY';
    await prefetchQuery(client, TripsListQuery, { freshness: 'trips' });
    gateway.state.failWith = null;

    clock.now = T0 + 1000;
    open(<TripTitles />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(gateway.requests('TripsList')).toHaveLength(2);
    expect(screen.getByText('Goa in monsoon')).toBeInTheDocument();
  });

  it('a partial answer is not taken over: the screen asks for itself at once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { gateway, client, open } = setUp();
    gateway.state.answerOnce = {
      data: { myTrips: [{ __typename: 'Trip', id: 't1', title: 'Goa in monsoon' }] },
      errors: [{ message: 'Refused', extensions: { code: 'BAD_GATEWAY' } }],
    };
    await prefetchQuery(client, TripsListQuery, { freshness: 'trips' });
    open(<TripTitles />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(gateway.requests('TripsList')).toHaveLength(2);
  });
});
