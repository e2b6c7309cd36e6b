import { graphql } from '@web/gql';

/** POST user/verify-otp (spec 001 §7). */
export const VerifyEmailMutation = graphql(`
  mutation VerifyEmail($email: String!, $otp: String!) {
    verifyEmail(email: $email, otp: $otp) {
      message
    }
  }
`);
