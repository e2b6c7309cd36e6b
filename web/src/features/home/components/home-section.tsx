import { Box, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A section of the signed-in home: a heading, an optional line and link, then its content. */
export function HomeSection({
  id,
  title,
  description,
  action,
  children,
}: {
  id: string;
  title: string;
  description?: string | null;
  action?: ReactNode;
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <section aria-labelledby={titleId} data-testid={id}>
      <Group justify="space-between" align="flex-end" gap="xs" wrap="nowrap">
        <div>
          <Title order={2} id={titleId} fz={{ base: 20, sm: 24 }}>
            {title}
          </Title>
          {description && (
            <Text c="dimmed" size="sm">
              {description}
            </Text>
          )}
        </div>
        {action}
      </Group>
      <Box mt="md">{children}</Box>
    </section>
  );
}
