/** The six-box one-time code shared by e-mail verification and password reset. */

/** Spec 001 §5 "Verification code: exactly 6 digits"; §9 "Verification code 6 digits". */
export const OTP_LENGTH = 6;

/** Spec 001 §4 "Resend starts a 60 second countdown"; §9 "resend cooldown 60 s". */
export const RESEND_COOLDOWN_SECONDS = 60;
/** The countdown shows whole seconds, so it ticks once a second (spec 001 §2 "Resend in {n}s"). */
export const RESEND_TICK_MS = 1000;

/** Spec 001 §5 "Verification code: exactly 6 digits, else ...". */
export const INCOMPLETE_CODE_MESSAGE = 'Please enter all 6 digits';

/** Spec 001 §2 "Verify email": the countdown text on the resend button. */
export const resendCountdownLabel = (secondsLeft: number) => `Resend in ${secondsLeft}s`;
/** Spec 001 §2 "Verify email": the resend button while the request is under way. */
export const RESEND_SENDING_LABEL = 'Sending...';
