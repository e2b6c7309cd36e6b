import { graphql } from '@web/gql';

/** The trip page in one round trip (GET trip/get-trip-details + member cards; spec 001 §2). */
export const TripQuery = graphql(`
  query Trip($id: ID!) {
    trip(id: $id) {
      ...TripDetailFields
    }
  }
`);
