import { graphql } from '@web/gql';

/** PATCH trip/add-trip-cover-image (multipart; RESOLUTIONS 27.30). */
export const UpdateTripCoverImageMutation = graphql(`
  mutation UpdateTripCoverImage($tripId: ID!, $file: Upload!) {
    updateTripCoverImage(tripId: $tripId, file: $file) {
      ...TripDetailFields
    }
  }
`);
