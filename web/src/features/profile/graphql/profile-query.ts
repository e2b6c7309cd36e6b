import { graphql } from '@web/gql';

/** The signed-in user's profile (GET user/get-profile). */
export const ProfileQuery = graphql(`
  query Profile {
    me {
      ...ProfileFields
    }
  }
`);
