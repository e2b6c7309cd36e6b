import type { ApolloClient } from '@apollo/client';
import type { SessionActorRef } from '@machines/session/session.machine';
import { clearAllSessionDrafts } from '@web/lib/forms/use-session-draft';

/**
 * The one place that forgets a user when their session ends, whichever way it ends (logout, a
 * failed refresh, a request refused after its retry, another tab logging out: the session machine
 * emits `session.ended` for each). The Apollo cache goes (and with it the query fetch times, see
 * lib/query-freshness), so the next user to sign in on this browser never sees the previous one's
 * trips. The session's own user and token are cleared by the machine. Forms' drafts go too, unless
 * the session expired (lib/forms/use-session-draft).
 *
 * Returns the function that stops following the session.
 */
export function forgetUserDataOnSessionEnd(
  session: SessionActorRef,
  apolloClient: ApolloClient,
): () => void {
  const subscription = session.on('session.ended', ({ reason }) => {
    void apolloClient.clearStore();
    // Unsaved input outlives only an expiry, to be finished after signing in again (issue 18).
    if (reason === 'logout' || reason === 'otherTab') clearAllSessionDrafts();
  });
  return () => subscription.unsubscribe();
}
