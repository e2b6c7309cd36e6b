import { createFileRoute, redirect } from '@tanstack/react-router';
import { selectSession } from '@machines/session/session.machine';
import { AuthShell } from '../features/auth/components/auth-shell';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form';

/** No layout; redirects to / when already authenticated (spec 001 §2, §6). */
export const Route = createFileRoute('/forgot-password')({
  beforeLoad: ({ context }) => {
    if (selectSession(context.session.getSnapshot()).isAuthenticated) {
      throw redirect({ to: '/', replace: true });
    }
  },
  component: ForgotPasswordRoute,
});

function ForgotPasswordRoute() {
  return (
    <AuthShell>
      <ForgotPasswordForm />
    </AuthShell>
  );
}
