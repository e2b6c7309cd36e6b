import {
  AspectRatio,
  Box,
  Button,
  Card,
  FileButton,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCalendar, IconMapPin, IconPhotoUp, IconUsers } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { memo, useId } from 'react';
import { selectCoverUploading } from '@machines/trips/cover-image.machine';
import type { CoverImageActorRef } from '@machines/trips/cover-image.machine';
import { formatTripDateRange } from '@machines/trips/itinerary';
import type { TripCardFieldsFragment } from '@web/gql/graphql';
import { CHANGE_COVER, COVER_IMAGE_ACCEPT, UPLOADING, VIEW_TRIP_DETAILS } from '../constants';
import { peopleCount, placeholderCover, plural } from '@web/lib/trips/trip-cover';
import classes from './trips.module.css';

/**
 * A trip card (spec 000 §2): cover (a gradient seeded by the id when none), title, people,
 * destinations, dates; a cover button shown on hover or keyboard focus ("Uploading..." while the
 * covers machine sends its file); View Trip Details. Memoized: with 500 trips, opening the
 * create dialog or a cover upload re-renders none of the other cards (issue 19).
 */
export const TripCard = memo(function TripCard({
  trip,
  covers,
}: {
  trip: TripCardFieldsFragment;
  covers: CoverImageActorRef;
}) {
  const isUploading = useSelector(covers, (snapshot) => selectCoverUploading(snapshot, trip.id));
  const dates = formatTripDateRange(trip.startDate, trip.endDate);
  const titleId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      padding={0}
      className={classes.card}
    >
      <Box className={classes.cover} data-uploading={isUploading || undefined}>
        <AspectRatio ratio={16 / 9}>
          {trip.coverImage ? (
            <img src={trip.coverImage} alt="" className={classes.coverImage} loading="lazy" />
          ) : (
            <div style={{ background: placeholderCover(trip.id) }} aria-hidden />
          )}
        </AspectRatio>
        {trip.viewerCanEdit && (
          <FileButton
            accept={COVER_IMAGE_ACCEPT}
            onChange={(file) => {
              if (file) covers.send({ type: 'cover.chosen', tripId: trip.id, file });
            }}
          >
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="white"
                color="dark"
                className={classes.coverButton}
                leftSection={<IconPhotoUp size={16} aria-hidden />}
                loading={false}
                disabled={isUploading}
                aria-label={isUploading ? UPLOADING : `${CHANGE_COVER}: ${trip.title}`}
              >
                {isUploading ? UPLOADING : CHANGE_COVER}
              </Button>
            )}
          </FileButton>
        )}
      </Box>
      <Stack gap={8} p="md" className={classes.cardBody}>
        <Title order={2} fz="lg" lineClamp={1} id={titleId} title={trip.title}>
          {trip.title}
        </Title>
        <Group gap="md" c="dimmed">
          <Group gap={4} wrap="nowrap">
            <IconUsers size={16} aria-hidden />
            <Text size="sm">{plural(peopleCount(trip), 'person', 'people')}</Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <IconMapPin size={16} aria-hidden />
            <Text size="sm">{plural(trip.destinations.length, 'destination', 'destinations')}</Text>
          </Group>
        </Group>
        {dates !== '' && (
          <Group gap={4} wrap="nowrap" c="dimmed">
            <IconCalendar size={16} aria-hidden />
            <Text size="sm">{dates}</Text>
          </Group>
        )}
        <Button component={Link} to={`/trips/${trip.id}`} fullWidth mt="auto">
          {VIEW_TRIP_DETAILS}
        </Button>
      </Stack>
    </Card>
  );
});

/** A card in the shape of what is coming (spec 000 §2 "A skeleton loading card"). */
export function TripCardSkeleton() {
  return (
    <Card withBorder radius="md" padding={0} aria-hidden>
      <AspectRatio ratio={16 / 9}>
        <Skeleton radius={0} />
      </AspectRatio>
      <Stack gap={10} p="md">
        <Skeleton height={20} width="70%" />
        <Skeleton height={14} width="55%" />
        <Skeleton height={14} width="60%" />
        <Skeleton height={34} mt={4} />
      </Stack>
    </Card>
  );
}
