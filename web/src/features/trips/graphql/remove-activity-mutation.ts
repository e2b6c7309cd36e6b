import { graphql } from '@web/gql';

/** PATCH trip/delete-activity. */
export const RemoveActivityMutation = graphql(`
  mutation RemoveActivity($tripId: ID!, $day: Int!, $activityId: ID!) {
    removeActivity(tripId: $tripId, day: $day, activityId: $activityId) {
      ...TripDetailFields
    }
  }
`);
