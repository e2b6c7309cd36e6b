import { Anchor, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AuthShell } from './auth-shell';

interface AuthPlaceholderProps {
  icon: ReactNode;
  title: string;
  description: ReactNode;
  children?: ReactNode;
}

/** An account screen whose form is not open yet: says what will be there. */
export function AuthPlaceholder({ icon, title, description, children }: AuthPlaceholderProps) {
  return (
    <AuthShell>
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={1} fz={24}>
          {title}
        </Title>
        <Text c="dimmed">{description}</Text>
        {children}
        <Anchor size="sm" mt="xs" renderRoot={(props) => <Link to="/login" {...props} />}>
          Back to Login
        </Anchor>
      </Stack>
    </AuthShell>
  );
}
