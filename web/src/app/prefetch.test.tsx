import { ApolloLink } from '@apollo/client';
import { act, screen, waitFor } from '@testing-library/react';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionActorRef } from '@machines/session/session.machine';
import { withFakeClock } from '@web-test/fake-clock';
import { fakeJwt } from '@web-test/fake-jwt';
import { renderApp } from '@web-test/render-app';
import { renderWithRouter } from '@web-test/render-with-router';
import {
  fakeAuthApi,
  maya,
  startTestSession,
  storeSignedInSession,
} from '@web-test/session-fixtures';
import { tripCard, tripDetail } from '@web-test/trip-fixtures';
import { TrendingDestinations } from '@web/features/home/components/trending-destinations';
import { TripsPage } from '@web/features/trips/components/trips-page';
import { LOADING_TRIP, TRIP_NOT_FOUND } from '@web/features/trips/constants';
import { MyTripsQuery } from '@web/features/trips/graphql/my-trips-query';
import { sessionTokensOf } from '@machines/session/session-tokens';
import { createMemoryHistory } from '@tanstack/react-router';
import { createApolloClient } from './apollo-client';
import { createAppRouter } from './router';
import { startPrefetching } from './prefetch';
import { prefetchQuery } from '@web/lib/query-freshness/prefetch-query';
import { createQueryFreshness } from '@web/lib/query-freshness/query-freshness';

const MINUTE = 60_000;
/** 2025-03-01 09:00:00 UTC. */
const T0 = Date.UTC(2025, 2, 1, 9, 0, 0);

const city = (name: string) => ({
  __typename: 'HighlightDestination',
  id: `city-${name}`,
  name,
  description: `About ${name}.`,
  imageUrl: `/photos/${name}?quality=medium`,
});
const highlights = {
  travelHighlights: {
    __typename: 'TravelHighlights',
    popularCountries: [],
    popularCities: [city('Lisbon'), city('Kyoto')],
  },
};
const trips = { myTrips: [tripCard({ id: 't-kyoto', title: 'Kyoto in Autumn' })] };

type Answer = { data: Record<string, unknown> | null; errors?: GatewayError[] } | { error: Error };

interface GatewayError {
  message: string;
  extensions: { code: string };
}

/**
 * The gateway: answers each operation after a tick from `answers` (a list is used up one answer per
 * request, the last one repeating) and counts what it is sent.
 */
function fakeGateway(answers: Record<string, Answer | Answer[]>) {
  const sent: string[] = [];
  const link = new ApolloLink((operation) => {
    const name = operation.operationName ?? '';
    sent.push(name);
    const planned = answers[name];
    const answer = Array.isArray(planned)
      ? planned.length > 1
        ? planned.shift()
        : planned[0]
      : planned;
    return new Observable((observer) => {
      void Promise.resolve().then(() => {
        if (answer === undefined) observer.error(new Error(`unexpected ${name}`));
        else if ('error' in answer) observer.error(answer.error);
        else {
          observer.next(answer);
          observer.complete();
        }
      });
    });
  });
  const requests = (name: string) => sent.filter((sentName) => sentName === name).length;
  return { link, requests };
}

const stops: (() => void)[] = [];
const sessions: SessionActorRef[] = [];
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  sessions.splice(0).forEach((session) => session.stop());
  vi.restoreAllMocks();
});

/** The app's start (app/main.tsx): a session, the Apollo client over the fake gateway, prefetching. */
function startApp(
  answers: Record<string, Answer | Answer[]>,
  {
    signedIn,
    authApi = fakeAuthApi(),
  }: { signedIn: boolean; authApi?: ReturnType<typeof fakeAuthApi> },
) {
  if (signedIn) storeSignedInSession();
  const session = startTestSession(authApi);
  sessions.push(session);
  const gateway = fakeGateway(answers);
  const clock = { now: T0 };
  const client = createApolloClient({
    session: sessionTokensOf(session),
    terminatingLink: gateway.link,
    freshness: createQueryFreshness(() => clock.now),
  });
  stops.push(startPrefetching({ session, apolloClient: client }));
  return { session, client, clock, requests: gateway.requests };
}

// Timers and Date are fake: the pauses below are fake time, whatever the machine's load.
withFakeClock();

/** Moves the fake clock `ms` on, letting the answers in flight and any timers due arrive. */
const settle = (ms = 20) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('prefetching (spec 000 §7 "prefetches highlights and the trips list")', () => {
  it("prefetches a guest's highlights once and no trips; the trending section then asks nothing", async () => {
    const { client, requests } = startApp(
      { ExploreHighlights: { data: highlights }, MyTrips: { data: trips } },
      { signedIn: false },
    );
    await settle();
    expect(requests('ExploreHighlights')).toBe(1);
    expect(requests('MyTrips')).toBe(0);

    renderWithRouter(<TrendingDestinations />, client);
    // Served from the prefetched answer: on screen without a loading state or a second request.
    expect(await screen.findByRole('link', { name: /Lisbon/ })).toBeInTheDocument();
    expect(screen.queryByText(/Loading/)).not.toBeInTheDocument();
    await settle();
    expect(requests('ExploreHighlights')).toBe(1);
  });

  it('prefetches the trips of a restored session; /trips then shows them with no second request', async () => {
    const { client, session, requests } = startApp(
      { ExploreHighlights: { data: highlights }, MyTrips: { data: trips } },
      { signedIn: true },
    );
    await settle();
    expect(requests('MyTrips')).toBe(1);

    renderWithRouter(<TripsPage />, client, { session });
    expect(await screen.findByRole('heading', { name: 'Kyoto in Autumn' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading trips')).not.toBeInTheDocument();
    await settle();
    expect(requests('MyTrips')).toBe(1);
  });

  it('prefetches the trips when a guest signs in', async () => {
    const authApi = fakeAuthApi({
      login: () => Promise.resolve({ user: maya, accessToken: fakeJwt(3600) }),
    });
    const { session, requests } = startApp(
      { ExploreHighlights: { data: highlights }, MyTrips: { data: trips } },
      { signedIn: false, authApi },
    );
    await settle();
    expect(requests('MyTrips')).toBe(0);

    session.send({
      type: 'session.login',
      userName: 'maya',
      password: 'travel123',
      remember: true,
    });
    await waitFor(() => expect(requests('MyTrips')).toBe(1));
    // Later session events (a token refresh, say) do not prefetch again.
    await settle();
    expect(requests('MyTrips')).toBe(1);
  });

  it('a failed prefetch is silent and not retried; the screen then fetches for itself', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const consoleWarn = vi.spyOn(console, 'warn');
    const { client, session, requests } = startApp(
      {
        ExploreHighlights: { data: highlights },
        MyTrips: [{ error: new TypeError('Failed to fetch') }, { data: trips }],
      },
      { signedIn: true },
    );
    // Past the first retry's 1 s pause of a screen's query.
    await settle(1200);
    expect(requests('MyTrips')).toBe(1);
    expect(consoleError).not.toHaveBeenCalled();
    expect(consoleWarn).not.toHaveBeenCalled();

    renderWithRouter(<TripsPage />, client, { session });
    expect(await screen.findByRole('heading', { name: 'Kyoto in Autumn' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requests('MyTrips')).toBe(2);
  });
});

describe('prefetchQuery', () => {
  it('sends nothing while the answer on record is fresh, and fetches once it is stale', async () => {
    const { client, clock, requests } = startApp(
      { ExploreHighlights: { data: highlights }, MyTrips: { data: trips } },
      { signedIn: true },
    );
    await settle();
    expect(requests('MyTrips')).toBe(1);

    // Trips are fresh for 5 min (spec 000 §9).
    clock.now = T0 + 5 * MINUTE - 1;
    await expect(prefetchQuery(client, MyTripsQuery, { freshness: 'trips' })).resolves.toBe(
      'skippedFresh',
    );
    expect(requests('MyTrips')).toBe(1);

    clock.now = T0 + 5 * MINUTE;
    await expect(prefetchQuery(client, MyTripsQuery, { freshness: 'trips' })).resolves.toBe(
      'fetched',
    );
    expect(requests('MyTrips')).toBe(2);
  });
});

describe("route loaders ask for a page's query as the route loads (issue 19)", () => {
  const answers = {
    ExploreHighlights: { data: highlights },
    MyTrips: { data: trips },
    Trip: { data: { trip: null } },
    Home: { data: { home: null } },
  };

  /** The app's router at `path`, loaded as at the app's start (main.tsx: `router.load()`). */
  async function loadRoute(app: ReturnType<typeof startApp>, path: string) {
    const router = createAppRouter(
      { session: app.session, apolloClient: app.client },
      createMemoryHistory({ initialEntries: [path] }),
    );
    await act(() => router.load());
    await settle();
    return router;
  }

  it('sends the trip query with the route, once, and not for a trip link merely pointed at', async () => {
    const app = startApp(answers, { signedIn: true });
    const router = await loadRoute(app, '/trips/t-kyoto');
    expect(app.requests('Trip')).toBe(1);

    // Pointing at another trip's link preloads its route: its query waits for the visit.
    await act(() => router.preloadRoute({ to: '/trips/$tripId', params: { tripId: 't-lisbon' } }));
    await settle();
    expect(app.requests('Trip')).toBe(1);
  });

  it("sends a signed-in home's query with the route, and nothing for a guest's landing", async () => {
    const member = startApp(answers, { signedIn: true });
    await loadRoute(member, '/');
    expect(member.requests('Home')).toBe(1);
    stops.splice(0).forEach((stop) => stop());
    sessions.splice(0).forEach((session) => session.stop());
    window.localStorage.clear();

    const guest = startApp(answers, { signedIn: false });
    await loadRoute(guest, '/');
    expect(guest.requests('Home')).toBe(0);
  });
});

describe("a page whose route's query failed takes the failure as its own first try", () => {
  const failing = (trip: Answer) => ({
    ExploreHighlights: { data: highlights },
    MyTrips: { data: trips },
    Trip: trip,
  });

  it('a trip that fails to load is asked for 3 times in all, 1 s then 2 s apart, as the page alone would', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = startApp(failing({ error: new TypeError('Failed to fetch') }), {
      signedIn: true,
    });
    renderApp('/trips/t-kyoto', app.session, app.client);
    await settle();
    // The route's loader asked, and failed; the page waits for its retry instead of asking again.
    expect(app.requests('Trip')).toBe(1);
    expect(await screen.findByText(LOADING_TRIP)).toBeInTheDocument();

    await settle(1000);
    expect(app.requests('Trip')).toBe(2);
    await settle(2000);
    expect(app.requests('Trip')).toBe(3);
    expect(await screen.findByRole('heading', { name: TRIP_NOT_FOUND })).toBeInTheDocument();
    await settle(30_000);
    expect(app.requests('Trip')).toBe(3);
    expect(consoleError).toHaveBeenCalledWith('Trip load failed:', 'Failed to fetch');
  });

  it('a trip refused with 403 (final at once for trips) shows its state after the one request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refused = {
      data: { trip: null },
      errors: [
        {
          message: 'You do not have permission to view this trip',
          extensions: { code: 'FORBIDDEN' },
        },
      ],
    };
    const app = startApp(failing(refused), { signedIn: true });
    renderApp('/trips/t-kyoto', app.session, app.client);
    expect(await screen.findByRole('heading', { name: TRIP_NOT_FOUND })).toBeInTheDocument();
    await settle(10_000);
    expect(app.requests('Trip')).toBe(1);
  });

  it('a trip that fails once then loads shows after the retry, with 2 requests', async () => {
    const trip = tripDetail({ id: 't-kyoto', title: 'Kyoto in Autumn' });
    const app = startApp(
      {
        ...failing({ error: new TypeError('Failed to fetch') }),
        Trip: [{ error: new TypeError('Failed to fetch') }, { data: { trip } }],
      },
      { signedIn: true },
    );
    renderApp('/trips/t-kyoto', app.session, app.client);
    await settle();
    expect(app.requests('Trip')).toBe(1);
    await settle(1000);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kyoto in Autumn' }),
    ).toBeInTheDocument();
    await settle(10_000);
    expect(app.requests('Trip')).toBe(2);
  });
});
