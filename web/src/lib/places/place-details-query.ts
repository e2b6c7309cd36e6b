import { graphql } from '@web/gql';

/**
 * Everything the place page shows, in one query (spec 001 §2 "Place details", §3); the Add Place
 * dialog reads the chosen place's details with it too.
 */
export const PlaceDetailsQuery = graphql(`
  query PlaceDetails($id: ID!) {
    place(id: $id) {
      id
      name
      summary
      address
      rating
      userRatingCount
      types
      location {
        latitude
        longitude
      }
      googleMapsUri
      phone
      website
      openingHours
      photos {
        ref
      }
      reviews {
        authorName
        authorPhotoUrl
        relativeTime
        rating
        text
      }
      imageUrl(quality: HIGH)
    }
  }
`);
