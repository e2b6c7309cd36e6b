import { Anchor, AspectRatio, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMapPin, IconStarFilled } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { DESTINATIONS_HEADING, NO_DESTINATIONS } from '../constants';
import type { SharedTrip } from '../hooks/use-shared-trip';
import classes from './shared-trip.module.css';

/** The trip's destinations, read-only; each name opens its place page (open to guests, 001 §6). */
export function SharedDestinations({ trip }: { trip: SharedTrip }) {
  return (
    <Stack gap="md" component="section" aria-labelledby="shared-destinations">
      <Title order={2} fz="xl" id="shared-destinations">
        {DESTINATIONS_HEADING}
      </Title>
      {trip.destinations.length === 0 ? (
        <Text c="dimmed">{NO_DESTINATIONS}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {trip.destinations.map((destination) => (
            <Card key={destination.id} withBorder radius="md" padding={0} component="article">
              <AspectRatio ratio={16 / 9}>
                <img
                  src={destination.imageUrl}
                  alt=""
                  loading="lazy"
                  className={classes.destinationImage}
                />
              </AspectRatio>
              <Stack gap={6} p="md">
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                  <Anchor
                    renderRoot={(props) => (
                      <Link
                        to="/place/$placeId"
                        params={{ placeId: destination.placeId }}
                        {...props}
                      />
                    )}
                    fw={600}
                    c="var(--mantine-color-text)"
                  >
                    {destination.name}
                  </Anchor>
                  {destination.rating !== null && destination.rating !== undefined && (
                    <Group gap={4} wrap="nowrap">
                      <IconStarFilled size={14} color="var(--mantine-color-yellow-6)" aria-hidden />
                      <Text size="sm" fw={500}>
                        {destination.rating.toFixed(1)}
                      </Text>
                    </Group>
                  )}
                </Group>
                {destination.address && (
                  <Group gap={6} wrap="nowrap" align="flex-start">
                    <IconMapPin size={14} aria-hidden style={{ marginTop: 3, flexShrink: 0 }} />
                    <Text size="sm" c="dimmed" lineClamp={2}>
                      {destination.address}
                    </Text>
                  </Group>
                )}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
