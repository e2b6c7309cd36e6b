import { describe, expect, it } from 'vitest';
import {
  googleSignInSetup,
  readGoogleNonOAuthError,
  readGoogleOAuthError,
  readGoogleTokenResponse,
} from './google-sign-in';

describe('which Google sign-in a build offers (RESOLUTIONS "Google test-mode")', () => {
  it.each([
    [{ DEV: false }, { clientId: null, testMode: true }],
    [
      { VITE_GOOGLE_CLIENT_ID: '   ', DEV: false },
      { clientId: null, testMode: true },
    ],
    [
      { VITE_GOOGLE_CLIENT_ID: ' id.apps ', DEV: false },
      { clientId: 'id.apps', testMode: false },
    ],
    [
      { VITE_GOOGLE_CLIENT_ID: 'id.apps', DEV: true },
      { clientId: 'id.apps', testMode: true },
    ],
  ])('%j gives %j', (env, setup) => {
    expect(googleSignInSetup(env)).toEqual(setup);
  });
});

describe('Google\'s answers (spec 001 §8 "Google"; RESOLUTIONS 27.3)', () => {
  it('signs in with the access token; none is "No access token received from Google"', () => {
    expect(readGoogleTokenResponse({ access_token: 'ya29.a' })).toEqual({
      kind: 'token',
      accessToken: 'ya29.a',
    });
    expect(readGoogleTokenResponse({ access_token: ' ' })).toEqual({
      kind: 'failure',
      message: 'No access token received from Google',
    });
  });

  it('names the OAuth error, else "Unknown error"', () => {
    expect(readGoogleOAuthError({ error: 'access_denied' })).toEqual({
      kind: 'failure',
      message: 'Login failed: access_denied',
    });
    expect(readGoogleOAuthError({})).toEqual({
      kind: 'failure',
      message: 'Login failed: Unknown error',
    });
  });

  it('a closed window is dismissed; a blocked one asks to allow pop-ups', () => {
    expect(readGoogleNonOAuthError({ type: 'popup_closed' })).toEqual({ kind: 'dismissed' });
    expect(readGoogleNonOAuthError({ type: 'popup_failed_to_open' })).toEqual({
      kind: 'failure',
      message:
        "Login failed: Google's sign-in window could not open. Allow pop-ups for this site and try again.",
    });
    expect(readGoogleNonOAuthError({ type: 'unknown' })).toEqual({
      kind: 'failure',
      message: 'Login failed: Unknown error',
    });
  });
});
