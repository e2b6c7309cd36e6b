import { Group, Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconClock, IconMapPin } from '@tabler/icons-react';
import { formatTimeRange } from '@machines/shared/date-format';
import { itineraryDays } from '@machines/trips/itinerary';
import { ITINERARY_HEADING, NO_ACTIVITIES, NO_ITINERARY } from '../constants';
import type { SharedTrip } from '../hooks/use-shared-trip';
import classes from './shared-trip.module.css';

/** The day-by-day itinerary, read-only: one entry per day of the trip, with its activities. */
export function SharedItinerary({ trip }: { trip: SharedTrip }) {
  const dateLabels = new Map(
    itineraryDays(trip.startDate, trip.endDate).map((day) => [day.day, day.dateLabel]),
  );
  const placeName = new Map(trip.destinations.map((entry) => [entry.id, entry.name]));
  return (
    <Stack gap="md" component="section" aria-labelledby="shared-itinerary">
      <Title order={2} fz="xl" id="shared-itinerary">
        {ITINERARY_HEADING}
      </Title>
      {trip.itineraryDays.length === 0 ? (
        <Text c="dimmed">{NO_ITINERARY}</Text>
      ) : (
        <Timeline bulletSize={28} lineWidth={2} active={trip.itineraryDays.length}>
          {trip.itineraryDays.map((day) => (
            <Timeline.Item
              key={day.day}
              bullet={
                <Text size="xs" fw={700}>
                  {day.day}
                </Text>
              }
              title={
                <Group gap="xs" wrap="wrap">
                  <Title order={3} fz="md">
                    Day {day.day}
                  </Title>
                  {dateLabels.has(day.day) && (
                    <Text size="sm" c="dimmed" className={classes.dayDate}>
                      {dateLabels.get(day.day)}
                    </Text>
                  )}
                </Group>
              }
            >
              {day.activities.length === 0 ? (
                <Text size="sm" c="dimmed" mt={4}>
                  {NO_ACTIVITIES}
                </Text>
              ) : (
                <Stack gap="xs" mt="xs">
                  {day.activities.map((activity) => {
                    const time = formatTimeRange(
                      activity.startTime ?? null,
                      activity.endTime ?? null,
                    );
                    const place =
                      activity.destinationId == null
                        ? undefined
                        : placeName.get(activity.destinationId);
                    return (
                      <Paper key={activity.id} withBorder radius="md" p="sm">
                        <Group justify="space-between" gap="xs" wrap="wrap">
                          <Text fw={600}>{activity.title}</Text>
                          {time !== '' && (
                            <Group gap={4} wrap="nowrap">
                              <IconClock size={14} aria-hidden />
                              <Text size="sm" c="dimmed">
                                {time}
                              </Text>
                            </Group>
                          )}
                        </Group>
                        {place !== undefined && (
                          <Group gap={4} mt={4} wrap="nowrap">
                            <IconMapPin size={14} aria-hidden />
                            <Text size="sm" c="dimmed">
                              {place}
                            </Text>
                          </Group>
                        )}
                        {activity.notes && (
                          <Text size="sm" mt={4}>
                            {activity.notes}
                          </Text>
                        )}
                      </Paper>
                    );
                  })}
                </Stack>
              )}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Stack>
  );
}
