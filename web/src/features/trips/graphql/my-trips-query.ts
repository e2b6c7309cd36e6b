import { graphql } from '@web/gql';

/** The trips list (GET trip/get-all-trips; spec 000 §2 "Trips list page"). */
export const MyTripsQuery = graphql(`
  query MyTrips {
    myTrips {
      ...TripCardFields
    }
  }
`);
