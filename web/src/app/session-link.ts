import { ApolloLink } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { catchError, from, mergeMap, of, switchMap, tap, throwError } from 'rxjs';
import type { Observable } from 'rxjs';
import { SESSION_EXPIRED } from '@machines/session/constants';
import type { SessionTokens } from '@machines/session/session-tokens';

/**
 * The one link between requests and the session (spec 000 §4, §6): every request carries
 * `Authorization: Bearer <token>` when a token is held; a request refused as UNAUTHENTICATED (or an
 * HTTP 401) is retried once with the token the session renews (concurrent refusals share the one
 * refresh: the session machine runs a single flight). If the session cannot be renewed the request
 * fails with 'Session expired'; if the retry is refused too, the session is told and ends.
 *
 * The whole path: this link → machines/src/session/session-tokens.ts → the session machine's
 * `refreshing` state → its `refresh` effect (features/auth/api/auth-api.ts).
 */

type Result = ApolloLink.Result;

/** The gateway says UNAUTHENTICATED in `extensions.code`. */
function isRefusedAnswer(result: Result): boolean {
  const errors = 'errors' in result ? result.errors : undefined;
  return errors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED') ?? false;
}

/** A plain HTTP 401 means the same. */
function isRefusedTransport(error: unknown): boolean {
  return ServerError.is(error) && error.statusCode === 401;
}

const REFUSED = Symbol('refused');

export function createSessionLink(tokens: SessionTokens): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const sendWith = (token: string | null): Observable<Result> => {
      operation.setContext(({ headers }: { headers?: Record<string, string> }) => {
        const { authorization: _previous, ...otherHeaders } = headers ?? {};
        return {
          headers:
            token === null ? otherHeaders : { ...otherHeaders, authorization: `Bearer ${token}` },
        };
      });
      return forward(operation);
    };

    const sentWith = tokens.accessToken();
    // A guest: there is no session to renew; a refusal stands as it came.
    if (sentWith === null) return sendWith(null);

    const retryOnce = (): Observable<Result> =>
      from(tokens.renewAfterUnauthorized(sentWith)).pipe(
        catchError(() => throwError(() => new Error(SESSION_EXPIRED))),
        switchMap((renewed) =>
          sendWith(renewed).pipe(
            // Never retried again: the answer stands, and a renewed token refused ends the session.
            tap({
              next: (result) => {
                if (isRefusedAnswer(result)) tokens.refusedAfterRetry(renewed);
              },
              error: (error: unknown) => {
                if (isRefusedTransport(error)) tokens.refusedAfterRetry(renewed);
              },
            }),
          ),
        ),
      );

    return sendWith(sentWith).pipe(
      mergeMap((result) => (isRefusedAnswer(result) ? of(REFUSED) : of(result))),
      catchError((error: unknown) =>
        isRefusedTransport(error) ? of(REFUSED) : throwError(() => error),
      ),
      mergeMap((outcome) => (outcome === REFUSED ? retryOnce() : of(outcome))),
    );
  });
}
