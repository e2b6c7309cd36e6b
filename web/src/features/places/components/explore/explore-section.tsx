import { Box, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './explore.module.css';

interface ExploreSectionProps {
  id: string;
  title: string;
  description?: string;
  /** Beside the title: the scroll buttons, when the row shows. */
  headerRight?: ReactNode;
  children: ReactNode;
}

/** One titled section of the Explore page (a landmark region named by its heading). */
export function ExploreSection({
  id,
  title,
  description,
  headerRight,
  children,
}: ExploreSectionProps) {
  const titleId = `${id}-title`;
  return (
    <Box component="section" id={id} aria-labelledby={titleId} className={classes.section}>
      <Group justify="space-between" align="flex-end" wrap="nowrap" mb="md" gap="md">
        <Stack gap={2} miw={0}>
          <Title order={2} id={titleId} fz={{ base: 'xl', sm: 'h2' }}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {headerRight}
      </Group>
      {children}
    </Box>
  );
}
