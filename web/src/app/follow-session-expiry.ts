import type { SessionActorRef, SessionEndReason } from '@machines/session/session.machine';
import { showToast } from '@web/components/toast/show-toast';
import { SESSION_EXPIRED_NOTICE } from '@web/features/auth/constants';
import type { AppRouter } from './router';

/** The ends the user did not ask for: the session ran out (spec 000 §4, §8). */
const EXPIRY_REASONS: ReadonlySet<SessionEndReason> = new Set([
  'refreshFailed',
  'refusedAfterRetry',
]);

/** Protected routes live under this layout route (routes/_main/_authed.tsx). */
const PROTECTED_LAYOUT_ID = '/_main/_authed';

/**
 * Says so when a session expires (issue 18: it ended silently). On a protected page the user goes
 * to /login with the notice (`reason=expired`) and the way back (`redirect`), where the page's
 * unsaved input waits as a draft (lib/forms/use-session-draft); on a public page the user stays
 * and a toast says it. A logout, or another tab's, ends quietly as before.
 *
 * Deferred a tick, as the guards are (app/providers.tsx): the session is signed out by then, so
 * /login does not send the user straight back. Returns the function that stops following.
 */
export function followSessionExpiry(session: SessionActorRef, router: AppRouter): () => void {
  let pending: ReturnType<typeof setTimeout> | undefined;
  const subscription = session.on('session.ended', ({ reason }) => {
    if (!EXPIRY_REASONS.has(reason)) return;
    clearTimeout(pending);
    pending = setTimeout(() => {
      const { location, matches } = router.state;
      // The guards may have sent the user to /login first: keep the way back they set.
      const onLogin = location.pathname === '/login';
      if (!onLogin && !matches.some((match) => match.routeId.startsWith(PROTECTED_LAYOUT_ID))) {
        showToast({ type: 'warning', message: SESSION_EXPIRED_NOTICE });
        return;
      }
      const redirect = onLogin
        ? (location.search as { redirect?: string }).redirect
        : location.href;
      void router.navigate({
        to: '/login',
        search: { redirect, reason: 'expired' },
        replace: true,
      });
    }, 0);
  });
  return () => {
    clearTimeout(pending);
    subscription.unsubscribe();
  };
}
