import { graphql } from '@web/gql';

/** Tourist attractions around the saved profile location (POST places/nearby-places; spec 000 §3, §7). */
export const NearbyAttractionsQuery = graphql(`
  query NearbyAttractions($latitude: Float!, $longitude: Float!) {
    nearbyPlaces(latitude: $latitude, longitude: $longitude) {
      id
      name
      rating
      totalRatings
      description
      imageUrl(quality: MEDIUM)
    }
  }
`);
