import { createFileRoute } from '@tanstack/react-router';
import { PlaceDetailsPlaceholder } from '../../features/places/components/place-details-placeholder';
import { stripPlacesPrefix } from '../../features/places/utils/place-id';

export const Route = createFileRoute('/_main/place/$placeId')({
  params: {
    parse: ({ placeId }) => ({ placeId: stripPlacesPrefix(placeId) }),
    stringify: ({ placeId }) => ({ placeId }),
  },
  component: PlaceRoute,
});

function PlaceRoute() {
  const { placeId } = Route.useParams();
  return <PlaceDetailsPlaceholder placeId={placeId} />;
}
