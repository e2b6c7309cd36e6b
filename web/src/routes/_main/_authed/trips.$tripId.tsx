import { createFileRoute } from '@tanstack/react-router';
import { TRIP_TABS } from '@web/features/trips/constants';
import type { TripTab } from '@web/features/trips/constants';
import { TripDetailPage } from '@web/features/trips/components/trip-detail-page';
import { TripQuery } from '@web/features/trips/graphql/trip-query';
import { prefetchQuery } from '@web/lib/query-freshness/prefetch-query';
import { validateTripSearch } from '@web/features/trips/utils/trip-search';

/**
 * Login required (spec 001 §2 route table). The open tab lives in the URL (`?tab=checklist`), so a
 * tab can be linked and reload or Back keeps it.
 */
export const Route = createFileRoute('/_main/_authed/trips/$tripId')({
  validateSearch: validateTripSearch,
  // The trip is asked for as the route loads, beside the page's code rather than after it (issue 19:
  // the title, the page's largest paint, waited for both in turn); the page finds the answer fresh,
  // or shares the request in flight. Not for a link merely pointed at (preload).
  loader: ({ context, params, preload }) => {
    if (!preload) {
      void prefetchQuery(context.apolloClient, TripQuery, {
        freshness: 'trips',
        variables: { id: params.tripId },
      });
    }
  },
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
