import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useSessionActor } from '@web/actors/session';

/**
 * Logout (spec 000 §2): runs the logout call, then goes to / once the session has ended (its
 * `session.ended` emit). The session ends even when the call fails ('Logout failed' is only
 * logged). The user's cached data is forgotten where every session end is observed
 * (app/forget-user-data.ts).
 *
 * The listener is taken per click rather than per mount: the screen that offers logout (the
 * profile) may be left while the call runs, and the way to / must still follow.
 */
export function useLogout(): () => void {
  const session = useSessionActor();
  const navigate = useNavigate();
  return useCallback(() => {
    if (!session.getSnapshot().matches('authenticated')) return;
    const subscription = session.on('session.ended', () => {
      subscription.unsubscribe();
      void navigate({ to: '/' });
    });
    session.send({ type: 'session.logout' });
  }, [session, navigate]);
}
