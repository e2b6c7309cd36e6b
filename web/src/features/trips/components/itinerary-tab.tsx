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
import { memo, useMemo, useState } from 'react';
import { formatTimeRange } from '@machines/shared/date-format';
import { itineraryDays, withDayActivities } from '@machines/trips/itinerary';
import type { ItineraryDay } from '@machines/trips/itinerary';
import {
  selectActivitySaving,
  selectAddActivityError,
  selectAddingToDay,
  selectHiddenActivityIds,
} from '@machines/trips/itinerary.machine';
import { hiddenIdSet } from '@machines/trips/undo-window';
import type { ItineraryActorRef } from '@machines/trips/itinerary.machine';
import type { TripDetailFieldsFragment } from '@web/gql/graphql';
import { ADD_ACTIVITY, ALL_DAYS, EDIT_TRIP, MEMORIES, NO_ACTIVITIES, NO_DAYS } from '../constants';
import { revealSteps, useRevealedCount } from '../hooks/use-revealed-count';
import { hasMemories, isTripOver } from '../utils/memories';
import type { TripActivity } from '../utils/memories';
import { ActivityMemories } from './activity-memories';
import { LazyAddActivityDialog } from './lazy-trip-page-dialogs';
import { MemoriesView } from './memories-view';
import classes from './trips.module.css';
import { useReaderClock } from '@web/lib/time/reader-clock';

type ItineraryView = 'all' | 'memories';

/**
 * The Itinerary tab (spec 001 §2): one block per day from the start date to the end date, each with
 * its activities and, for those who can edit, Add Activity; "No days in your trip yet" with Edit
 * Trip when the trip has no dates. A long itinerary stays smooth (issue 19): days are memoized (a
 * dialog opening re-renders none of them), render in steps (use-revealed-count.ts), and off-screen
 * days skip layout and paint (`content-visibility`, trips.module.css).
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
  const days = useMemo(
    () => itineraryDays(trip.startDate, trip.endDate),
    [trip.startDate, trip.endDate],
  );
  // A removed activity leaves its day at once; its Undo toast can bring it back (issue 18).
  const hiddenIds = useSelector(itinerary, selectHiddenActivityIds);
  const plan = useMemo(() => {
    const hidden = hiddenIdSet(hiddenIds);
    return withDayActivities(days, trip.itineraryDays).map((entry) =>
      entry.activities.some((activity) => hidden.has(activity.id))
        ? { ...entry, activities: entry.activities.filter((activity) => !hidden.has(activity.id)) }
        : entry,
    );
  }, [days, trip.itineraryDays, hiddenIds]);
  const steps = useMemo(() => revealSteps(plan.map((entry) => entry.activities.length)), [plan]);
  const revealedDays = useRevealedCount(steps);
  const destinationNames = useMemo(
    () => new Map(trip.destinations.map((entry) => [entry.id, entry.name])),
    [trip.destinations],
  );
  const anyMemories = trip.itineraryDays.some((entry) =>
    entry.activities.some((activity) => hasMemories(activity.memories)),
  );
  const readerClock = useReaderClock();
  // A trip that is over opens on what happened (docs/decisions.md "Memories of a completed trip").
  const [view, setView] = useState<ItineraryView>(() =>
    anyMemories && isTripOver(trip.endDate, readerClock()) ? 'memories' : 'all',
  );
  if (days.length === 0) {
    return (
      <Stack align="center" py="lg" gap="sm">
        <Text c="dimmed">{NO_DAYS}</Text>
        {trip.viewerCanEdit && <Button onClick={onEditTrip}>{EDIT_TRIP}</Button>}
      </Stack>
    );
  }
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
      {plan.slice(0, revealedDays).map(({ day, activities }) => (
        <ItineraryDaySection
          key={day.day}
          day={day}
          activities={activities}
          tripId={trip.id}
          canEdit={trip.viewerCanEdit}
          destinationNames={destinationNames}
          itinerary={itinerary}
        />
      ))}
      {addingToDay !== null && (
        <LazyAddActivityDialog
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

const timeRangeOf = (activity: TripActivity) =>
  formatTimeRange(activity.startTime, activity.endTime);

/** Height a day is laid out with while off screen, until it has been rendered once. */
const estimatedDayHeight = (activityCount: number) => 90 + Math.max(1, activityCount) * 140;

/** One day of the itinerary: re-renders only when its own activities or the trip's names change. */
const ItineraryDaySection = memo(function ItineraryDaySection({
  day,
  activities,
  tripId,
  canEdit,
  destinationNames,
  itinerary,
}: {
  day: ItineraryDay;
  activities: readonly TripActivity[];
  tripId: string;
  canEdit: boolean;
  destinationNames: ReadonlyMap<string, string>;
  itinerary: ItineraryActorRef;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-label={day.title}
      className={classes.itineraryDay}
      style={{ containIntrinsicSize: `auto ${estimatedDayHeight(activities.length)}px` }}
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
        {canEdit && (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => itinerary.send({ type: 'itinerary.openAddActivity', day: day.day })}
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
            <ActivityCard
              key={activity.id}
              activity={activity}
              day={day.day}
              tripId={tripId}
              canEdit={canEdit}
              place={
                activity.destinationId === null
                  ? undefined
                  : destinationNames.get(activity.destinationId)
              }
              itinerary={itinerary}
            />
          ))}
        </Stack>
      )}
    </Paper>
  );
});

/** An activity's card: title, time, place, notes, Remove, and its memories. */
const ActivityCard = memo(function ActivityCard({
  activity,
  day,
  tripId,
  canEdit,
  place,
  itinerary,
}: {
  activity: TripActivity;
  day: number;
  tripId: string;
  canEdit: boolean;
  place: string | undefined;
  itinerary: ItineraryActorRef;
}) {
  const time = timeRangeOf(activity);
  return (
    <Card withBorder padding="sm" radius="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4} miw={0}>
          <Text fw={600}>{activity.title}</Text>
          {(time !== '' || place !== undefined) && (
            <Group gap="md" c="dimmed" style={{ rowGap: 2 }}>
              {time !== '' && (
                <Group gap={4} wrap="nowrap">
                  <IconClock size={16} aria-hidden />
                  <Text size="sm">{time}</Text>
                </Group>
              )}
              {place !== undefined && (
                <Group gap={4} wrap="nowrap">
                  <IconMapPin size={16} aria-hidden />
                  <Text size="sm">{place}</Text>
                </Group>
              )}
            </Group>
          )}
          {activity.notes && <Text size="sm">{activity.notes}</Text>}
        </Stack>
        {canEdit && (
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove ${activity.title}`}
            onClick={() =>
              itinerary.send({
                type: 'itinerary.removeActivity',
                day,
                activityId: activity.id,
                title: activity.title,
              })
            }
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        )}
      </Group>
      <ActivityMemories
        target={{ tripId, day, activityId: activity.id }}
        activity={activity}
        canEdit={canEdit}
      />
    </Card>
  );
});
