import { createFileRoute, useLocation } from '@tanstack/react-router';
import { Text } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { AuthPlaceholder } from '../features/auth/components/auth-placeholder';

export const Route = createFileRoute('/verify-email')({
  component: VerifyEmailRoute,
});

function VerifyEmailRoute() {
  const email = useLocation({ select: (location) => location.state.email });
  return (
    <AuthPlaceholder
      icon={<IconMailCheck size={30} />}
      title="Verify your email"
      description="Here you will enter the 6-digit code we send to your e-mail to confirm your account, and ask for a new code when needed."
    >
      {email !== undefined && (
        <Text size="sm">
          For <strong>{email}</strong>
        </Text>
      )}
    </AuthPlaceholder>
  );
}
