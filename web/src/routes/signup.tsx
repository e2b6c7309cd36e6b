import { createFileRoute } from '@tanstack/react-router';
import { IconUserPlus } from '@tabler/icons-react';
import { AuthPlaceholder } from '../features/auth/components/auth-placeholder';

export const Route = createFileRoute('/signup')({
  component: SignupRoute,
});

function SignupRoute() {
  return (
    <AuthPlaceholder
      icon={<IconUserPlus size={30} />}
      title="Create your account"
      description="The sign-up form (profile picture, username, e-mail and password, or a Google account) will be here. You will then confirm your e-mail with a 6-digit code."
    />
  );
}
