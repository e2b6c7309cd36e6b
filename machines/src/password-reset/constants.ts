/**
 * Forgot and reset password (spec 001 §2 "Forgot password", "Reset password", §4, §5, §8, §9;
 * RESOLUTIONS 24.15). The code's length, the resend cooldown and the countdown text are shared with
 * e-mail verification: ../otp/constants.ts.
 */

/**
 * Spec 001 §5 "pattern {email}": the pattern itself is not shown; this one asks for text without
 * spaces around one @ and a dot in the domain, as browsers' own e-mail check does loosely.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec 001 §5 "Forgot password e-mail". */
export const EMAIL_REQUIRED = 'Email is required';
export const EMAIL_INVALID = 'Please enter a valid email address';

/** Spec 001 §2 "Forgot password": the button and its label while loading. */
export const SEND_RESET_CODE_LABEL = 'Send Reset Code';
export const SENDING_RESET_CODE_LABEL = 'Sending Reset Code...';
/** Spec 001 §2, §9: the "Check Your Email" panel states the code's lifetime in text only. */
export const RESET_CODE_EXPIRY_MINUTES = 10;

/** Spec 001 §2 "Reset password": the step indicator. */
export const RESET_STEP_TITLES = {
  verifyCode: 'Verify Code',
  newPassword: 'New Password',
} as const;
export const VERIFY_CODE_LABEL = 'Verify Code';
export const VERIFYING_CODE_LABEL = 'Verifying...';
export const RESEND_CODE_LABEL = 'Resend Code';
export const RESET_PASSWORD_LABEL = 'Reset Password';
export const RESETTING_PASSWORD_LABEL = 'Resetting Password...';

/** Spec 001 §5 "New password", §9 "Password minimum 6 characters". */
export const MIN_PASSWORD_LENGTH = 6;
/** RESOLUTIONS 24.15: the reset screen's wording ends in "long" (sign-up's does not). */
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters long';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

/** Spec 001 §8 "Verification and reset fallbacks". */
export const SEND_RESET_EMAIL_FAILED = 'Failed to send reset email. Please try again.';
export const RESEND_CODE_FAILED = 'Failed to resend code. Please try again.';
export const PASSWORD_RESET_FAILED = 'Password reset failed. Please try again.';
/**
 * A refused reset code: §8 gives no reset-specific fallback, so the verification one is used (the
 * step verifies a code just as /verify-email does).
 */
export const CODE_VERIFICATION_FAILED = 'Verification failed. Please try again.';

/** Spec 001 §8 "Success toasts". */
export const RESET_INSTRUCTIONS_SENT_TOAST = 'Password reset instructions sent to your email!';
export const CODE_VERIFIED_TOAST = 'Code verified! Now create your new password.';
export const RESET_CODE_RESENT_TOAST = 'New reset code sent! Check your email.';

/** Spec 001 §2, §8 "Login-screen messages": passed to /login with the e-mail. */
export const PASSWORD_RESET_LOGIN_MESSAGE =
  'Password reset successful! You can now log in with your new password.';
