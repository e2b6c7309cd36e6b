import { graphql } from '@web/gql';

/** PATCH trip/delete-destination. */
export const RemoveDestinationMutation = graphql(`
  mutation RemoveDestination($tripId: ID!, $destinationId: ID!) {
    removeDestination(tripId: $tripId, destinationId: $destinationId) {
      ...TripDetailFields
    }
  }
`);
