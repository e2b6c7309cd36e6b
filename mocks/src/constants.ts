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

export const messages = {
  /** D2 §5 "Login". */
  userNameRequired: 'Username is required',
  passwordRequired: 'Password is required',
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
} as const;
