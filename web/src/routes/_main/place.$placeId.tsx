import { createFileRoute } from '@tanstack/react-router';
import { getNetworkQualityActor } from '../../actors/network-quality';
import { PlaceDetailsScreen } from '../../features/places/components/place-details/place-details-screen';
import { stripPlacesPrefix } from '../../features/places/utils/place-id';
import { validatePlacePageSearch } from '../../features/places/utils/place-page-search';
import { LazyPlanYourVisitModal } from '../../features/trips/components/lazy-plan-your-visit-modal';

export const Route = createFileRoute('/_main/place/$placeId')({
  validateSearch: validatePlacePageSearch,
  params: {
    parse: ({ placeId }) => ({ placeId: stripPlacesPrefix(placeId) }),
    stringify: ({ placeId }) => ({ placeId }),
  },
  // The network decision (≤ 100 ms) runs while the details load, so photos can start at once.
  loader: ({ context }) => {
    if (!context.pageRender) getNetworkQualityActor();
  },
  component: PlaceRoute,
});

function PlaceRoute() {
  const { placeId } = Route.useParams();
  return <PlaceDetailsScreen placeId={placeId} planVisitDialog={LazyPlanYourVisitModal} />;
}
