import { graphql } from '@web/gql';

/** PATCH trip/add-destination. */
export const AddDestinationMutation = graphql(`
  mutation AddDestination($tripId: ID!, $input: DestinationInput!) {
    addDestination(tripId: $tripId, input: $input) {
      ...TripDetailFields
    }
  }
`);
