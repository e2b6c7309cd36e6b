import { Container, Stack, Text, Title } from '@mantine/core';
import { IconCompass } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import {
  selectJoining,
  selectSharedTrip,
  selectSharedTripScreen,
} from '@machines/shared-trip/shared-trip.machine';
import { ABOUT_HEADING } from '../constants';
import { useSharedTrip } from '../hooks/use-shared-trip';
import type { SharedTrip, SharedTripActor } from '../hooks/use-shared-trip';
import { SharedDestinations } from './shared-destinations';
import { SharedItinerary } from './shared-itinerary';
import { SharedTripAside } from './shared-trip-aside';
import { SharedTripHero } from './shared-trip-hero';
import { SharedTripSkeleton } from './shared-trip-skeleton';
import { SharedTripStats } from './shared-trip-stats';
import { TripNotAvailable } from './trip-not-available';
import classes from './shared-trip.module.css';

export interface SharedTripPageProps {
  shareToken: string;
  signedIn: boolean;
  /** Back from login after a guest pressed Join: join once loaded (12.18). */
  joinOnArrival: boolean;
}

/** The product's name linking home, over the cover or on the plain page. */
function Brand({ onCover }: { onCover: boolean }) {
  return (
    <Container
      component="nav"
      aria-label="Site"
      className={onCover ? classes.topBar : undefined}
      py={onCover ? undefined : 'md'}
    >
      <Link
        to="/"
        className={classes.brand}
        style={onCover ? undefined : { color: 'var(--mantine-color-text)', textShadow: 'none' }}
        aria-label="Wayfarer home"
      >
        <IconCompass size={26} stroke={1.8} aria-hidden />
        <span>Wayfarer</span>
      </Link>
    </Container>
  );
}

function LoadedTrip({
  trip,
  actor,
  signedIn,
}: {
  trip: SharedTrip;
  actor: SharedTripActor;
  signedIn: boolean;
}) {
  const joining = useSelector(actor, selectJoining);
  return (
    <>
      <div style={{ position: 'relative' }}>
        <Brand onCover />
        <SharedTripHero trip={trip} />
      </div>
      <Container component="main">
        <div className={classes.layout}>
          <aside className={classes.aside} aria-label="About the trip's creator">
            <SharedTripAside
              trip={trip}
              signedIn={signedIn}
              joining={joining}
              onJoin={() => actor.send({ type: 'sharedTrip.join' })}
            />
          </aside>
          <div className={classes.main}>
            <SharedTripStats trip={trip} />
            {trip.description && (
              <Stack gap="xs" component="section" aria-labelledby="shared-about">
                <Title order={2} fz="xl" id="shared-about">
                  {ABOUT_HEADING}
                </Title>
                <Text size="lg" style={{ whiteSpace: 'pre-line' }}>
                  {trip.description}
                </Text>
              </Stack>
            )}
            <SharedDestinations trip={trip} />
            <SharedItinerary trip={trip} />
          </div>
        </div>
      </Container>
    </>
  );
}

/**
 * The shared-trip page (spec 001 §2 "Shared trip page", §4, §6, §8; checklist 12.7–12.18), without
 * the app's layout: loading, Trip Not Available, or the trip as a public landing page.
 */
export function SharedTripPage({ shareToken, signedIn, joinOnArrival }: SharedTripPageProps) {
  const actor = useSharedTrip({ shareToken, signedIn, joinOnArrival });
  const screen = useSelector(actor, selectSharedTripScreen);
  const trip = useSelector(actor, selectSharedTrip);
  return (
    <div className={classes.page}>
      {screen === 'loaded' && trip !== null ? (
        <LoadedTrip trip={trip} actor={actor} signedIn={signedIn} />
      ) : (
        <>
          <Brand onCover={false} />
          {screen === 'loading' ? <SharedTripSkeleton /> : <TripNotAvailable />}
        </>
      )}
    </div>
  );
}
