import { createFileRoute, Outlet } from '@tanstack/react-router';
import { useSession } from '../actors/session';
import { AppLayout } from '../components/layout/app-layout';
import { useCurrentUser } from '../features/auth/hooks/use-current-user';
import { useLogout } from '../features/auth/hooks/use-logout';
import { PlaceSearchBox } from '../features/places/components/place-search/place-search-box';
import { useTripCount } from '../features/trips/hooks/use-trip-count';

/**
 * The main layout (spec 001 §2 route table): every route below this pathless route gets it. The
 * route composes it with the places feature's search box (the layout imports no feature).
 */
export const Route = createFileRoute('/_main')({
  component: MainLayout,
});

function MainLayout() {
  const { user: storedUser, isAuthenticated } = useSession();
  const user = useCurrentUser(isAuthenticated ? storedUser : null);
  const tripCount = useTripCount(isAuthenticated);
  const logout = useLogout();
  return (
    <AppLayout user={user} tripCount={tripCount} onLogout={logout} placeSearch={PlaceSearchBox}>
      <Outlet />
    </AppLayout>
  );
}
