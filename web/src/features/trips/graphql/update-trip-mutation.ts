import { graphql } from '@web/gql';

/** PATCH trip/edit-trip-details (spec 001 §2 Edit Trip). */
export const UpdateTripMutation = graphql(`
  mutation UpdateTrip($id: ID!, $input: UpdateTripInput!) {
    updateTrip(id: $id, input: $input) {
      ...TripDetailFields
    }
  }
`);
