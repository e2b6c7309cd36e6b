/** Account texts the gateway supplies when the REST server's answer leaves them out. */

/** D2 §8 "Registration": the success text, used when register answers without a message. */
export const REGISTRATION_SUCCEEDED =
  'Registration successful! Please check your email for OTP verification.';
