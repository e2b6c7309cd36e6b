import { sessionMessages } from '@contract/account-messages';

/**
 * The mock API's constants. Texts the spec gives are typed exactly; the others are the mock's own
 * (the spec does not show the server's texts, RESOLUTIONS "Status codes" fixes the codes).
 */

/** CONTRACT.md "Ports and environment": defaults of the mock's variables. */
export const DEFAULT_MOCK_API_PORT = 4010;
export const DEFAULT_ACCESS_TOKEN_TTL_S = 900;
export const DEFAULT_MOCK_LATENCY_MS = 0;

/** Refresh tokens (and their cookie) live 7 days. */
export const REFRESH_TOKEN_TTL_S = 7 * 24 * 60 * 60;

/** CONTRACT.md "Seeded accounts": every seeded user's password. */
export const SEED_PASSWORD = 'travel123';

/**
 * PBKDF2-SHA256 work factor for stored passwords. Low for a mock on purpose: every test logs in, and the
 * iteration count is stored with each hash, so raising it later breaks no stored data.
 */
export const PASSWORD_HASH_ITERATIONS = 20_000;

/** JSON bodies above this are refused with 413 (the limit of Express's JSON parser, 100 kB). */
export const MAX_JSON_BODY_BYTES = 100 * 1024;

/** Multipart bodies above this are refused with 413 before any field is looked at. */
export const MAX_MULTIPART_BODY_BYTES = 10 * 1024 * 1024;

/** Limits the request schemas share (contract/src/account-messages.ts). */
export {
  OTP_LENGTH,
  PASSWORD_MIN_LENGTH,
  PROFILE_BIO_MAX_LENGTH,
  PROFILE_NAME_MAX_LENGTH,
} from '@contract/account-messages';
/** D2 §2 "Forgot password", §9: a code expires 10 minutes after it was sent (issue 5: both kinds). */
export const OTP_TTL_MS = 10 * 60 * 1000;
/** D2 §4, §9: a new code no sooner than 60 s after the previous one. */
export const OTP_RESEND_COOLDOWN_MS = 60 * 1000;
/** Issue 5: after this many wrong tries the code is dead and a new one must be requested. */
export const OTP_MAX_FAILED_ATTEMPTS = 5;
/** The single-use token verify-password-reset-otp answers lives 15 minutes (the mock's choice). */
export const RESET_TOKEN_TTL_MS = 15 * 60 * 1000;

/** D2 §5, §9 "Profile": picture under 2MB. */
export const PROFILE_PICTURE_MAX_BYTES = 2 * 1024 * 1024;

/** Google accounts get a user name from their e-mail, cut to this length before a number is added. */
export const GOOGLE_USER_NAME_MAX_LENGTH = 20;

export const messages = {
  /** D2 §5 "Login". */
  userNameRequired: sessionMessages.userNameRequired,
  passwordRequired: sessionMessages.passwordRequired,
  invalidCredentials: 'Invalid username or password',
  /** D2 §8: the login screen recognises this text and sends the user to /verify-email. */
  emailNotVerified: 'Please verify your email before logging in.',
  loginSucceeded: 'Login successful',
  logoutSucceeded: 'Logged out successfully',
  tokenRefreshed: 'Access token refreshed',
  profileFetched: 'Profile fetched successfully',
  tripsFetched: 'Trips fetched successfully',

  accessTokenMissing: 'Unauthorized request: no access token',
  accessTokenInvalid: 'Invalid or expired access token',
  refreshTokenMissing: 'Refresh token is missing',
  refreshTokenInvalid: 'Invalid refresh token',
  refreshTokenExpired: 'Refresh token has expired',
  refreshTokenRevoked: 'Refresh token has been revoked',
  refreshTokenReused: 'Refresh token reuse detected. Please log in again.',

  invalidJson: 'Request body must be valid JSON',
  jsonRequired: 'Content-Type must be application/json',
  bodyTooLarge: 'Request body is too large',
  routeNotFound: 'Route not found',
  internalError: 'Internal server error',
  injectedFault: 'Injected fault',
  multipartRequired: 'Content-Type must be multipart/form-data',
  invalidMultipart: 'Request body must be valid multipart/form-data',
} as const;

export { accountMessages } from '@contract/account-messages';

/** The mails the mock "sends" (kept for GET /__mock/mailbox). */
export const accountMails = {
  verification: (userName: string, code: string) => ({
    subject: 'Verify your email for Wayfarer',
    text: `Hi ${userName}, your Wayfarer verification code is ${code}. It expires in 10 minutes.`,
  }),
  passwordReset: (code: string) => ({
    subject: 'Your Wayfarer password reset code',
    text:
      `Your Wayfarer password reset code is ${code}. It expires in 10 minutes. ` +
      'If you did not ask to reset your password, you can ignore this email.',
  }),
};
