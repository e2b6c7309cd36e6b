import { ApolloLink, gql } from '@apollo/client';
import type { ApolloClient, TypedDocumentNode } from '@apollo/client';
import type { FormattedExecutionResult } from 'graphql';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { sessionTokensOf } from '@machines/session/session-tokens';
import type { SessionActorRef } from '@machines/session/session.machine';
import { fakeJwt } from '@web-test/fake-jwt';
import {
  fakeAuthApi,
  fakeSessionTabs,
  startTestSession,
  storeSignedInSession,
} from '@web-test/session-fixtures';
import { createApolloClient } from './apollo-client';
import { forgetUserDataOnSessionEnd } from './forget-user-data';

/** The signed-in user's trips, as the gateway would answer them. */
const MyTripIdsQuery: TypedDocumentNode<
  { myTrips: { __typename: 'Trip'; id: string; title: string }[] },
  Record<string, never>
> = gql`
  query MyTripIds {
    myTrips {
      id
      title
    }
  }
`;
const mayasTrips: FormattedExecutionResult = {
  data: { myTrips: [{ __typename: 'Trip', id: 't-goa', title: 'Goa with friends' }] },
};
const unauthenticated: FormattedExecutionResult = {
  errors: [{ message: 'Not signed in', extensions: { code: 'UNAUTHENTICATED' } }],
};

/** Answers maya's trips to any token not listed in `refused`, UNAUTHENTICATED to the others. */
function fakeGateway(refused: Set<string>) {
  return new ApolloLink(
    (operation) =>
      new Observable<FormattedExecutionResult>((observer) => {
        const headers = operation.getContext().headers as Record<string, string> | undefined;
        const token = headers?.authorization?.replace(/^Bearer /, '');
        setTimeout(() => {
          observer.next(token === undefined || refused.has(token) ? unauthenticated : mayasTrips);
          observer.complete();
        }, 0);
      }),
  );
}

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

/** Maya signed in, with her trips in the Apollo cache, and the app's end-of-session observer. */
async function mayaWithCachedTrips(
  options: { refresh?: () => Promise<{ accessToken: string | null }>; refused?: string[] } = {},
) {
  const token = storeSignedInSession();
  const authApi = fakeAuthApi(options.refresh === undefined ? {} : { refresh: options.refresh });
  const tabs = fakeSessionTabs();
  const session = startTestSession(authApi, tabs);
  const client = createApolloClient({
    session: sessionTokensOf(session),
    terminatingLink: fakeGateway(new Set(options.refused ?? [])),
  });
  stops.push(forgetUserDataOnSessionEnd(session, client), () => session.stop());
  await client.query({ query: MyTripIdsQuery });
  expect(cachedTrips(client)).toEqual(['Goa with friends']);
  return { token, authApi, tabs, session, client };
}

function cachedTrips(client: ApolloClient): string[] | null {
  return client.readQuery({ query: MyTripIdsQuery })?.myTrips.map((trip) => trip.title) ?? null;
}

const signedOut = (session: SessionActorRef) =>
  waitFor(session, (snapshot) => snapshot.matches({ unauthenticated: 'idle' }));

async function expectForgotten(client: ApolloClient, session: SessionActorRef) {
  await signedOut(session);
  await vi.waitFor(() => expect(cachedTrips(client)).toBeNull());
  expect(client.cache.extract()).toEqual({});
  expect(window.localStorage.getItem('user')).toBeNull();
}

describe('every session end forgets the user: the Apollo cache is cleared (issue: stale trips)', () => {
  it('an explicit logout', async () => {
    const { session, client } = await mayaWithCachedTrips();
    session.send({ type: 'session.logout' });
    await expectForgotten(client, session);
  });

  it('a failed refresh', async () => {
    const { session, client, authApi } = await mayaWithCachedTrips({
      refresh: () => Promise.reject(new Error('Token refresh failed')),
    });
    session.send({ type: 'session.refresh' });
    await expectForgotten(client, session);
    expect(authApi.logout).toHaveBeenCalledTimes(1);
  });

  it('a request refused again after its one retry (401 after retry)', async () => {
    const renewed = fakeJwt(3600, 'renewed');
    const { session, client, token } = await mayaWithCachedTrips({
      refresh: () => Promise.resolve({ accessToken: renewed }),
    });
    // From now on the gateway refuses both the old token and the renewed one.
    const refusingClient = createApolloClient({
      session: sessionTokensOf(session),
      terminatingLink: fakeGateway(new Set([token, renewed])),
    });
    await expect(
      refusingClient.query({ query: MyTripIdsQuery, fetchPolicy: 'network-only' }),
    ).rejects.toThrow('Not signed in');
    await expectForgotten(client, session);
    expect(session.getSnapshot().context.error).toBe('Session expired');
  });

  it('another tab logging out', async () => {
    const { session, client, tabs, authApi } = await mayaWithCachedTrips();
    tabs.endElsewhere();
    await expectForgotten(client, session);
    // The other tab already told the server.
    expect(authApi.logout).not.toHaveBeenCalled();
  });

  it('a session that does not end keeps its cache', async () => {
    const { session, client } = await mayaWithCachedTrips();
    session.send({ type: 'session.clearError' });
    expect(session.getSnapshot().matches('authenticated')).toBe(true);
    expect(cachedTrips(client)).toEqual(['Goa with friends']);
  });
});

describe('drafts (issue 18): kept through an expiry, forgotten when the user ends the session', () => {
  const DRAFT = 'wayfarer.draft.create-trip';

  it('a logout forgets the drafts', async () => {
    const { session, client } = await mayaWithCachedTrips();
    window.sessionStorage.setItem(DRAFT, '{}');
    session.send({ type: 'session.logout' });
    await expectForgotten(client, session);
    expect(window.sessionStorage.getItem(DRAFT)).toBeNull();
  });

  it('a failed refresh keeps them for after the next sign-in', async () => {
    const { session, client } = await mayaWithCachedTrips({
      refresh: () => Promise.reject(new Error('Token refresh failed')),
    });
    window.sessionStorage.setItem(DRAFT, '{}');
    session.send({ type: 'session.refresh' });
    await expectForgotten(client, session);
    expect(window.sessionStorage.getItem(DRAFT)).toBe('{}');
  });
});
