import { graphql } from '@web/gql';

/** POST user/forgot-password (spec 001 §7). */
export const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email) {
      message
    }
  }
`);
