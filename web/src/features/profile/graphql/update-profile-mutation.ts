import { graphql } from '@web/gql';

/** PATCH user/update-profile (spec 001 §7): answers the user, so the cached profile updates. */
export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      ...ProfileFields
    }
  }
`);
