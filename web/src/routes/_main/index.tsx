import { createFileRoute } from '@tanstack/react-router';
import { useSession } from '../../actors/session';
import { LandingPage } from '../../features/home/components/landing-page';
import { SignedInHome } from '../../features/home/components/signed-in-home';
import { CreateTripLauncher } from '../../features/trips/components/create-trip-launcher';

/**
 * Landing page for guests, personalised home for signed-in users (spec 000 §2). The home's "Plan a
 * trip" opens the trips feature's create-trip dialog, handed in here.
 */
export const Route = createFileRoute('/_main/')({
  component: HomeRoute,
});

function HomeRoute() {
  const { user } = useSession();
  return user === null ? (
    <LandingPage />
  ) : (
    <SignedInHome user={user} planTrip={CreateTripLauncher} />
  );
}
