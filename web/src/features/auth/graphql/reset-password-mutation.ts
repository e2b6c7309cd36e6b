import { graphql } from '@web/gql';

/** POST user/reset-password (spec 001 §7). */
export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($resetToken: String!, $newPassword: String!) {
    resetPassword(resetToken: $resetToken, newPassword: $newPassword) {
      message
    }
  }
`);
