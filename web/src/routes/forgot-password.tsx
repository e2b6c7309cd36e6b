import { createFileRoute, redirect } from '@tanstack/react-router';
import { IconKey } from '@tabler/icons-react';
import { selectSession } from '../../../machines/src/session/session.machine';
import { AuthPlaceholder } from '../features/auth/components/auth-placeholder';

/** Redirects to / when already authenticated (spec 001 §2). */
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
    <AuthPlaceholder
      icon={<IconKey size={30} />}
      title="Forgot your password?"
      description="Here you will enter your e-mail to receive a 6-digit reset code, then go on to choose a new password."
    />
  );
}
