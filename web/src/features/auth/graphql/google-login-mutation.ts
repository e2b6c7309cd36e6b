import { graphql } from '@web/gql';

export const GoogleLoginMutation = graphql(`
  mutation GoogleLogin($credential: String!) {
    googleLogin(credential: $credential) {
      accessToken
      user {
        ...SessionUserFields
      }
    }
  }
`);
