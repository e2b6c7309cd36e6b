import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { ErrorLike } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { catchError, from, switchMap, throwError } from 'rxjs';
import { SESSION_EXPIRED } from '@machines/session/constants';
import { refreshAfterUnauthorized } from '@machines/session/refresh-after-unauthorized';
import { selectSession } from '@machines/session/session.machine';
import type { SessionActorRef } from '@machines/session/session.machine';
import { createGatewayHttpLink } from './gateway-http-link';
import {
  bindQueryFreshness,
  createQueryFreshness,
  createQueryFreshnessLink,
} from '@web/lib/query-freshness/query-freshness';
import type { QueryFreshness } from '@web/lib/query-freshness/query-freshness';

/** What the links need from the session: the current token, and a renewal after a refusal. */
export interface SessionBridge {
  getAccessToken(): string | null;
  /** Resolves with the token to retry with, or rejects (the session could not be renewed). */
  renewAfterUnauthorized(failedToken: string | null): Promise<string>;
}

/** Operation context keys the auth and retry links share. */
interface AuthContext {
  /** The token the request was sent with (null: sent without one). */
  accessToken?: string | null;
  /** Set by the retry link: the renewed token the one retry must carry. */
  retryAccessToken?: string;
}

function readAuthContext(context: Record<string, unknown>): AuthContext {
  const { accessToken, retryAccessToken } = context;
  return {
    accessToken: typeof accessToken === 'string' ? accessToken : null,
    retryAccessToken: typeof retryAccessToken === 'string' ? retryAccessToken : undefined,
  };
}

export function sessionBridgeOf(session: SessionActorRef): SessionBridge {
  return {
    getAccessToken: () => selectSession(session.getSnapshot()).accessToken,
    renewAfterUnauthorized: (failedToken) => refreshAfterUnauthorized(session, failedToken),
  };
}

/** Requests carry `Authorization: Bearer <token>` when a token exists (spec 000 §6). */
export function createAuthLink(bridge: SessionBridge): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const { retryAccessToken } = readAuthContext(operation.getContext());
    const token = retryAccessToken ?? bridge.getAccessToken();
    operation.setContext(({ headers }: { headers?: Record<string, string> }) => {
      const { authorization: _previous, ...otherHeaders } = headers ?? {};
      return {
        accessToken: token,
        headers:
          token === null ? otherHeaders : { ...otherHeaders, authorization: `Bearer ${token}` },
      };
    });
    return forward(operation);
  });
}

/** The gateway says UNAUTHENTICATED in `extensions.code`; a plain HTTP 401 means the same. */
export function isUnauthorizedError(error: ErrorLike): boolean {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((graphQLError) => graphQLError.extensions?.code === 'UNAUTHENTICATED');
  }
  return ServerError.is(error) && error.statusCode === 401;
}

/**
 * Spec 000 §4: on a 401 the request is retried once after a refresh (concurrent 401s share the one
 * refresh: the session machine runs a single flight). If the session cannot be renewed the request
 * fails with 'Session expired'. The retry goes downstream of this link, so it is never retried again.
 */
export function createUnauthorizedRetryLink(bridge: SessionBridge): ApolloLink {
  return new ErrorLink(({ error, operation, forward }) => {
    if (!isUnauthorizedError(error)) return;
    const { accessToken: failedToken } = readAuthContext(operation.getContext());
    // Sent without a token (a guest): there is no session to renew; the refusal stands.
    if (failedToken === null || failedToken === undefined) return;
    return from(bridge.renewAfterUnauthorized(failedToken)).pipe(
      catchError(() => throwError(() => new Error(SESSION_EXPIRED))),
      switchMap((renewedToken) => {
        operation.setContext({ retryAccessToken: renewedToken });
        return forward(operation);
      }),
    );
  });
}

export interface ApolloClientOptions {
  bridge: SessionBridge;
  /**
   * The link that sends the request; tests pass a fake. Defaults to HTTP to the gateway (multipart
   * when the variables hold files).
   */
  terminatingLink?: ApolloLink;
  /** The query cache rules' fetch times and clock (spec 000 §9, 001 §9); tests pass their own. */
  freshness?: QueryFreshness;
}

export function createApolloClient({
  bridge,
  terminatingLink,
  freshness = createQueryFreshness(),
}: ApolloClientOptions): ApolloClient {
  const client = new ApolloClient({
    link: ApolloLink.from([
      // Outermost: it sees the final answer, after the one retry of a 401.
      createQueryFreshnessLink(freshness),
      createUnauthorizedRetryLink(bridge),
      createAuthLink(bridge),
      terminatingLink ?? createGatewayHttpLink(),
    ]),
    cache: new InMemoryCache(),
    // Spec 001 §9 "no refetch on window focus": Apollo refetches on focus only through a
    // `refetchEventManager`, and this client has none. Adding one needs `refetchOn: { windowFocus:
    // false }` in defaultOptions.watchQuery.
  });
  bindQueryFreshness(client, freshness);
  return client;
}
