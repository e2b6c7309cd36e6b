import { createFileRoute } from '@tanstack/react-router';
import { PlaceDetailsPlaceholder } from '../../features/places/components/place-details-placeholder';
import { stripPlacesPrefix } from '../../features/places/utils/place-id';

/** Same place-details screen as /place/{placeId} (spec 001 §2). */
export const Route = createFileRoute('/_main/destination/$id')({
  component: DestinationRoute,
});

function DestinationRoute() {
  const { id } = Route.useParams();
  return <PlaceDetailsPlaceholder placeId={stripPlacesPrefix(id)} />;
}
