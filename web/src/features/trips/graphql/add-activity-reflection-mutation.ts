import { graphql } from '@web/gql';

/** PATCH trip/add-activity-reflection (spec 001 §7). */
export const AddActivityReflectionMutation = graphql(`
  mutation AddActivityReflection($tripId: ID!, $day: Int!, $activityId: ID!, $text: String!) {
    addActivityReflection(tripId: $tripId, day: $day, activityId: $activityId, text: $text) {
      ...TripDetailFields
    }
  }
`);
