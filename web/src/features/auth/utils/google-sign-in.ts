import type { NonOAuthError, TokenResponse } from '@react-oauth/google';
import { GOOGLE_LOGIN_FAILED } from '@machines/session/constants';
import {
  GOOGLE_NO_ACCESS_TOKEN,
  GOOGLE_POPUP_BLOCKED,
  GOOGLE_UNKNOWN_ERROR,
  googleLoginFailedText,
} from '../constants';

/**
 * How the Google button works in this build (spec 001 §2 "Login", "Sign-up"; RESOLUTIONS "Google
 * test-mode"):
 * - `clientId`: the Google OAuth client id baked in at build time (`VITE_GOOGLE_CLIENT_ID`); with one,
 *   the button signs in through Google Identity Services.
 * - `testMode`: the development test-mode switch, offered when no client id is configured (always
 *   with the mock API, which accepts only its test credential) or in development.
 */
export interface GoogleSignInSetup {
  clientId: string | null;
  testMode: boolean;
}

export function googleSignInSetup(
  env: { VITE_GOOGLE_CLIENT_ID?: string; DEV: boolean } = import.meta.env,
): GoogleSignInSetup {
  const clientId = env.VITE_GOOGLE_CLIENT_ID?.trim() ?? '';
  return {
    clientId: clientId === '' ? null : clientId,
    testMode: clientId === '' || env.DEV,
  };
}

/**
 * What Google's answer means for the screen (spec 001 §8 "Google"; RESOLUTIONS 27.3: the client
 * obtains an access token and posts it as `credential`): the token to sign in with, or the
 * "Authentication Error" panel's text, or nothing when the person closed Google's window themselves.
 */
export type GoogleAnswer =
  | { kind: 'token'; accessToken: string }
  | { kind: 'failure'; message: string }
  | { kind: 'dismissed' };

/** A token response: its access token, else "No access token received from Google". */
export function readGoogleTokenResponse(response: Partial<TokenResponse>): GoogleAnswer {
  const accessToken = response.access_token?.trim() ?? '';
  return accessToken === ''
    ? { kind: 'failure', message: GOOGLE_NO_ACCESS_TOKEN }
    : { kind: 'token', accessToken };
}

/** An OAuth error from Google: "Login failed: {reason}", the reason being Google's own words. */
export function readGoogleOAuthError(
  response: Pick<TokenResponse, 'error' | 'error_description'>,
): GoogleAnswer {
  const reason = response.error_description?.trim() || response.error?.trim() || '';
  return { kind: 'failure', message: googleLoginFailedText(reason || GOOGLE_UNKNOWN_ERROR) };
}

/**
 * A failure outside OAuth: the window could not open (a pop-up blocker), or something unknown. A
 * window the person closed is their choice, not an error.
 */
export function readGoogleNonOAuthError(error: NonOAuthError): GoogleAnswer {
  if (error.type === 'popup_closed') return { kind: 'dismissed' };
  const reason =
    error.type === 'popup_failed_to_open' ? GOOGLE_POPUP_BLOCKED : GOOGLE_UNKNOWN_ERROR;
  return { kind: 'failure', message: googleLoginFailedText(reason) };
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
