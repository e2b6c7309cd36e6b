import { graphql } from '@web/gql';

/** POST user/verify-password-reset-otp (spec 001 §7): answers the single-use reset token. */
export const VerifyPasswordResetCodeMutation = graphql(`
  mutation VerifyPasswordResetCode($email: String!, $otp: String!) {
    verifyPasswordResetCode(email: $email, otp: $otp) {
      resetToken
    }
  }
`);
