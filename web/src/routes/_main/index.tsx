import { createFileRoute } from '@tanstack/react-router';
import { useSession } from '../../actors/session';
import { HomeGreeting } from '../../features/home/components/home-greeting';
import { LandingPage } from '../../features/home/components/landing-page';

/** Landing page for guests, personalised home for signed-in users (spec 000 §2). */
export const Route = createFileRoute('/_main/')({
  component: HomeRoute,
});

function HomeRoute() {
  const { user } = useSession();
  return user === null ? <LandingPage /> : <HomeGreeting user={user} />;
}
