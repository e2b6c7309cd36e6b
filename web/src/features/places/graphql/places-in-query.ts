import { graphql } from '@web/gql';

/** "Places in {place}" on the Explore page (POST places/text-search; spec 001 §2, §3). */
export const PlacesInQuery = graphql(`
  query PlacesIn($location: String!) {
    placesIn(location: $location) {
      id
      name
      rating
      totalRatings
      description
      imageUrl(quality: MEDIUM)
    }
  }
`);
