import { graphql } from '@web/gql';

/** The user fields the session keeps (and stores under the `user` key). */
export const SessionUserFields = graphql(`
  fragment SessionUserFields on User {
    id
    userName
    email
    profilePic
    firstName
    lastName
    role
    isVerified
  }
`);
