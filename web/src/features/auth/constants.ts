/** Login validation texts (spec 001 §5). */
export const USERNAME_REQUIRED = 'Username is required';
export const PASSWORD_REQUIRED = 'Password is required';

/** What the login screen shows when the server gives no message (spec 001 §8; RESOLUTIONS 22.4). */
export const LOGIN_FAILED_MESSAGE = 'Login failed. Please try again.';

/** Warning toast when the refusal asks to verify the e-mail first (spec 001 §8). */
export const VERIFY_EMAIL_FIRST_MESSAGE = 'Please verify your email before logging in.';

/** "Remember me" starts checked (RESOLUTIONS "Remember me"). */
export const REMEMBER_ME_DEFAULT = true;

/**
 * Sign-up validation texts (spec 001 §5 "Sign-up"). The e-mail texts and pattern, the minimum
 * length and "Passwords do not match" are shared with password reset:
 * machines/src/password-reset/constants.ts. RESOLUTIONS 24.15: sign-up's wording has no "long".
 */
export const SIGNUP_PASSWORD_TOO_SHORT = 'Password must be at least 6 characters';
export const PROFILE_PICTURE_REQUIRED = 'Profile picture is required';

/** Spec 001 §8 "Registration" (RESOLUTIONS 21.9: the screen's texts, with the period). */
export const REGISTRATION_SUCCESS_TOAST =
  'Registration successful! Please check your email for OTP verification.';
export const REGISTRATION_FAILED_MESSAGE = 'Registration failed.';

/** Spec 001 §8 "Google" (RESOLUTIONS 22.6: the screens show the "Authentication Error" panel). */
export const GOOGLE_ERROR_TITLE = 'Authentication Error';
export const GOOGLE_NO_ACCESS_TOKEN = 'No access token received from Google';
export const GOOGLE_UNKNOWN_ERROR = 'Unknown error';
export const googleLoginFailedText = (reason: string) => `Login failed: ${reason}`;
/** The reason when Google's window could not open (the spec gives none; a pop-up blocker is likely). */
export const GOOGLE_POPUP_BLOCKED =
  "Google's sign-in window could not open. Allow pop-ups for this site and try again.";
/** Under the Google button when Google's script cannot load (offline, blocked): the spec gives none. */
export const GOOGLE_SCRIPT_FAILED = 'Google sign-in could not be loaded. Check your connection.';

/**
 * The Google test mode (RESOLUTIONS "Google test-mode"): it exists when no Google client id is
 * configured, or in development. The dialog's title says what it is.
 */
export const GOOGLE_TEST_MODE_TITLE = 'Development test mode';
/** The mock Google account the dialog offers first. */
export const GOOGLE_TEST_ACCOUNT_DEFAULT = {
  email: 'traveler@example.com',
  displayName: 'Test Traveler',
} as const;

/**
 * On /login when a session ended by itself (a refresh refused, a request refused after its retry):
 * spec 000 names only the failed call's 'Session expired'; the sentence for the traveller is ours
 * (docs/decisions.md "Session expiry notice"). Also the toast on a public page.
 */
export const SESSION_EXPIRED_NOTICE = 'Your session has expired. Please sign in again.';
