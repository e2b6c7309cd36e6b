import {
  ActionIcon,
  Button,
  Card,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconClock, IconMapPin, IconPlus, IconTrash } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { formatTimeRange } from '@machines/shared/date-format';
import { itineraryDays } from '@machines/trips/itinerary';
import {
  selectActivitySaving,
  selectAddActivityError,
  selectAddingToDay,
} from '@machines/trips/itinerary.machine';
import type { ItineraryActorRef } from '@machines/trips/itinerary.machine';
import type { TripDetailFieldsFragment } from '@web/gql/graphql';
import { ADD_ACTIVITY, ALL_DAYS, EDIT_TRIP, MEMORIES, NO_ACTIVITIES, NO_DAYS } from '../constants';
import { hasMemories, isTripOver } from '../utils/memories';
import { ActivityMemories } from './activity-memories';
import { AddActivityDialog } from './add-activity-dialog';
import { MemoriesView } from './memories-view';

type ItineraryView = 'all' | 'memories';

/**
 * The Itinerary tab (spec 001 §2): one block per day from the start date to the end date, each with
 * its activities and, for those who can edit, Add Activity; "No days in your trip yet" with Edit
 * Trip when the trip has no dates.
 */
export function ItineraryTab({
  trip,
  itinerary,
  onEditTrip,
}: {
  trip: TripDetailFieldsFragment;
  itinerary: ItineraryActorRef;
  onEditTrip: () => void;
}) {
  const addingToDay = useSelector(itinerary, selectAddingToDay);
  const saving = useSelector(itinerary, selectActivitySaving);
  const failure = useSelector(itinerary, selectAddActivityError);
  const days = itineraryDays(trip.startDate, trip.endDate);
  const anyMemories = trip.itineraryDays.some((entry) =>
    entry.activities.some((activity) => hasMemories(activity.memories)),
  );
  // A trip that is over opens on what happened (docs/decisions.md "Memories of a completed trip").
  const [view, setView] = useState<ItineraryView>(() =>
    anyMemories && isTripOver(trip.endDate, new Date()) ? 'memories' : 'all',
  );
  if (days.length === 0) {
    return (
      <Stack align="center" py="lg" gap="sm">
        <Text c="dimmed">{NO_DAYS}</Text>
        {trip.viewerCanEdit && <Button onClick={onEditTrip}>{EDIT_TRIP}</Button>}
      </Stack>
    );
  }
  const destinationName = new Map(trip.destinations.map((entry) => [entry.id, entry.name]));
  const placeOf = (destinationId: string | null) =>
    destinationId === null ? undefined : destinationName.get(destinationId);
  const viewSwitch = anyMemories && (
    <SegmentedControl
      aria-label="Itinerary view"
      value={view}
      onChange={(value) => setView(value === 'memories' ? 'memories' : 'all')}
      data={[
        { value: 'all', label: ALL_DAYS },
        { value: 'memories', label: MEMORIES },
      ]}
      style={{ alignSelf: 'flex-start' }}
    />
  );
  if (anyMemories && view === 'memories') {
    return (
      <Stack gap="md">
        {viewSwitch}
        <MemoriesView trip={trip} days={days} />
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      {viewSwitch}
      {days.map((day) => {
        const activities =
          trip.itineraryDays.find((entry) => entry.day === day.day)?.activities ?? [];
        return (
          <Paper
            key={day.day}
            withBorder
            radius="md"
            p="md"
            component="section"
            aria-label={day.title}
          >
            <Group justify="space-between" mb="sm">
              <div>
                <Title order={2} fz="lg">
                  {day.title}
                </Title>
                <Text size="sm" c="dimmed">
                  {day.dateLabel}
                </Text>
              </div>
              {trip.viewerCanEdit && (
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconPlus size={16} aria-hidden />}
                  onClick={() =>
                    itinerary.send({ type: 'itinerary.openAddActivity', day: day.day })
                  }
                  aria-label={`${ADD_ACTIVITY} to ${day.title}`}
                >
                  {ADD_ACTIVITY}
                </Button>
              )}
            </Group>
            {activities.length === 0 ? (
              <Text size="sm" c="dimmed">
                {NO_ACTIVITIES}
              </Text>
            ) : (
              <Stack gap="xs">
                {activities.map((activity) => (
                  <Card key={activity.id} withBorder padding="sm" radius="sm">
                    <Group justify="space-between" wrap="nowrap" align="flex-start">
                      <Stack gap={4} miw={0}>
                        <Text fw={600}>{activity.title}</Text>
                        {(formatTimeRange(activity.startTime, activity.endTime) !== '' ||
                          placeOf(activity.destinationId) !== undefined) && (
                          <Group gap="md" c="dimmed" style={{ rowGap: 2 }}>
                            {formatTimeRange(activity.startTime, activity.endTime) !== '' && (
                              <Group gap={4} wrap="nowrap">
                                <IconClock size={16} aria-hidden />
                                <Text size="sm">
                                  {formatTimeRange(activity.startTime, activity.endTime)}
                                </Text>
                              </Group>
                            )}
                            {placeOf(activity.destinationId) !== undefined && (
                              <Group gap={4} wrap="nowrap">
                                <IconMapPin size={16} aria-hidden />
                                <Text size="sm">{placeOf(activity.destinationId)}</Text>
                              </Group>
                            )}
                          </Group>
                        )}
                        {activity.notes && <Text size="sm">{activity.notes}</Text>}
                      </Stack>
                      {trip.viewerCanEdit && (
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Remove ${activity.title}`}
                          onClick={() =>
                            itinerary.send({
                              type: 'itinerary.removeActivity',
                              day: day.day,
                              activityId: activity.id,
                            })
                          }
                        >
                          <IconTrash size={18} aria-hidden />
                        </ActionIcon>
                      )}
                    </Group>
                    <ActivityMemories
                      target={{ tripId: trip.id, day: day.day, activityId: activity.id }}
                      activity={activity}
                      canEdit={trip.viewerCanEdit}
                    />
                  </Card>
                ))}
              </Stack>
            )}
          </Paper>
        );
      })}
      {addingToDay !== null && (
        <AddActivityDialog
          day={addingToDay}
          days={days}
          destinations={trip.destinations}
          saving={saving}
          failure={failure}
          onClose={() => itinerary.send({ type: 'itinerary.closeAddActivity' })}
          onAdd={(day, activity) =>
            itinerary.send({ type: 'itinerary.addActivity', day, activity })
          }
        />
      )}
    </Stack>
  );
}
