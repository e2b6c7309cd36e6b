import { graphql } from '@web/gql';

/** POST trip/join-shared/{shareToken}: the caller becomes a viewer (spec 001 §6); the trip's id. */
export const JoinSharedTripMutation = graphql(`
  mutation JoinSharedTrip($shareToken: ID!) {
    joinSharedTrip(shareToken: $shareToken)
  }
`);
