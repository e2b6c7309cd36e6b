import {
  Anchor,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconMapOff } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useFreshQuery } from '@web/lib/query-freshness/use-fresh-query';
import {
  LOADING_TRIP,
  MY_TRIPS_LINK,
  RETURN_TO_MY_TRIPS,
  TRIP_NOT_FOUND,
  TRIP_TABS,
} from '../constants';
import type { TripTab } from '../constants';
import { TripQuery } from '../graphql/trip-query';
import { useChecklistEditor } from '../hooks/use-checklist-editor';
import { useCollaboratorsEditor } from '../hooks/use-collaborators-editor';
import { useDestinationsEditor } from '../hooks/use-destinations-editor';
import { useItineraryEditor } from '../hooks/use-itinerary-editor';
import { useMemberDetailsFailure } from '../hooks/use-member-details-failure';
import { useSharingEditor } from '../hooks/use-sharing-editor';
import { useTripDetailsEditor } from '../hooks/use-trip-details-editor';
import { ChecklistTab } from './checklist-tab';
import { CollaboratorsTab } from './collaborators-tab';
import { DestinationsTab } from './destinations-tab';
import { ItineraryTab } from './itinerary-tab';
import { TripHeader } from './trip-header';
import classes from './trips.module.css';

/**
 * The trip page (spec 001 §2 "Trip detail", §4, §5, §8): the trip from the cache, and one machine
 * per concern (details, destinations, itinerary, checklist, collaborators, sharing), kept here so a request in flight
 * outlives a tab switch. Each part sends its machine events and reads it with `useSelector`.
 */
export function TripDetailPage({
  tripId,
  tab,
  onTabChange,
}: {
  tripId: string;
  /** The open tab (the route keeps it in the URL); without it the tabs keep their own state. */
  tab?: TripTab;
  onTabChange?: (tab: TripTab) => void;
}) {
  // A partial answer: the trip still shows when only its member cards fail (spec 001 §8 "Failed to fetch user
  // details").
  const trip = useFreshQuery(TripQuery, {
    freshness: 'trips',
    variables: { id: tripId },
    partialAnswers: 'retry',
  });
  const details = useTripDetailsEditor(tripId);
  const destinations = useDestinationsEditor();
  const itinerary = useItineraryEditor(tripId);
  const checklist = useChecklistEditor(tripId);
  const collaborators = useCollaboratorsEditor(tripId);
  const sharing = useSharingEditor(tripId);
  useMemberDetailsFailure(trip.error, collaborators);

  const data = trip.data?.trip;
  if (data === undefined || data === null) {
    if (trip.loading && data === undefined) {
      return (
        <Center py="xl">
          <Stack align="center" gap="sm">
            <Loader />
            <Text>{LOADING_TRIP}</Text>
          </Stack>
        </Center>
      );
    }
    // Spec 001 §8: a failed load is only logged and the page shows the not-found state.
    if (trip.error) console.error('Trip load failed:', trip.error.message);
    return (
      <Container size={800} py="xl">
        <Stack align="center" gap="md" ta="center" py="xl">
          <IconMapOff size={48} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden />
          <Title order={1} fz="xl">
            {TRIP_NOT_FOUND}
          </Title>
          <Button
            component={Link}
            to="/trips"
            leftSection={<IconArrowLeft size={18} aria-hidden />}
          >
            {RETURN_TO_MY_TRIPS}
          </Button>
        </Stack>
      </Container>
    );
  }

  return (
    <Container size={1000} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Anchor component={Link} to="/trips" size="sm" w="fit-content">
          <Group gap={4}>
            <IconArrowLeft size={16} aria-hidden />
            {MY_TRIPS_LINK}
          </Group>
        </Anchor>
        <TripHeader trip={data} details={details} sharing={sharing} />
        <Tabs
          value={tab}
          defaultValue={TRIP_TABS[0]}
          onChange={(value) => {
            const next = TRIP_TABS.find((known) => known === value);
            if (next !== undefined) onTabChange?.(next);
          }}
          keepMounted={false}
        >
          <Tabs.List mb="md" className={classes.tabsList}>
            <Tabs.Tab value="destinations">Destinations</Tabs.Tab>
            <Tabs.Tab value="itinerary">Itinerary</Tabs.Tab>
            <Tabs.Tab value="checklist">Checklist</Tabs.Tab>
            <Tabs.Tab value="collaborators">Collaborators</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="destinations">
            <DestinationsTab trip={data} destinations={destinations} />
          </Tabs.Panel>
          <Tabs.Panel value="itinerary">
            <ItineraryTab
              trip={data}
              itinerary={itinerary}
              onEditTrip={() => details.send({ type: 'details.openDialog', dialog: 'edit' })}
            />
          </Tabs.Panel>
          <Tabs.Panel value="checklist">
            <ChecklistTab trip={data} checklist={checklist} />
          </Tabs.Panel>
          <Tabs.Panel value="collaborators">
            <CollaboratorsTab trip={data} collaborators={collaborators} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
