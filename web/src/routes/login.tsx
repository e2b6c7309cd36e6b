import { createFileRoute, redirect, useLocation } from '@tanstack/react-router';
import { selectSession } from '@machines/session/session.machine';
import { AuthShell } from '../features/auth/components/auth-shell';
import { LoginForm } from '../features/auth/components/login-form';
import { safeReturnPath } from '../features/auth/utils/safe-return-path';

interface LoginSearch {
  /** Where to return after signing in (set by the protected routes' guard). */
  redirect?: string;
  /** Why the user is here: the session expired (app/follow-session-expiry.ts). */
  reason?: 'expired';
}

/** No layout (spec 001 §2). Already signed in: straight to the return-to path or / (spec 001 §4). */
export const Route = createFileRoute('/login')({
  // An explicit undefined: the router keeps unvalidated keys unless the validator overrides them.
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    redirect: safeReturnPath(search.redirect),
    reason: search.reason === 'expired' ? 'expired' : undefined,
  }),
  beforeLoad: ({ context, search }) => {
    if (selectSession(context.session.getSnapshot()).isAuthenticated) {
      throw redirect({ href: search.redirect ?? '/', replace: true });
    }
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect: returnTo, reason } = Route.useSearch();
  const state = useLocation({ select: (location) => location.state });
  const arrival =
    state.message === undefined ? undefined : { message: state.message, email: state.email };
  return (
    <AuthShell>
      <LoginForm returnTo={returnTo ?? '/'} arrival={arrival} expired={reason === 'expired'} />
    </AuthShell>
  );
}
