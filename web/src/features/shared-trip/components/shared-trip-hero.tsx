import { Badge, Container, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconCalendar,
  IconCircleCheck,
  IconMapPin,
  IconShare,
  IconUsers,
} from '@tabler/icons-react';
import { formatTripDateRange } from '@machines/trips/itinerary';
import { COMPLETED, SHARED_WITH_YOU } from '../constants';
import type { SharedTrip } from '../hooks/use-shared-trip';
import { countOf } from '../shared-trip-path';
import classes from './shared-trip.module.css';

/** A trip without a cover: the theme's own colours, with a soft light for depth. */
const FALLBACK_COVER = [
  'radial-gradient(circle at 80% 20%, rgb(255 255 255 / 18%), transparent 45%)',
  'linear-gradient(135deg, var(--mantine-color-teal-9), var(--mantine-color-cyan-9) 60%, var(--mantine-color-indigo-9))',
].join(', ');

/**
 * The top of the page (12.9): the cover across the page, the title with the Completed badge, the
 * date range, destination count and collaborator count.
 */
export function SharedTripHero({ trip }: { trip: SharedTrip }) {
  const cover = trip.coverImage ?? null;
  const dates = formatTripDateRange(trip.startDate, trip.endDate);
  return (
    <header className={classes.hero} style={cover === null ? { background: FALLBACK_COVER } : {}}>
      {cover !== null && <img src={cover} alt="" className={classes.heroImage} />}
      <div className={classes.heroShade} aria-hidden />
      <Container className={classes.heroContent}>
        <Stack gap="sm" maw={820}>
          <Group gap="xs">
            <Badge
              variant="white"
              color="dark"
              leftSection={<IconShare size={12} aria-hidden />}
              radius="sm"
            >
              {SHARED_WITH_YOU}
            </Badge>
            {trip.isCompleted && (
              <Badge
                color="green.9"
                variant="filled"
                radius="sm"
                leftSection={<IconCircleCheck size={12} aria-hidden />}
              >
                {COMPLETED}
              </Badge>
            )}
          </Group>
          <Title order={1} className={classes.heroTitle}>
            {trip.title}
          </Title>
          <Group gap="lg" className={classes.heroMeta} wrap="wrap">
            {dates !== '' && (
              <Group gap={6} wrap="nowrap">
                <IconCalendar size={18} aria-hidden />
                <Text fw={500}>{dates}</Text>
              </Group>
            )}
            <Group gap={6} wrap="nowrap">
              <IconMapPin size={18} aria-hidden />
              <Text fw={500}>
                {countOf(trip.destinations.length, 'destination', 'destinations')}
              </Text>
            </Group>
            <Group gap={6} wrap="nowrap">
              <IconUsers size={18} aria-hidden />
              <Text fw={500}>
                {countOf(trip.collaboratorCount, 'collaborator', 'collaborators')}
              </Text>
            </Group>
          </Group>
        </Stack>
      </Container>
    </header>
  );
}
