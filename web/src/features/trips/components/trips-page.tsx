import {
  Alert,
  Button,
  Center,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconMapPlus, IconPlus } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { TRIPS_FETCH_FAILED } from '@machines/trips/constants';
import {
  selectCreateDialogOpen,
  selectCreateFormKey,
  selectCreateTripError,
  selectCreating,
} from '@machines/trips/create-trip.machine';
import { serverMessageOr } from '@machines/shared/error-message';
import { useSession } from '@web/actors/session';
import { useFreshQuery } from '@web/lib/query-freshness/use-fresh-query';
import { MyTripsQuery } from '../graphql/my-trips-query';
import { useCoverImageEditor } from '../hooks/use-cover-image-editor';
import { useCreateTrip } from '../hooks/use-create-trip';
import {
  PLAN_FIRST_TRIP,
  PLAN_NEW_TRIP,
  TRIPS_EMPTY_TEXT,
  TRIPS_EMPTY_TITLE,
  TRIPS_PAGE_TITLE,
  TRY_AGAIN,
} from '../constants';
import { CreateTripDialog } from './create-trip-dialog';
import type { NewTripValues } from './create-trip-dialog';
import { TripCard, TripCardSkeleton } from './trip-card';

const SKELETON_CARDS = 3;

/**
 * The trips list (spec 000 §2 "Trips list page"; RESOLUTIONS "Trips list page"): header with the
 * count and Plan a new trip, cards, skeletons while loading, an empty state, an error panel.
 */
export function TripsPage() {
  const trips = useFreshQuery(MyTripsQuery, { freshness: 'trips' });
  const create = useCreateTrip();
  const covers = useCoverImageEditor();
  const createOpened = useSelector(create, selectCreateDialogOpen);
  const createFormKey = useSelector(create, selectCreateFormKey);
  const creating = useSelector(create, selectCreating);
  const createFailure = useSelector(create, selectCreateTripError);
  const { isAuthenticated } = useSession();
  const navigate = useNavigate();
  const list = trips.data?.myTrips;
  // Spec 000 §8 "Fetch failures": the server's message (the gateway's GraphQL error), else the fallback.
  const loadFailure = trips.error ? serverMessageOr(trips.error, TRIPS_FETCH_FAILED) : null;
  const openCreateDialog = () => create.send({ type: 'createTrip.open' });

  const createTrip = (values: NewTripValues) => {
    // Spec 000 §4: submitting while logged out goes to /login.
    if (!isAuthenticated) void navigate({ to: '/login' });
    else create.send({ type: 'createTrip.submit', input: { ...values, destinations: [] } });
  };

  return (
    <Container size={1200} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1}>{TRIPS_PAGE_TITLE}</Title>
            {list && (
              <Text c="dimmed">
                {list.length} {list.length === 1 ? 'trip' : 'trips'}
              </Text>
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
            {list.map((trip) => (
              <TripCard key={trip.id} trip={trip} covers={covers} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <CreateTripDialog
        key={createFormKey}
        opened={createOpened}
        onClose={() => create.send({ type: 'createTrip.close' })}
        onSubmit={createTrip}
        submitting={creating}
        failure={createFailure}
      />
    </Container>
  );
}
