import { createFileRoute } from '@tanstack/react-router';
import { TRIP_TABS } from '@web/features/trips/constants';
import type { TripTab } from '@web/features/trips/constants';
import { TripDetailPage } from '@web/features/trips/components/trip-detail-page';
import { validateTripSearch } from '@web/features/trips/utils/trip-search';

/**
 * Login required (spec 001 §2 route table). The open tab lives in the URL (`?tab=checklist`), so a
 * tab can be linked and reload or Back keeps it.
 */
export const Route = createFileRoute('/_main/_authed/trips/$tripId')({
  validateSearch: validateTripSearch,
  component: TripDetailRoute,
});

function TripDetailRoute() {
  const { tripId } = Route.useParams();
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  // Replace, not push: Back leaves the trip page instead of walking through its tabs.
  const openTab = (next: TripTab) =>
    void navigate({ search: (prev) => ({ ...prev, tab: next }), replace: true });
  // Keyed: another trip starts with fresh dialogs.
  return (
    <TripDetailPage key={tripId} tripId={tripId} tab={tab ?? TRIP_TABS[0]} onTabChange={openTab} />
  );
}
