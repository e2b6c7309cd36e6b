import { waitFor } from 'xstate';
import { SESSION_EXPIRED } from './constants';
import { selectSession } from './select-session';
import type { SessionActorRef, SessionSnapshot } from './session.machine';

export { SESSION_EXPIRED } from './constants';

/** The token a request may be retried with: held by a settled session and not the one refused. */
function retryTokenOf(snapshot: SessionSnapshot, failedToken: string | null): string | null {
  const token = snapshot.context.accessToken;
  const isSettled =
    snapshot.matches('authenticated') && !snapshot.matches({ authenticated: 'refreshing' });
  return isSettled && token !== null && token !== failedToken ? token : null;
}

/**
 * Spec 000 §4: on a 401 a request is retried once after a refresh; concurrent 401s wait for the
 * single refresh in flight; if the session cannot be renewed the call fails with 'Session expired'.
 *
 * Resolves with the token to retry with (once: the caller must not call this again for the retry),
 * or rejects with `Error('Session expired')`.
 */
export async function refreshAfterUnauthorized(
  session: SessionActorRef,
  failedToken: string | null,
): Promise<string> {
  // A newer token is already held (another request refreshed it): retry with that one.
  const ready = retryTokenOf(session.getSnapshot(), failedToken);
  if (ready !== null) return ready;

  // Starts a refresh, or joins the one in flight (the machine never runs two).
  session.send({ type: 'session.tokenRejected', token: failedToken });
  let settled: SessionSnapshot;
  try {
    settled = await waitFor(
      session,
      (snapshot) =>
        retryTokenOf(snapshot, failedToken) !== null || snapshot.matches('unauthenticated'),
    );
  } catch {
    // The session actor stopped or failed: nothing can renew the token.
    throw new Error(SESSION_EXPIRED);
  }
  const token = retryTokenOf(settled, failedToken);
  if (token === null) throw new Error(SESSION_EXPIRED);
  return token;
}

/**
 * What the app's request link needs from the session (web/src/app/session-link.ts), the whole of
 * the 401 path on this side: the token to send, a renewal after a 401, and the news that the one
 * retry was refused too (which ends the session).
 */
export interface SessionTokens {
  accessToken(): string | null;
  /** Resolves with the token to retry with, or rejects with 'Session expired'. */
  renewAfterUnauthorized(failedToken: string | null): Promise<string>;
  refusedAfterRetry(renewedToken: string): void;
}

export function sessionTokensOf(session: SessionActorRef): SessionTokens {
  return {
    accessToken: () => selectSession(session.getSnapshot()).accessToken,
    renewAfterUnauthorized: (failedToken) => refreshAfterUnauthorized(session, failedToken),
    refusedAfterRetry: (token) => session.send({ type: 'session.refusedAfterRetry', token }),
  };
}
