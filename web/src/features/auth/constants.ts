/** Login validation texts (spec 001 §5). */
export const USERNAME_REQUIRED = 'Username is required';
export const PASSWORD_REQUIRED = 'Password is required';

/** What the login screen shows when the server gives no message (spec 001 §8; RESOLUTIONS 22.4). */
export const LOGIN_FAILED_MESSAGE = 'Login failed. Please try again.';

/** Warning toast when the refusal asks to verify the e-mail first (spec 001 §8). */
export const VERIFY_EMAIL_FIRST_MESSAGE = 'Please verify your email before logging in.';

/** "Remember me" starts checked (RESOLUTIONS "Remember me"). */
export const REMEMBER_ME_DEFAULT = true;
