import { graphql } from '../../../gql';

/** Only the ids: the layout's trip badge needs the count, and the trips list shares the cache entries. */
export const MyTripsCountQuery = graphql(`
  query MyTripsCount {
    myTrips {
      id
    }
  }
`);
