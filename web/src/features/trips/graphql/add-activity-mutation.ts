import { graphql } from '@web/gql';

/** PATCH trip/add-activity. */
export const AddActivityMutation = graphql(`
  mutation AddActivity($tripId: ID!, $day: Int!, $input: ActivityInput!) {
    addActivity(tripId: $tripId, day: $day, input: $input) {
      ...TripDetailFields
    }
  }
`);
