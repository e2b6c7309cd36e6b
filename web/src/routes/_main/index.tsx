import { createFileRoute } from '@tanstack/react-router';
import { selectSession } from '@machines/session/session.machine';
import { HomeQuery } from '@web/features/home/graphql/home-query';
import { prefetchQuery } from '@web/lib/query-freshness/prefetch-query';
import { useSession } from '../../actors/session';
import { LandingPage } from '../../features/home/components/landing-page';
import { SignedInHome } from '../../features/home/components/signed-in-home';
import { CreateTripLauncher } from '../../features/trips/components/create-trip-launcher';

/**
 * Landing page for guests, personalised home for signed-in users (spec 000 §2). The home's "Plan a
 * trip" opens the trips feature's create-trip dialog, handed in here.
 */
export const Route = createFileRoute('/_main/')({
  // A signed-in home's query is sent as the route loads, beside the page's code rather than after
  // it (issue 19); the page finds the answer fresh, or shares the request in flight.
  loader: ({ context, preload }) => {
    if (!preload && selectSession(context.session.getSnapshot()).isAuthenticated) {
      void prefetchQuery(context.apolloClient, HomeQuery, { freshness: 'trips' });
    }
  },
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
