import { createFileRoute, redirect } from '@tanstack/react-router';
import { IconLockPassword } from '@tabler/icons-react';
import { selectSession } from '../../../machines/src/session/session.machine';
import { AuthPlaceholder } from '../features/auth/components/auth-placeholder';

/** Redirects to / when authenticated (spec 001 §2). */
export const Route = createFileRoute('/reset-password')({
  beforeLoad: ({ context }) => {
    if (selectSession(context.session.getSnapshot()).isAuthenticated) {
      throw redirect({ to: '/', replace: true });
    }
  },
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  return (
    <AuthPlaceholder
      icon={<IconLockPassword size={30} />}
      title="Reset your password"
      description="Here you will enter the code from your e-mail, then choose and confirm a new password."
    />
  );
}
