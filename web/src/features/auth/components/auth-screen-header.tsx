import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AuthScreenHeaderProps {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
}

/** The icon, title and lead text at the top of the code and password screens. */
export function AuthScreenHeader({ icon, title, children }: AuthScreenHeaderProps) {
  return (
    <Stack align="center" ta="center" gap={6}>
      <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
        {icon}
      </ThemeIcon>
      <Title order={1} fz={24} mt={4}>
        {title}
      </Title>
      {children !== undefined && (
        <Text c="dimmed" size="sm">
          {children}
        </Text>
      )}
    </Stack>
  );
}
