import { ApolloLink, gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import type { FormattedExecutionResult } from 'graphql';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import type { SessionActorRef } from '@machines/session/session.machine';
import { fakeJwt } from '@web-test/fake-jwt';
import { fakeAuthApi, startTestSession, storeSignedInSession } from '@web-test/session-fixtures';
import { sessionTokensOf } from '@machines/session/session-tokens';
import { createApolloClient } from './apollo-client';

/** A small query of the gateway's shape: these tests are about the links, not the fields. */
const TripIdsQuery: TypedDocumentNode<
  { myTrips: { __typename: 'Trip'; id: string }[] },
  Record<string, never>
> = gql`
  query TripIds {
    myTrips {
      id
    }
  }
`;

const unauthenticated: FormattedExecutionResult = {
  errors: [{ message: 'Not signed in', extensions: { code: 'UNAUTHENTICATED' } }],
};
const trips: FormattedExecutionResult = {
  data: { myTrips: [{ __typename: 'Trip', id: 't1' }] },
};

/**
 * A terminating link standing in for the gateway: records the Authorization header of each request
 * and answers UNAUTHENTICATED to any token listed in `refused`.
 */
function fakeGateway(refused: Set<string>) {
  const authorizations: (string | undefined)[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<FormattedExecutionResult>((observer) => {
        const headers = operation.getContext().headers as Record<string, string> | undefined;
        const authorization = headers?.authorization;
        authorizations.push(authorization);
        const token = authorization?.replace(/^Bearer /, '');
        // Answer asynchronously, as the network would.
        setTimeout(() => {
          observer.next(token === undefined || refused.has(token) ? unauthenticated : trips);
          observer.complete();
        }, 0);
      }),
  );
  return { link, authorizations };
}

const sessions: SessionActorRef[] = [];
afterEach(() => sessions.splice(0).forEach((session) => session.stop()));

/**
 * A signed-in session (token `oldToken`) whose refresh effect is `refresh`, and a client over a fake
 * gateway that refuses `oldToken` (and also `alsoRefused`).
 */
function setUp({
  refresh,
  alsoRefused = [],
}: {
  refresh: () => Promise<{ accessToken: string | null }>;
  alsoRefused?: string[];
}) {
  const oldToken = storeSignedInSession();
  const authApi = fakeAuthApi({ refresh });
  const session = startTestSession(authApi);
  sessions.push(session);
  const gateway = fakeGateway(new Set([oldToken, ...alsoRefused]));
  const client = createApolloClient({
    session: sessionTokensOf(session),
    terminatingLink: gateway.link,
  });
  return { oldToken, authApi, session, gateway, client };
}

describe('retry after UNAUTHENTICATED (spec 000 §4)', () => {
  it('refreshes once and retries once with the new token', async () => {
    const newToken = fakeJwt(3600, 'renewed');
    const { oldToken, authApi, gateway, client } = setUp({
      refresh: () => Promise.resolve({ accessToken: newToken }),
    });

    const { data } = await client.query({ query: TripIdsQuery });

    expect(data?.myTrips).toHaveLength(1);
    expect(authApi.refresh).toHaveBeenCalledTimes(1);
    expect(gateway.authorizations).toEqual([`Bearer ${oldToken}`, `Bearer ${newToken}`]);
  });

  it('shares one refresh between concurrent refusals', async () => {
    const newToken = fakeJwt(3600, 'renewed');
    const { authApi, gateway, client } = setUp({
      refresh: () => Promise.resolve({ accessToken: newToken }),
    });

    // Two separate requests: Apollo would otherwise merge identical queries in flight.
    const separately = {
      fetchPolicy: 'network-only',
      context: { queryDeduplication: false },
    } as const;
    const results = await Promise.all([
      client.query({ query: TripIdsQuery, ...separately }),
      client.query({ query: TripIdsQuery, ...separately }),
    ]);

    expect(results.map((result) => result.data?.myTrips.length)).toEqual([1, 1]);
    expect(authApi.refresh).toHaveBeenCalledTimes(1);
    expect(gateway.authorizations.filter((value) => value === `Bearer ${newToken}`)).toHaveLength(
      2,
    );
  });

  it("fails with 'Session expired' and ends the session when the refresh is refused", async () => {
    const { authApi, session, gateway, client } = setUp({
      refresh: () => Promise.reject(new Error('Token refresh failed')),
    });

    await expect(client.query({ query: TripIdsQuery })).rejects.toThrow('Session expired');

    expect(authApi.refresh).toHaveBeenCalledTimes(1);
    expect(gateway.authorizations).toHaveLength(1);
    expect(session.getSnapshot().matches('unauthenticated')).toBe(true);
    expect(window.localStorage.getItem('accessToken')).toBeNull();
  });

  it('does not retry a second time when the renewed token is refused too', async () => {
    const newToken = fakeJwt(3600, 'renewed');
    const { oldToken, authApi, session, gateway, client } = setUp({
      refresh: () => Promise.resolve({ accessToken: newToken }),
      alsoRefused: [newToken],
    });

    await expect(client.query({ query: TripIdsQuery })).rejects.toThrow('Not signed in');
    expect(authApi.refresh).toHaveBeenCalledTimes(1);
    expect(gateway.authorizations).toEqual([`Bearer ${oldToken}`, `Bearer ${newToken}`]);
    // A renewed token refused too: the session cannot be renewed, so it ends (through logout).
    await waitFor(session, (snapshot) => snapshot.matches({ unauthenticated: 'idle' }));
    expect(authApi.logout).toHaveBeenCalledWith(newToken);
  });

  it('treats an HTTP 401 like UNAUTHENTICATED', async () => {
    const newToken = fakeJwt(3600, 'renewed');
    const oldToken = storeSignedInSession();
    const authApi = fakeAuthApi({ refresh: () => Promise.resolve({ accessToken: newToken }) });
    const session = startTestSession(authApi);
    sessions.push(session);
    const sent: (string | undefined)[] = [];
    const http401Gateway = new ApolloLink(
      (operation) =>
        new Observable<FormattedExecutionResult>((observer) => {
          const headers = operation.getContext().headers as Record<string, string> | undefined;
          sent.push(headers?.authorization);
          if (headers?.authorization === `Bearer ${oldToken}`) {
            const response = new Response('Unauthorized', { status: 401 });
            observer.error(new ServerError('Response not successful', { response, bodyText: '' }));
            return;
          }
          observer.next(trips);
          observer.complete();
        }),
    );
    const client = createApolloClient({
      session: sessionTokensOf(session),
      terminatingLink: http401Gateway,
    });

    const { data } = await client.query({ query: TripIdsQuery });

    expect(data?.myTrips).toHaveLength(1);
    expect(authApi.refresh).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([`Bearer ${oldToken}`, `Bearer ${newToken}`]);
  });

  it('sends a guest request without a token and does not try to refresh', async () => {
    const authApi = fakeAuthApi();
    const session = startTestSession(authApi);
    sessions.push(session);
    const gateway = fakeGateway(new Set());
    const client = createApolloClient({
      session: sessionTokensOf(session),
      terminatingLink: gateway.link,
    });

    await expect(client.query({ query: TripIdsQuery })).rejects.toThrow('Not signed in');
    expect(gateway.authorizations).toEqual([undefined]);
    expect(authApi.refresh).not.toHaveBeenCalled();
  });
});
