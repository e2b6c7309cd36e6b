import { GOOGLE_LOGIN_FAILED } from '../../../../../machines/src/session/constants';
import { GOOGLE_UNKNOWN_ERROR, googleLoginFailedText } from '../constants';

/**
 * How the Google button works in this build (RESOLUTIONS "Google test-mode"): the development test
 * mode when no client id is configured or in development; otherwise Google Identity Services, which
 * this build does not carry (no GIS client library is installed), so the button is unavailable.
 */
export type GoogleSignInMode = 'test' | 'unavailable';

export function googleSignInMode(
  env: { VITE_GOOGLE_CLIENT_ID?: string; DEV: boolean } = import.meta.env,
): GoogleSignInMode {
  const clientId = env.VITE_GOOGLE_CLIENT_ID?.trim() ?? '';
  return clientId === '' || env.DEV ? 'test' : 'unavailable';
}

/**
 * The "Authentication Error" panel's text for a refused Google sign-in (spec 001 §8): "Login failed:
 * {reason}", the reason being the server's message, else "Unknown error" (the session stores D1's
 * "Google login failed" when there was none).
 */
export function googleErrorText(sessionError: string | null): string {
  const reason =
    sessionError === null || sessionError.trim() === '' || sessionError === GOOGLE_LOGIN_FAILED
      ? GOOGLE_UNKNOWN_ERROR
      : sessionError;
  return googleLoginFailedText(reason);
}
