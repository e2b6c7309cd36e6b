import { Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface RoutePlaceholderProps {
  icon: ReactNode;
  title: string;
  /** A sentence under the title: what happened and where to go. */
  description: ReactNode;
  children?: ReactNode;
}

/**
 * A full screen with one message (the app's "Page not found"). It is the page's main landmark: it
 * is shown by the root route, outside the main layout.
 */
export function RoutePlaceholder({ icon, title, description, children }: RoutePlaceholderProps) {
  return (
    <Container component="main" py={{ base: 'xl', sm: 64 }}>
      <Stack align="center" gap="md" ta="center" maw={560} mx="auto">
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        <Text c="dimmed" size="lg">
          {description}
        </Text>
        {children}
      </Stack>
    </Container>
  );
}
