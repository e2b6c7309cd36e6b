import {
  AspectRatio,
  Button,
  Card,
  Container,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { TRENDING_TEXTS } from '../constants';
import { useTrendingDestinations } from '../hooks/use-trending-destinations';
import classes from './landing.module.css';

/** The gateway's picture built from the name, where a destination's photo fails to load. */
const placeholderFor = (name: string) =>
  `/photos/placeholder?${new URLSearchParams({ name, quality: 'medium' }).toString()}`;

function DestinationImage({ src, name }: { src: string; name: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <AspectRatio ratio={3 / 2} className={classes.trendingMedia}>
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

/**
 * Trending destinations of the landing page and home (spec 000 §1, §2): at most 4 popular cities,
 * each opening Explore for its name; D1's loading, failure and empty texts (RESOLUTIONS 15.15).
 */
export function TrendingDestinations() {
  const { destinations, loading, failed } = useTrendingDestinations();
  return (
    <Container component="section" aria-labelledby="trending-title" mt={64}>
      <Stack gap={4} align="center" ta="center">
        <Title id="trending-title" order={2}>
          {TRENDING_TEXTS.title}
        </Title>
        <Text c="dimmed">{TRENDING_TEXTS.subtitle}</Text>
      </Stack>
      {loading ? (
        <Group justify="center" gap="xs" mt="xl" role="status">
          <Loader size="sm" aria-hidden />
          <Text c="dimmed">{TRENDING_TEXTS.loading}</Text>
        </Group>
      ) : failed ? (
        <Group justify="center" gap="xs" mt="xl" role="alert">
          <IconAlertTriangle size={18} aria-hidden color="var(--mantine-color-red-filled)" />
          <Text>{TRENDING_TEXTS.failed}</Text>
        </Group>
      ) : destinations.length === 0 ? (
        <Stack align="center" gap="sm" mt="xl" role="status">
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
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg" mt="xl">
          {destinations.map((destination) => (
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
                <DestinationImage src={destination.imageUrl} name={destination.name} />
              </Card.Section>
              <Text fw={600} mt="sm">
                {destination.name}
              </Text>
              <Text size="sm" c="dimmed" lineClamp={2}>
                {destination.description}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Container>
  );
}
