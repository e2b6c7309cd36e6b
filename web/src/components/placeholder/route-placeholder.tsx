import { Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface RoutePlaceholderProps {
  icon: ReactNode;
  title: string;
  /** What this screen will hold once its issue lands. */
  description: ReactNode;
  children?: ReactNode;
}

/** A screen not open yet: says plainly what will be there. */
export function RoutePlaceholder({ icon, title, description, children }: RoutePlaceholderProps) {
  return (
    <Container py={{ base: 'xl', sm: 64 }}>
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
