import { AspectRatio, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { Container, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { MAX_TRENDING_DESTINATIONS, TRENDING_TEXTS } from '../constants';
import { useTrendingDestinations } from '../hooks/use-trending-destinations';
import classes from './landing.module.css';

/** The gateway's picture built from the name, where a photo fails to load. */
const placeholderFor = (name: string) =>
  `/photos/placeholder?${new URLSearchParams({ name, quality: 'medium' }).toString()}`;

/** A card's picture, falling back to the one built from the name. */
export function CardImage({
  src,
  name,
  ratio = 3 / 2,
}: {
  src: string;
  name: string;
  ratio?: number;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <AspectRatio ratio={ratio} className={classes.trendingMedia}>
      <img
        src={failed ? placeholderFor(name) : src}
        alt=""
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
      />
    </AspectRatio>
  );
}

export interface TrendingDestination {
  id: string;
  name: string;
  description: string;
  imageUrl: string;
}

const grid = { base: 2, sm: 4 } as const;

/**
 * Trending destinations' states (spec 000 §2 "Home"; RESOLUTIONS 15.15: D1's texts): while loading,
 * the text over card skeletons that hold the grid's place; the failure; none, with Refresh Page; at
 * most 4 cities, each opening Explore for its name.
 */
export function TrendingDestinationsContent({
  destinations,
  loading,
  failed,
}: {
  destinations: readonly TrendingDestination[];
  loading: boolean;
  failed: boolean;
}) {
  if (loading) {
    return (
      <Stack gap="md">
        <Group gap="xs" role="status">
          <Text c="dimmed">{TRENDING_TEXTS.loading}</Text>
        </Group>
        <SimpleGrid cols={grid} spacing={{ base: 'sm', sm: 'lg' }} aria-hidden>
          {Array.from({ length: MAX_TRENDING_DESTINATIONS }, (_, index) => (
            <Card key={index} withBorder padding="md">
              <Card.Section>
                <AspectRatio ratio={3 / 2}>
                  <Skeleton radius={0} />
                </AspectRatio>
              </Card.Section>
              <Skeleton height={16} width="60%" mt="sm" />
              <Skeleton height={12} mt={8} />
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    );
  }
  if (failed) {
    return (
      <Group justify="center" gap="xs" py="xl" role="alert">
        <IconAlertTriangle size={18} aria-hidden color="var(--mantine-color-red-filled)" />
        <Text>{TRENDING_TEXTS.failed}</Text>
      </Group>
    );
  }
  if (destinations.length === 0) {
    return (
      <Stack align="center" gap="sm" py="xl" role="status">
        <Text c="dimmed" ta="center">
          {TRENDING_TEXTS.empty}
        </Text>
        <Button
          variant="light"
          leftSection={<IconRefresh size={16} />}
          onClick={() => window.location.reload()}
        >
          {TRENDING_TEXTS.refreshPage}
        </Button>
      </Stack>
    );
  }
  return (
    <SimpleGrid cols={grid} spacing={{ base: 'sm', sm: 'lg' }}>
      {destinations.slice(0, MAX_TRENDING_DESTINATIONS).map((destination) => (
        <Card
          key={destination.id}
          withBorder
          padding="md"
          className={classes.trendingCard}
          renderRoot={(props) => (
            <Link to="/explore" search={{ place: destination.name }} {...props} />
          )}
        >
          <Card.Section>
            <CardImage src={destination.imageUrl} name={destination.name} />
          </Card.Section>
          <Text fw={600} mt="sm" lineClamp={1}>
            {destination.name}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {destination.description}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** The landing page's trending destinations (spec 000 §1), from the prefetched highlights. */
export function TrendingDestinations() {
  const { destinations, loading, failed } = useTrendingDestinations();
  return (
    <Container component="section" aria-labelledby="trending-title" mt={64}>
      <Stack gap={4} align="center" ta="center" mb="xl">
        <Title id="trending-title" order={2}>
          {TRENDING_TEXTS.title}
        </Title>
        <Text c="dimmed">{TRENDING_TEXTS.subtitle}</Text>
      </Stack>
      <TrendingDestinationsContent destinations={destinations} loading={loading} failed={failed} />
    </Container>
  );
}
