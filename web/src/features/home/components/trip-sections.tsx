import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconMapPlus, IconPlus, IconShare } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { COMING_SOON_TEXT } from '@web/components/layout/constants';
import { HOME_TEXTS, MAX_UPCOMING_TRIPS } from '../constants';
import type { HomeTrip } from '../hooks/use-home';
import { daysUntilStart } from '../utils/home-trips';
import { HomeSection } from './home-section';
import { CoverBadge, HomeTripCard, HomeTripCardSkeleton } from './home-trip-card';

const tripGrid = { base: 1, xs: 2, md: 3 } as const;

const seeAll = (
  <Anchor component={Link} to="/trips" size="sm" fw={600}>
    {HOME_TEXTS.seeAllTrips}
  </Anchor>
);

/** Three trip-card skeletons in the grid the upcoming trips will fill. */
export function UpcomingTripsLoading() {
  return (
    <HomeSection id="upcoming-trips" title={HOME_TEXTS.upcomingTitle}>
      <SimpleGrid cols={tripGrid} aria-busy="true" aria-label="Loading trips">
        {Array.from({ length: MAX_UPCOMING_TRIPS }, (_, index) => (
          <HomeTripCardSkeleton key={index} />
        ))}
      </SimpleGrid>
    </HomeSection>
  );
}

/** The trips section could not load (spec 000 §8 "Fetch failures"); the rest of the home stays. */
export function TripsFailed({ message }: { message: string }) {
  return (
    <HomeSection id="upcoming-trips" title={HOME_TEXTS.upcomingTitle}>
      <Alert color="red" icon={<IconAlertCircle size={20} aria-hidden />} title={message} />
    </HomeSection>
  );
}

/** Upcoming trips (spec 000 §4): at most 3, soonest first, each with how soon it starts. */
export function UpcomingTrips({
  trips,
  now,
  onPlanTrip,
}: {
  trips: HomeTrip[];
  now: Date;
  onPlanTrip: () => void;
}) {
  return (
    <HomeSection id="upcoming-trips" title={HOME_TEXTS.upcomingTitle} action={seeAll}>
      {trips.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Stack align="flex-start" gap="sm">
            <Text c="dimmed">{HOME_TEXTS.noUpcoming}</Text>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={onPlanTrip}
            >
              {HOME_TEXTS.planTrip}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <SimpleGrid cols={tripGrid}>
          {trips.map((trip) => {
            const days = daysUntilStart(trip, now);
            return (
              <HomeTripCard
                key={trip.id}
                trip={trip}
                badge={days !== null && <CoverBadge>{HOME_TEXTS.startsIn(days)}</CoverBadge>}
              />
            );
          })}
        </SimpleGrid>
      )}
    </HomeSection>
  );
}

/**
 * Recent trips (spec 000 §4): at most 3, latest end first. Share Story is shown on each, only as
 * coming soon (spec 000 §1, checklist 2.16): disabled, labelled so, never a link.
 */
export function RecentTrips({ trips }: { trips: HomeTrip[] }) {
  if (trips.length === 0) return null;
  return (
    <HomeSection id="recent-trips" title={HOME_TEXTS.recentTitle} action={seeAll}>
      <SimpleGrid cols={tripGrid}>
        {trips.map((trip) => (
          <HomeTripCard
            key={trip.id}
            trip={trip}
            badge={<CoverBadge color="teal.9">{HOME_TEXTS.completedBadge}</CoverBadge>}
            footer={
              <Box px="md" pb="md">
                <Button
                  fullWidth
                  variant="default"
                  disabled
                  leftSection={<IconShare size={16} aria-hidden />}
                  rightSection={
                    <Badge size="xs" variant="outline" color="gray">
                      {COMING_SOON_TEXT}
                    </Badge>
                  }
                >
                  {HOME_TEXTS.shareStory}
                </Button>
              </Box>
            }
          />
        ))}
      </SimpleGrid>
    </HomeSection>
  );
}

/** A first-time traveller (no trips yet): the invitation to plan a first trip (spec 000 §1, §2). */
export function FirstTripPrompt({ onPlanTrip }: { onPlanTrip: () => void }) {
  return (
    <Paper
      component="section"
      aria-labelledby="first-trip-title"
      withBorder
      radius="lg"
      p={{ base: 'lg', sm: 40 }}
    >
      <Stack align="center" ta="center" gap="sm" maw={520} mx="auto">
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          <IconMapPlus size={34} stroke={1.5} />
        </ThemeIcon>
        <Title order={2} id="first-trip-title" fz={{ base: 22, sm: 26 }}>
          {HOME_TEXTS.firstTripTitle}
        </Title>
        <Text c="dimmed">{HOME_TEXTS.firstTripText}</Text>
        <Button
          size="md"
          mt="xs"
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={onPlanTrip}
        >
          {HOME_TEXTS.planTrip}
        </Button>
      </Stack>
    </Paper>
  );
}
