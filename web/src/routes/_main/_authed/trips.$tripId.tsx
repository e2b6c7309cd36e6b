import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { TRIP_TABS } from '@web/features/trips/constants';
import type { TripTab } from '@web/features/trips/constants';
import { TripDetailPage } from '@web/features/trips/components/trip-detail-page';

/** The open tab lives in the URL (`?tab=checklist`), so a tab can be linked and reload or Back keeps it. */
const tripSearchSchema = z.object({
  // An unknown tab falls back to the first one rather than failing the route.
  tab: z.enum(TRIP_TABS).optional().catch(undefined),
});

/** Login required (spec 001 §2 route table). */
export const Route = createFileRoute('/_main/_authed/trips/$tripId')({
  validateSearch: tripSearchSchema,
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
