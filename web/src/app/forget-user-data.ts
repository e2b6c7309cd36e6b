import type { ApolloClient } from '@apollo/client';
import type { SessionActorRef } from '@machines/session/session.machine';

/**
 * The one place that forgets a user when their session ends, whichever way it ends (logout, a
 * failed refresh, a request refused after its retry, another tab logging out: the session machine
 * emits `session.ended` for each). The Apollo cache goes (and with it the query fetch times, see
 * lib/query-freshness), so the next user to sign in on this browser never sees the previous one's
 * trips. The session's own user and token are cleared by the machine.
 *
 * Returns the function that stops following the session.
 */
export function forgetUserDataOnSessionEnd(
  session: SessionActorRef,
  apolloClient: ApolloClient,
): () => void {
  const subscription = session.on('session.ended', () => {
    void apolloClient.clearStore();
  });
  return () => subscription.unsubscribe();
}
