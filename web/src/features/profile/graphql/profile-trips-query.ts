import { graphql } from '@web/gql';

/** The profile's trips count and "Your Trips" tab: titles and dates (spec 001 §2 "Profile"). */
export const ProfileTripsQuery = graphql(`
  query ProfileTrips {
    myTrips {
      id
      title
      startDate
      endDate
    }
  }
`);
