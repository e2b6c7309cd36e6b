/** Timing of the automatic token refresh (spec 000 §4 "Session", §9). */
export const REFRESH_LEAD_MS = 60_000; // refresh 60 s before expiry
export const REFRESH_AT_ONCE_BELOW_MS = 10_000; // refresh at once when under 10 s remain before that point

/**
 * Longest delay a JavaScript timer honours (2^31 − 1 ms, about 24.8 days): a longer one fires at
 * once. A refresh further away is re-armed in steps of this size.
 */
export const MAX_TIMER_DELAY_MS = 2_147_483_647;

/** Storage keys of the session (spec 000 §9 "Local storage keys: user and accessToken"). */
export const STORAGE_KEYS = { user: 'user', accessToken: 'accessToken' } as const;

/** Error texts stored in the session (spec 000 §8; RESOLUTIONS 21.9/22.4/22.6: D1's fallbacks). */
export const LOGIN_FAILED = 'Login failed';
export const GOOGLE_LOGIN_FAILED = 'Google login failed';
export const REGISTRATION_FAILED = 'Registration failed';
export const LOGOUT_FAILED = 'Logout failed'; // only logged, never stored
export const TOKEN_REFRESH_FAILED = 'Token refresh failed';
export const NO_ACCESS_TOKEN_IN_RESPONSE = 'No access token in response';
/** The error a request fails with when the session cannot be renewed after a 401 (spec 000 §4, §8). */
export const SESSION_EXPIRED = 'Session expired';
