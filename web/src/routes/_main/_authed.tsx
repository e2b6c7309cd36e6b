import { createFileRoute, redirect } from '@tanstack/react-router';
import { selectSession } from '@machines/session/session.machine';

/**
 * Login-required routes (spec 001 §2): an unauthenticated user goes to /login, replacing the
 * history entry, with the way back in `redirect`.
 */
export const Route = createFileRoute('/_main/_authed')({
  beforeLoad: ({ context, location }) => {
    if (!selectSession(context.session.getSnapshot()).isAuthenticated) {
      throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
    }
  },
});
