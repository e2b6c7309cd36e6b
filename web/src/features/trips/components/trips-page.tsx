import {
  Alert,
  Button,
  Center,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconMapPlus, IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { TRIPS_FETCH_FAILED } from '@machines/trips/constants';
import { serverMessageOr } from '@machines/shared/error-message';
import { useFreshQuery } from '@web/lib/query-freshness/use-fresh-query';
import { MyTripsQuery } from '../graphql/my-trips-query';
import { useCoverImageEditor } from '../hooks/use-cover-image-editor';
import { orderTripsForList } from '../utils/trip-order';
import { revealSteps, useRevealedCount } from '../hooks/use-revealed-count';
import {
  PLAN_FIRST_TRIP,
  PLAN_NEW_TRIP,
  TRIPS_EMPTY_TEXT,
  TRIPS_EMPTY_TITLE,
  TRIPS_PAGE_TITLE,
  TRY_AGAIN,
} from '../constants';
import { CreateTripLauncher } from './create-trip-launcher';
import type { DialogInUrl } from './create-trip-launcher';
import { TripCard, TripCardSkeleton } from './trip-card';
import { useReaderClock } from '@web/lib/time/reader-clock';

const SKELETON_CARDS = 3;

/**
 * The trips list (spec 000 §2 "Trips list page"; RESOLUTIONS "Trips list page"): header with the
 * count and Plan a new trip, cards, skeletons while loading, an empty state, an error panel. The
 * route keeps the create-trip dialog in the URL (`createDialog`).
 */
export function TripsPage({ createDialog }: { createDialog?: DialogInUrl }) {
  return (
    <CreateTripLauncher inUrl={createDialog}>
      {(openCreateDialog) => <TripsList openCreateDialog={openCreateDialog} />}
    </CreateTripLauncher>
  );
}

function TripsList({ openCreateDialog }: { openCreateDialog: () => void }) {
  const trips = useFreshQuery(MyTripsQuery, { freshness: 'trips' });
  const covers = useCoverImageEditor();
  const answered = trips.data?.myTrips;
  const readerClock = useReaderClock();
  const list = useMemo(
    () => (answered === undefined ? undefined : orderTripsForList(answered, readerClock())),
    [answered, readerClock],
  );
  // A long list renders its first cards at once and the rest in steps (issue 19).
  const steps = useMemo(() => revealSteps(list?.map(() => 1) ?? []), [list]);
  const revealedCards = useRevealedCount(steps);
  // Spec 000 §8 "Fetch failures": the server's message (the gateway's GraphQL error), else the fallback.
  const loadFailure = trips.error ? serverMessageOr(trips.error, TRIPS_FETCH_FAILED) : null;

  return (
    <Container size={1200} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1}>{TRIPS_PAGE_TITLE}</Title>
            {/* The count's line is held while loading, so the cards below do not move down. */}
            {list ? (
              <Text c="dimmed">
                {list.length} {list.length === 1 ? 'trip' : 'trips'}
              </Text>
            ) : (
              loadFailure === null && (
                <Text c="dimmed" aria-hidden>
                  <Skeleton component="span" display="inline-block" height="1em" width={56} />
                </Text>
              )
            )}
          </div>
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={openCreateDialog}>
            {PLAN_NEW_TRIP}
          </Button>
        </Group>
        {list === undefined && loadFailure !== null ? (
          <Alert color="red" icon={<IconAlertCircle size={20} aria-hidden />} title={loadFailure}>
            <Button mt="sm" variant="light" color="red" onClick={() => void trips.refetch()}>
              {TRY_AGAIN}
            </Button>
          </Alert>
        ) : list === undefined ? (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true" aria-label="Loading trips">
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <TripCardSkeleton key={index} />
            ))}
          </SimpleGrid>
        ) : list.length === 0 ? (
          <Center py="xl">
            <Stack align="center" gap="sm" maw={420} ta="center">
              <IconMapPlus size={48} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden />
              <Title order={2} fz="xl">
                {TRIPS_EMPTY_TITLE}
              </Title>
              <Text c="dimmed">{TRIPS_EMPTY_TEXT}</Text>
              <Button onClick={openCreateDialog}>{PLAN_FIRST_TRIP}</Button>
            </Stack>
          </Center>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {list.slice(0, revealedCards).map((trip) => (
              <TripCard key={trip.id} trip={trip} covers={covers} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
