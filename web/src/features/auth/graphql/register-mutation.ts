import { graphql } from '@web/gql';

/** Sign-up (spec 001 §2 "Sign-up", §7): multipart, the picture as an Upload. Does not sign in. */
export const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      message
      email
    }
  }
`);
