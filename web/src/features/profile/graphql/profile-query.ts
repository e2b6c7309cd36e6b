import { graphql } from '../../../gql';

/** The signed-in user's profile (GET user/get-profile). */
export const ProfileQuery = graphql(`
  query Profile {
    me {
      ...ProfileFields
    }
  }
`);
