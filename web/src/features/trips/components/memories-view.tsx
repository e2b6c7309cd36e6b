import { Paper, Stack, Text, Title } from '@mantine/core';
import { withDayActivities } from '@machines/trips/itinerary';
import type { ItineraryDay } from '@machines/trips/itinerary';
import type { TripDetailFieldsFragment } from '@web/gql/graphql';
import { NO_MEMORIES_YET } from '../constants';
import { hasMemories } from '../utils/memories';
import { ActivityMemories } from './activity-memories';

/**
 * The itinerary's Memories view (docs/decisions.md "Memories of a completed trip"): only the
 * activities that have photos or reflections, day by day, so a trip that is over reads as what
 * happened rather than as a plan.
 */
export function MemoriesView({
  trip,
  days,
}: {
  trip: TripDetailFieldsFragment;
  days: readonly ItineraryDay[];
}) {
  const remembered = withDayActivities(days, trip.itineraryDays).flatMap(({ day, activities }) =>
    activities
      .filter((activity) => hasMemories(activity.memories))
      .map((activity) => ({ day, activity })),
  );
  if (remembered.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        {NO_MEMORIES_YET}
      </Text>
    );
  }
  return (
    <Stack gap="md">
      {remembered.map(({ day, activity }) => (
        <Paper key={activity.id} withBorder radius="md" p="md" component="article">
          <Text size="sm" c="dimmed">
            {day.title} · {day.dateLabel}
          </Text>
          <Title order={2} fz="lg">
            {activity.title}
          </Title>
          <ActivityMemories
            target={{ tripId: trip.id, day: day.day, activityId: activity.id }}
            activity={activity}
            canEdit={trip.viewerCanEdit}
          />
        </Paper>
      ))}
    </Stack>
  );
}
