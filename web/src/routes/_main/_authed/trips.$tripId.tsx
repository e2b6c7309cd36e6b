import { createFileRoute } from '@tanstack/react-router';
import { TripDetailPage } from '@web/features/trips/components/trip-detail-page';

/** Login required (spec 001 §2 route table). */
export const Route = createFileRoute('/_main/_authed/trips/$tripId')({
  component: TripDetailRoute,
});

function TripDetailRoute() {
  const { tripId } = Route.useParams();
  // Keyed: another trip starts with fresh dialogs and tabs.
  return <TripDetailPage key={tripId} tripId={tripId} />;
}
