import { Badge, Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconClock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { formatTimeRange } from '@machines/shared/date-format';
import { formatTripDateRange } from '@machines/trips/itinerary';
import { HOME_TEXTS } from '../constants';
import type { HomeTrip } from '../hooks/use-home';
import { dayOfTrip, todaysActivities } from '../utils/home-trips';
import { HomeSection } from './home-section';
import { TripCover } from './home-trip-card';
import classes from './home.module.css';

/**
 * A trip under way, shown first (issue: "Happening now"): the cover with the day of the trip, and
 * today's activities in time order, then a way into the trip.
 */
export function HappeningNow({ trip, now }: { trip: HomeTrip; now: Date }) {
  const day = dayOfTrip(trip, now);
  const activities = todaysActivities(trip.itineraryDays, now);
  return (
    <HomeSection id="happening-now" title={HOME_TEXTS.happeningNow}>
      <Card withBorder radius="lg" padding={0} className={classes.happening}>
        <Grid gap={0}>
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <div className={classes.happeningCover}>
              <TripCover trip={trip} />
              <div className={classes.happeningCoverText}>
                {day && (
                  <Badge color="teal.9" variant="filled" mb={6}>
                    {HOME_TEXTS.dayOf(day.day, day.of)}
                  </Badge>
                )}
                <Title order={3} fz="xl" c="white">
                  {trip.title}
                </Title>
                <Text size="sm" c="gray.2">
                  {formatTripDateRange(trip.startDate, trip.endDate)}
                </Text>
              </div>
            </div>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 7 }}>
            <Stack p="lg" gap="md" h="100%">
              <Title order={4} fz="md">
                {HOME_TEXTS.todaysPlan}
              </Title>
              {activities.length === 0 ? (
                <Text c="dimmed" size="sm">
                  {HOME_TEXTS.nothingPlannedToday}
                </Text>
              ) : (
                <Stack component="ol" gap="sm" className={classes.timeline} m={0}>
                  {activities.map((activity) => (
                    <li key={activity.id} style={{ listStyle: 'none' }}>
                      <Group gap="xs" wrap="nowrap" align="baseline">
                        <Group gap={4} wrap="nowrap" c="dimmed" miw={96}>
                          <IconClock size={14} aria-hidden />
                          <Text size="sm">
                            {formatTimeRange(activity.startTime, activity.endTime) ||
                              HOME_TEXTS.anyTime}
                          </Text>
                        </Group>
                        <div>
                          <Text fw={600} size="sm">
                            {activity.title}
                          </Text>
                          {activity.notes && (
                            <Text size="xs" c="dimmed" lineClamp={1}>
                              {activity.notes}
                            </Text>
                          )}
                        </div>
                      </Group>
                    </li>
                  ))}
                </Stack>
              )}
              <Group mt="auto" justify="flex-end">
                <Button
                  rightSection={<IconArrowRight size={16} aria-hidden />}
                  renderRoot={(props) => (
                    <Link to="/trips/$tripId" params={{ tripId: trip.id }} {...props} />
                  )}
                  aria-label={`${HOME_TEXTS.openTrip}: ${trip.title}`}
                >
                  {HOME_TEXTS.openTrip}
                </Button>
              </Group>
            </Stack>
          </Grid.Col>
        </Grid>
      </Card>
    </HomeSection>
  );
}
