import { graphql } from '@web/gql';

/** Every user field the profile page shows (spec 001 §3 "User"). */
export const ProfileFields = graphql(`
  fragment ProfileFields on User {
    id
    userName
    email
    profilePic
    firstName
    lastName
    bio
    socialLinks {
      facebook
      instagram
    }
    location {
      city
      state
      country
      postalCode
      latitude
      longitude
    }
    isVerified
    role
    createdAt
  }
`);
