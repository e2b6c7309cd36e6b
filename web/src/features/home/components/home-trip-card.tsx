import { AspectRatio, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconMapPin, IconUsers } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { formatTripDateRange } from '@machines/trips/itinerary';
import { peopleCount, placeholderCover, plural } from '@web/lib/trips/trip-cover';
import type { HomeTrip } from '../hooks/use-home';
import classes from './home.module.css';

/** A trip's cover: its image, else the gradient seeded by its id (spec 000 §2), as on /trips. */
export function TripCover({ trip }: { trip: Pick<HomeTrip, 'id' | 'coverImage'> }) {
  return trip.coverImage ? (
    <img src={trip.coverImage} alt="" loading="lazy" decoding="async" />
  ) : (
    <div style={{ background: placeholderCover(trip.id), height: '100%' }} aria-hidden />
  );
}

/**
 * A trip on the home: cover with a badge (when it starts, or Completed), title, dates, places and
 * people; the card opens the trip. `footer` sits outside the link (e.g. Share Story).
 */
export function HomeTripCard({
  trip,
  badge,
  footer,
}: {
  trip: HomeTrip;
  badge: ReactNode;
  footer?: ReactNode;
}) {
  const titleId = useId();
  const dates = formatTripDateRange(trip.startDate, trip.endDate);
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      padding={0}
      className={classes.tripCard}
      data-testid="home-trip-card"
    >
      <Link to="/trips/$tripId" params={{ tripId: trip.id }} className={classes.tripLink}>
        <div className={classes.cover}>
          <AspectRatio ratio={16 / 9}>
            <TripCover trip={trip} />
          </AspectRatio>
          <div className={classes.coverBadge}>{badge}</div>
        </div>
        <Stack gap={6} p="md">
          <Title order={3} fz="md" lineClamp={1} id={titleId}>
            {trip.title}
          </Title>
          {dates !== '' && (
            <Group gap={6} wrap="nowrap" c="dimmed">
              <IconCalendar size={16} aria-hidden />
              <Text size="sm">{dates}</Text>
            </Group>
          )}
          <Group gap="md" c="dimmed">
            <Group gap={6} wrap="nowrap">
              <IconMapPin size={16} aria-hidden />
              <Text size="sm">
                {plural(trip.destinations.length, 'destination', 'destinations')}
              </Text>
            </Group>
            <Group gap={6} wrap="nowrap">
              <IconUsers size={16} aria-hidden />
              <Text size="sm">{plural(peopleCount(trip), 'person', 'people')}</Text>
            </Group>
          </Group>
        </Stack>
      </Link>
      {footer}
    </Card>
  );
}

/** The shape of a trip card while the home loads (same size: nothing moves when it arrives). */
export function HomeTripCardSkeleton() {
  return (
    <Card withBorder radius="md" padding={0} aria-hidden>
      <AspectRatio ratio={16 / 9}>
        <Skeleton radius={0} />
      </AspectRatio>
      <Stack gap={10} p="md">
        <Skeleton height={18} width="70%" />
        <Skeleton height={14} width="60%" />
        <Skeleton height={14} width="50%" />
      </Stack>
    </Card>
  );
}

/** The badge on an upcoming trip's cover: "Tomorrow", "In 12 days". */
export function CoverBadge({ children, color }: { children: ReactNode; color?: string }) {
  return (
    <Badge variant="filled" color={color ?? 'dark.7'} size="md" radius="sm">
      {children}
    </Badge>
  );
}
