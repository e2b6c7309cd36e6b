import { graphql } from '@web/gql';

/** The place page's Nearby Places (spec 001 §2, §3 "Nearby place item"), by the place's point. */
export const NearbyRestaurantsAndAttractionsQuery = graphql(`
  query NearbyRestaurantsAndAttractions($latitude: Float!, $longitude: Float!) {
    nearbyRestaurantsAndAttractions(latitude: $latitude, longitude: $longitude) {
      restaurants {
        ...NearbyPlaceFields
      }
      attractions {
        ...NearbyPlaceFields
      }
    }
  }

  fragment NearbyPlaceFields on NearbyPlace {
    id
    name
    photo {
      ref
    }
    rating
    totalRatings
    primaryType
  }
`);
