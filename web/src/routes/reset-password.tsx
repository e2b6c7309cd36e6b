import { createFileRoute, redirect, useLocation } from '@tanstack/react-router';
import { selectSession } from '@machines/session/session.machine';
import { AuthShell } from '../features/auth/components/auth-shell';
import { ResetPasswordForm } from '../features/auth/components/reset-password-form';

/**
 * No layout. Redirects to / when authenticated, and to /forgot-password when no e-mail came in
 * navigation state (spec 001 §2, §6).
 */
export const Route = createFileRoute('/reset-password')({
  beforeLoad: ({ context, location }) => {
    if (selectSession(context.session.getSnapshot()).isAuthenticated) {
      throw redirect({ to: '/', replace: true });
    }
    if (!location.state.email?.trim()) {
      throw redirect({ to: '/forgot-password', replace: true });
    }
  },
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const email = useLocation({ select: (location) => location.state.email }) ?? '';
  return (
    <AuthShell>
      <ResetPasswordForm key={email} email={email} />
    </AuthShell>
  );
}
