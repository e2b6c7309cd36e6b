import { createFileRoute } from '@tanstack/react-router';
import { getNetworkQualityActor } from '../../actors/network-quality';
import { PlaceDetailsScreen } from '../../features/places/components/place-details/place-details-screen';
import { stripPlacesPrefix } from '../../features/places/utils/place-id';
import { validatePlacePageSearch } from '../../features/places/utils/place-page-search';
import { LazyPlanYourVisitModal } from '../../features/trips/components/lazy-plan-your-visit-modal';

/** Same place-details screen as /place/{placeId} (spec 001 §2). */
export const Route = createFileRoute('/_main/destination/$id')({
  validateSearch: validatePlacePageSearch,
  loader: ({ context }) => {
    if (!context.pageRender) getNetworkQualityActor();
  },
  component: DestinationRoute,
});

function DestinationRoute() {
  const { id } = Route.useParams();
  return (
    <PlaceDetailsScreen placeId={stripPlacesPrefix(id)} planVisitDialog={LazyPlanYourVisitModal} />
  );
}
