import { createFileRoute } from '@tanstack/react-router';
import { getNetworkQualityActor } from '../../actors/network-quality';
import { PlaceDetailsScreen } from '../../features/places/components/place-details/place-details-screen';
import { stripPlacesPrefix } from '../../features/places/utils/place-id';
import { placePageSearchSchema } from '../../features/places/utils/place-page-search';
import { PlanYourVisitModal } from '../../features/trips/components/plan-your-visit-modal';

/** Same place-details screen as /place/{placeId} (spec 001 §2). */
export const Route = createFileRoute('/_main/destination/$id')({
  validateSearch: placePageSearchSchema,
  loader: () => void getNetworkQualityActor(),
  component: DestinationRoute,
});

function DestinationRoute() {
  const { id } = Route.useParams();
  return (
    <PlaceDetailsScreen placeId={stripPlacesPrefix(id)} planVisitDialog={PlanYourVisitModal} />
  );
}
