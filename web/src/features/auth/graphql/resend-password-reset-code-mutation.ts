import { graphql } from '@web/gql';

/** POST user/resend-password-reset-otp (spec 001 §7). */
export const ResendPasswordResetCodeMutation = graphql(`
  mutation ResendPasswordResetCode($email: String!) {
    resendPasswordResetCode(email: $email) {
      message
    }
  }
`);
