import type { DestinationInput } from '@machines/trips/trip';
import type { DestinationInput as DestinationGraphqlInput } from '@web/gql/graphql';

/** The one destination → gateway input mapping (the gateway says `address`, REST `formattedAddress`). */
export const destinationGraphqlInput = (
  destination: DestinationInput,
): DestinationGraphqlInput => ({
  placeId: destination.placeId,
  name: destination.name,
  address: destination.formattedAddress ?? null,
  photoRef: destination.photoRef ?? null,
  rating: destination.rating ?? null,
  googleMapsUrl: destination.googleMapsUrl ?? null,
  latitude: destination.latitude ?? null,
  longitude: destination.longitude ?? null,
  types: destination.types ? [...destination.types] : [],
});
