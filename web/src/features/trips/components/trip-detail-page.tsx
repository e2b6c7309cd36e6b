import {
  Alert,
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
  Tooltip,
} from '@mantine/core';
import {
  IconArrowLeft,
  IconCalendar,
  IconEdit,
  IconEye,
  IconMapOff,
  IconMapPin,
  IconShare,
  IconTrash,
  IconUsers,
} from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { formatTripDateRange, itineraryDays } from '@machines/trips/itinerary';
import { useFreshQuery } from '@web/lib/query-freshness/use-fresh-query';
import { TripQuery } from '../graphql/trip-query';
import { useTripEditor } from '../hooks/use-trip-editor';
import {
  COMING_SOON,
  DELETE_TRIP,
  EDIT_TRIP,
  LOADING_TRIP,
  MY_TRIPS_LINK,
  RETURN_TO_MY_TRIPS,
  SHARE_TRIP,
  TRIP_NOT_FOUND,
  VIEW_ONLY_BANNER,
} from '../constants';
import { peopleCount, plural } from '../utils/trip-cover';
import { AddActivityDialog } from './add-activity-dialog';
import { AddPlaceDialog } from './add-place-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { EditTripDialog } from './edit-trip-dialog';
import { ChecklistTab, CollaboratorsTab, DestinationsTab, ItineraryTab } from './trip-tabs';
import classes from './trips.module.css';

type OpenDialog =
  | { kind: 'edit' }
  | { kind: 'delete' }
  | { kind: 'addPlace' }
  | { kind: 'removeDestination'; id: string; name: string }
  | { kind: 'addActivity'; day: number }
  | null;

/** The trip page (spec 001 §2 "Trip detail", §4, §5, §8). */
export function TripDetailPage({ tripId }: { tripId: string }) {
  const navigate = useNavigate();
  const trip = useFreshQuery(TripQuery, { freshness: 'trips', variables: { id: tripId } });
  const editor = useTripEditor({ onReturnToTrips: () => void navigate({ to: '/trips' }) });
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const { loading } = editor.view;

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

  const days = itineraryDays(data.startDate, data.endDate);
  const dates = formatTripDateRange(data.startDate, data.endDate);

  return (
    <Container size={1000} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Anchor component={Link} to="/trips" size="sm" w="fit-content">
          <Group gap={4}>
            <IconArrowLeft size={16} aria-hidden />
            {MY_TRIPS_LINK}
          </Group>
        </Anchor>
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={6} style={{ flex: 1, minWidth: 240 }}>
            <Title order={1}>{data.title}</Title>
            {data.description && <Text c="dimmed">{data.description}</Text>}
            <Group gap="md" c="dimmed">
              {dates !== '' && (
                <Group gap={4} wrap="nowrap">
                  <IconCalendar size={16} aria-hidden />
                  <Text size="sm">{dates}</Text>
                </Group>
              )}
              <Group gap={4} wrap="nowrap">
                <IconMapPin size={16} aria-hidden />
                <Text size="sm">
                  {plural(data.destinations.length, 'destination', 'destinations')}
                </Text>
              </Group>
              <Group gap={4} wrap="nowrap">
                <IconUsers size={16} aria-hidden />
                <Text size="sm">{plural(peopleCount(data), 'person', 'people')}</Text>
              </Group>
            </Group>
          </Stack>
          {data.viewerCanEdit && (
            <div className={classes.headerActions}>
              <Button
                variant="default"
                leftSection={<IconEdit size={18} aria-hidden />}
                onClick={() => setDialog({ kind: 'edit' })}
              >
                {EDIT_TRIP}
              </Button>
              <Tooltip label={COMING_SOON}>
                <Button
                  variant="default"
                  data-disabled
                  onClick={(event) => event.preventDefault()}
                  leftSection={<IconShare size={18} aria-hidden />}
                  aria-disabled
                >
                  {SHARE_TRIP}
                </Button>
              </Tooltip>
              <Button
                color="red"
                variant="light"
                leftSection={<IconTrash size={18} aria-hidden />}
                onClick={() => setDialog({ kind: 'delete' })}
              >
                {DELETE_TRIP}
              </Button>
            </div>
          )}
        </Group>
        {!data.viewerCanEdit && (
          <Alert color="blue" icon={<IconEye size={20} aria-hidden />}>
            {VIEW_ONLY_BANNER}
          </Alert>
        )}
        <Tabs defaultValue="destinations" keepMounted={false}>
          <Tabs.List mb="md" className={classes.tabsList}>
            <Tabs.Tab value="destinations">Destinations</Tabs.Tab>
            <Tabs.Tab value="itinerary">Itinerary</Tabs.Tab>
            <Tabs.Tab value="checklist">Checklist</Tabs.Tab>
            <Tabs.Tab value="collaborators">Collaborators</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="destinations">
            <DestinationsTab
              trip={data}
              onAdd={() => setDialog({ kind: 'addPlace' })}
              onRemove={(destination) => setDialog({ kind: 'removeDestination', ...destination })}
            />
          </Tabs.Panel>
          <Tabs.Panel value="itinerary">
            <ItineraryTab
              trip={data}
              days={days}
              onAddActivity={(day) => setDialog({ kind: 'addActivity', day })}
              onRemoveActivity={(day, activity) =>
                void editor.run({
                  type: 'trip.deleteActivity',
                  input: { tripId, day, activityId: activity.id },
                })
              }
              onEditTrip={() => setDialog({ kind: 'edit' })}
            />
          </Tabs.Panel>
          <Tabs.Panel value="checklist">
            <ChecklistTab
              trip={data}
              onAdd={async (item) =>
                (await editor.run({ type: 'trip.addChecklistItem', input: { tripId, item } })).ok
              }
              onToggle={(itemId, isCompleted) =>
                void editor.run({
                  type: 'trip.toggleChecklistItem',
                  input: { tripId, itemId, isCompleted },
                })
              }
              onRemove={(itemId) =>
                void editor.run({ type: 'trip.deleteChecklistItem', input: { tripId, itemId } })
              }
            />
          </Tabs.Panel>
          <Tabs.Panel value="collaborators">
            <CollaboratorsTab trip={data} />
          </Tabs.Panel>
        </Tabs>
      </Stack>

      {dialog?.kind === 'edit' && (
        <EditTripDialog
          initial={data}
          onClose={close}
          saving={loading.edit}
          onSave={async (changes) => {
            const outcome = await editor.run({ type: 'trip.edit', input: { tripId, changes } });
            if (outcome.ok) close();
            return outcome.message;
          }}
        />
      )}
      <ConfirmDialog
        opened={dialog?.kind === 'delete'}
        title={DELETE_TRIP}
        message={`Delete "${data.title}"? Its destinations, itinerary and checklist will be deleted too.`}
        confirmLabel={DELETE_TRIP}
        busy={loading.delete}
        onClose={close}
        onConfirm={() =>
          void editor.run({ type: 'trip.delete', input: { tripId } }).then((outcome) => {
            if (outcome.ok) close();
          })
        }
      />
      <ConfirmDialog
        opened={dialog?.kind === 'removeDestination'}
        title="Remove Destination"
        message={`Remove ${dialog?.kind === 'removeDestination' ? dialog.name : ''} from this trip?`}
        confirmLabel="Remove"
        busy={loading.deleteDestination}
        onClose={close}
        onConfirm={() => {
          if (dialog?.kind !== 'removeDestination') return;
          void editor
            .run({ type: 'trip.deleteDestination', input: { tripId, destinationId: dialog.id } })
            .then((outcome) => {
              if (outcome.ok) close();
            });
        }}
      />
      <AddPlaceDialog
        opened={dialog?.kind === 'addPlace'}
        onClose={close}
        onAdd={async (destination) =>
          (await editor.run({ type: 'trip.addDestination', input: { tripId, destination } })).ok
        }
      />
      {dialog?.kind === 'addActivity' && (
        <AddActivityDialog
          day={dialog.day}
          days={days}
          destinations={data.destinations}
          saving={loading.addActivity}
          onClose={close}
          onAdd={async (day, activity) => {
            const outcome = await editor.run({
              type: 'trip.addActivity',
              input: { tripId, day, activity },
            });
            if (outcome.ok) close();
            return outcome.message;
          }}
        />
      )}
    </Container>
  );
}
