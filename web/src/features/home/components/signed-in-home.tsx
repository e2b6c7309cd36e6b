import { Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { SessionUser } from '@machines/session/session.machine';
import { TRIPS_FETCH_FAILED } from '@machines/trips/constants';
import { validCoordinates } from '@web/lib/places/coordinates';
import { HOME_TAGLINES, TRENDING_TEXTS } from '../constants';
import { useHome } from '../hooks/use-home';
import type { HomeTrip, Section } from '../hooks/use-home';
import { greetingFor } from '../utils/greeting';
import { classifyTrips, dayOfTrip, daysUntilStart } from '../utils/home-trips';
import { travelStats } from '../utils/travel-stats';
import { HappeningNow } from './happening-now';
import { HomeNearbyAttractions } from './home-nearby-attractions';
import { HomeSection } from './home-section';
import classes from './home.module.css';
import type { PlanTripLauncher } from './plan-trip-slot';
import { QuickActions } from './quick-actions';
import { TravelStatsGrid } from './travel-stats-grid';
import { TrendingDestinationsContent } from './trending-destinations';
import {
  FirstTripPrompt,
  RecentTrips,
  TripsFailed,
  UpcomingTrips,
  UpcomingTripsLoading,
} from './trip-sections';
import { useReaderClock } from '@web/lib/time/reader-clock';

/** The line under the greeting: the trip under way, else the next one, else an invitation. */
function taglineOf(trips: Section<HomeTrip[]>, now: Date): string | null {
  if (trips.status !== 'ready') return null;
  if (trips.value.length === 0) return HOME_TAGLINES.firstTrip;
  const { inProgress, upcoming } = classifyTrips(trips.value, now);
  const current = inProgress[0];
  const day = current && dayOfTrip(current, now);
  if (current && day) return HOME_TAGLINES.onTrip(current.title, day.day, day.of);
  const next = upcoming[0];
  const days = next && daysUntilStart(next, now);
  return next && days ? HOME_TAGLINES.nextTrip(next.title, days) : HOME_TAGLINES.noNextTrip;
}

/**
 * The signed-in home (spec 000 §1, §2 "Home (signed in)"): greeting and quick actions, travel
 * stats, the trip under way, upcoming trips (or the first-trip prompt), nearby attractions,
 * trending destinations and recent trips, all from one query (useHome). Each section has its own
 * loading and failure states and holds its place while loading.
 */
export function SignedInHome({
  user,
  planTrip: PlanTrip,
}: {
  user: SessionUser;
  planTrip: PlanTripLauncher;
}) {
  // The moment the page opened: the greeting and the trips' classification hold still while read.
  const readerClock = useReaderClock();
  const [now] = useState(readerClock);
  const home = useHome();
  const { trips, nearby, trending, location } = home;
  const classified = trips.status === 'ready' ? classifyTrips(trips.value, now) : null;
  const tagline = taglineOf(trips, now);
  const askForLocation =
    home.me.status === 'ready' &&
    validCoordinates(location?.latitude, location?.longitude) === null;

  return (
    <PlanTrip onCreated={home.refresh}>
      {(openPlanner) => (
        <>
          <section className={classes.hero} aria-labelledby="home-greeting">
            <Container size={1200}>
              <Stack gap="md">
                <div>
                  <Title order={1} id="home-greeting" className={classes.greeting}>
                    {greetingFor(user, now)}
                  </Title>
                  <Text c="dimmed" size="lg" mt={6} className={classes.tagline}>
                    {tagline ?? (
                      <Skeleton component="span" display="inline-block" height={18} width={280} />
                    )}
                  </Text>
                </div>
                <QuickActions onPlanTrip={openPlanner} askForLocation={askForLocation} />
              </Stack>
            </Container>
          </section>

          <Container size={1200} pt={{ base: 'lg', sm: 32 }} pb={48}>
            <Stack gap={40}>
              <TravelStatsGrid
                loading={trips.status === 'loading'}
                stats={trips.status === 'ready' ? travelStats(trips.value, now) : null}
              />
              {trips.status === 'loading' && <UpcomingTripsLoading />}
              {trips.status === 'failed' && <TripsFailed message={TRIPS_FETCH_FAILED} />}
              {trips.status === 'ready' && trips.value.length === 0 && (
                <FirstTripPrompt onPlanTrip={openPlanner} />
              )}
              {classified?.inProgress[0] && (
                <HappeningNow trip={classified.inProgress[0]} now={now} />
              )}
              {classified && trips.status === 'ready' && trips.value.length > 0 && (
                <UpcomingTrips trips={classified.upcoming} now={now} onPlanTrip={openPlanner} />
              )}
              <HomeNearbyAttractions nearby={nearby} location={location} />
              <HomeSection
                id="trending-destinations"
                title={TRENDING_TEXTS.title}
                description={TRENDING_TEXTS.subtitle}
              >
                <TrendingDestinationsContent
                  destinations={trending.status === 'ready' ? trending.value : []}
                  loading={trending.status === 'loading'}
                  failed={trending.status === 'failed'}
                />
              </HomeSection>
              {classified && <RecentTrips trips={classified.recent} />}
            </Stack>
          </Container>
        </>
      )}
    </PlanTrip>
  );
}
