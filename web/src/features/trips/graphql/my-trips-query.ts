import { graphql } from '@web/gql';

/**
 * The trips list (GET trip/get-all-trips; spec 000 §2 "Trips list page"). The destinations' places
 * let a create whose answer was lost be recognised in the list (issue 17, create-trip.machine.ts).
 */
export const MyTripsQuery = graphql(`
  query MyTrips {
    myTrips {
      ...TripCardFields
      destinations {
        placeId
      }
    }
  }
`);
