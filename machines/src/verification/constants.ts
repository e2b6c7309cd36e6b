/**
 * E-mail verification texts (spec 001 §2 "Verify email", §4, §8). The code's length, the resend
 * cooldown and the countdown text are shared with password reset: ../otp/constants.ts.
 */

/** Spec 001 §2: the verify button and its label while loading. */
export const VERIFY_EMAIL_LABEL = 'Verify Email';
export const VERIFYING_LABEL = 'Verifying...';
/** Spec 001 §2: the resend button when it can be used. */
export const RESEND_OTP_LABEL = 'Resend OTP';

/** Spec 001 §8 "Verification and reset fallbacks". */
export const VERIFICATION_FAILED = 'Verification failed. Please try again.';
export const RESEND_OTP_FAILED = 'Failed to resend OTP. Please try again.';

/** Spec 001 §8 "Success toasts". */
export const EMAIL_VERIFIED_TOAST = 'Email verified successfully! Welcome to the product!';
export const OTP_RESENT_TOAST = 'New OTP sent successfully! Check your email.';

/** Spec 001 §2, §8 "Login-screen messages": passed to /login with the e-mail. */
export const EMAIL_VERIFIED_LOGIN_MESSAGE = 'Email verified successfully! You can now log in.';
