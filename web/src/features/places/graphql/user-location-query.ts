import { graphql } from '@web/gql';

/** The saved profile location the nearby attractions are found around (spec 001 §3 "User location"). */
export const UserLocationQuery = graphql(`
  query UserLocation {
    me {
      id
      location {
        latitude
        longitude
        city
      }
    }
  }
`);
