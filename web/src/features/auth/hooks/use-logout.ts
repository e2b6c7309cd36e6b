import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { waitFor } from 'xstate';
import { useSessionActor } from '@web/actors/session';

/**
 * Logout (spec 000 §2): runs the logout call, then goes to /. The session ends even when the call
 * fails ('Logout failed' is only logged); the cached data of the user goes with it.
 */
export function useLogout(): () => Promise<void> {
  const session = useSessionActor();
  const apolloClient = useApolloClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    session.send({ type: 'session.logout' });
    await waitFor(session, (snapshot) => snapshot.matches('unauthenticated'));
    await apolloClient.clearStore();
    await navigate({ to: '/' });
  }, [session, apolloClient, navigate]);
}
