import { graphql } from '@web/gql';

/** What a trip card shows (spec 000 §2 "Trips list page"). */
export const TripCardFields = graphql(`
  fragment TripCardFields on Trip {
    id
    title
    description
    startDate
    endDate
    coverImage
    viewerCanEdit
    destinations {
      id
    }
    collaborators {
      role
    }
  }
`);
