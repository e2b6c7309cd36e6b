import { graphql } from '@web/gql';

/** POST trip/add-trip (spec 000 §7): the new trip. */
export const CreateTripMutation = graphql(`
  mutation CreateTrip($input: CreateTripInput!) {
    createTrip(input: $input) {
      ...TripDetailFields
    }
  }
`);
