import { graphql } from '@web/gql';

/** DELETE trip/delete-trip (owner only): answers the deleted trip's id. */
export const DeleteTripMutation = graphql(`
  mutation DeleteTrip($id: ID!) {
    deleteTrip(id: $id)
  }
`);
