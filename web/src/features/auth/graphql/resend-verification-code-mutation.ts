import { graphql } from '@web/gql';

/** POST user/resend-otp (spec 001 §7). */
export const ResendVerificationCodeMutation = graphql(`
  mutation ResendVerificationCode($email: String!) {
    resendVerificationCode(email: $email) {
      message
    }
  }
`);
