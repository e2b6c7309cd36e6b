import { graphql } from '@web/gql';

/** PATCH trip/add-activity-image (multipart, `activityImage` repeated; spec 001 §7). */
export const AddActivityPhotosMutation = graphql(`
  mutation AddActivityPhotos($tripId: ID!, $day: Int!, $activityId: ID!, $files: [Upload!]!) {
    addActivityPhotos(tripId: $tripId, day: $day, activityId: $activityId, files: $files) {
      ...TripDetailFields
    }
  }
`);
