import type { UseGoogleLoginOptionsImplicitFlow } from '@react-oauth/google';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionActorRef } from '@machines/session/session.machine';
import { fakeJwt } from '@web-test/fake-jwt';
import { renderApp } from '@web-test/render-app';
import { fakeAuthApi, maya, startTestSession } from '@web-test/session-fixtures';

/**
 * Google Identity Services stood in for: the provider records its client id and whether Google's
 * script "loaded"; `useGoogleLogin` keeps the options the screen gave it, so a test can answer as
 * Google would after the window closes.
 */
const google = vi.hoisted(() => ({
  providerClientId: null as string | null,
  scriptLoaded: true,
  options: null as UseGoogleLoginOptionsImplicitFlow | null,
  requestAccessToken: vi.fn(),
}));

vi.mock('@react-oauth/google', () => ({
  GoogleOAuthProvider: ({ clientId, children }: { clientId: string; children: ReactNode }) => {
    google.providerClientId = clientId;
    return children;
  },
  useGoogleOAuth: () => ({
    clientId: google.providerClientId ?? '',
    scriptLoadedSuccessfully: google.scriptLoaded,
  }),
  useGoogleLogin: (options: UseGoogleLoginOptionsImplicitFlow) => {
    google.options = options;
    return google.requestAccessToken;
  },
}));

const CLIENT_ID = '1234-test.apps.googleusercontent.com';

const sessions: SessionActorRef[] = [];
afterEach(() => {
  sessions.splice(0).forEach((session) => session.stop());
  vi.unstubAllEnvs();
  google.providerClientId = null;
  google.scriptLoaded = true;
  google.options = null;
  google.requestAccessToken.mockReset();
});

function openLogin(authApi = fakeAuthApi(), path = '/login') {
  const session = startTestSession(authApi);
  sessions.push(session);
  const view = renderApp(path, session);
  return { ...view, session, authApi, user: userEvent.setup() };
}

/** A build with a Google client id; production unless `dev`. */
function configureClientId({ dev = false } = {}) {
  vi.stubEnv('VITE_GOOGLE_CLIENT_ID', CLIENT_ID);
  vi.stubEnv('DEV', dev);
}

/** Google's answer, as its token client calls back after its window closes. */
function googleAnswers(answer: (options: UseGoogleLoginOptionsImplicitFlow) => void) {
  const { options } = google;
  if (options === null) throw new Error('test: useGoogleLogin was not called');
  act(() => answer(options));
}

const tokenResponse = (accessToken: string) => ({
  access_token: accessToken,
  expires_in: 3599,
  prompt: 'select_account',
  token_type: 'Bearer',
  scope: 'openid email profile',
});

describe('Google sign-in with a client id (spec 000 §4 "Google login", 001 §2, §8)', () => {
  it('opens Google from the button and signs in with the access token Google returns', async () => {
    configureClientId();
    const authApi = fakeAuthApi({
      googleLogin: () => Promise.resolve({ user: maya, accessToken: fakeJwt(3600) }),
    });
    const { user, router, session } = openLogin(authApi, '/login?redirect=%2Fprofile');

    const button = await screen.findByRole('button', { name: 'Sign in with Google' });
    expect(google.providerClientId).toBe(CLIENT_ID);
    await user.click(button);
    expect(google.requestAccessToken).toHaveBeenCalledTimes(1);
    // Production build: no test-mode dialog and no way to it.
    expect(screen.queryByRole('dialog', { name: 'Development test mode' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /test mode/i })).not.toBeInTheDocument();
    expect(google.options).toMatchObject({ flow: 'implicit' });

    googleAnswers((options) => options.onSuccess?.(tokenResponse('ya29.google-access-token')));

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(authApi.googleLogin).toHaveBeenCalledWith({ credential: 'ya29.google-access-token' });
    expect(session.getSnapshot().matches('authenticated')).toBe(true);
  });

  it('shows a refusal by Google in the "Authentication Error" panel, and a missing token', async () => {
    configureClientId();
    const { authApi } = openLogin();
    await screen.findByRole('button', { name: 'Sign in with Google' });

    googleAnswers((options) =>
      options.onError?.({ error: 'access_denied', error_description: 'The user denied access' }),
    );
    const panel = await screen.findByRole('alert', { name: 'Authentication Error' });
    expect(panel).toHaveTextContent('Login failed: The user denied access');

    googleAnswers((options) => options.onError?.({ error: undefined }));
    expect(await screen.findByText('Login failed: Unknown error')).toBeVisible();

    googleAnswers((options) => options.onSuccess?.(tokenResponse('')));
    expect(await screen.findByText('No access token received from Google')).toBeVisible();
    expect(authApi.googleLogin).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of the token; a window closed by the person is no error", async () => {
    configureClientId();
    const authApi = fakeAuthApi({
      googleLogin: () => Promise.reject(new Error('Invalid Google credential')),
    });
    openLogin(authApi);
    await screen.findByRole('button', { name: 'Sign in with Google' });

    googleAnswers((options) => options.onNonOAuthError?.({ type: 'popup_closed' }));
    expect(screen.queryByRole('alert', { name: 'Authentication Error' })).not.toBeInTheDocument();

    googleAnswers((options) => options.onSuccess?.(tokenResponse('ya29.revoked')));
    const panel = await screen.findByRole('alert', { name: 'Authentication Error' });
    expect(panel).toHaveTextContent('Login failed: Invalid Google credential');
    expect(authApi.googleLogin).toHaveBeenCalledWith({ credential: 'ya29.revoked' });
  });

  it('waits for Google’s script: the button is disabled until it has loaded', async () => {
    configureClientId();
    google.scriptLoaded = false;
    openLogin();
    const button = await screen.findByRole('button', { name: 'Sign in with Google' });
    expect(button).toBeDisabled();
  });

  it('keeps the test mode reachable beside the real button in development', async () => {
    configureClientId({ dev: true });
    const { user } = openLogin();
    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    expect(google.requestAccessToken).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Use the development test mode instead' }));
    const dialog = await screen.findByRole('dialog', { name: 'Development test mode' });
    expect(dialog).toHaveTextContent('This is a development build');
  });
});

describe('Google sign-in without a client id (RESOLUTIONS "Google test-mode")', () => {
  it('loads nothing from Google and opens the development test mode', async () => {
    vi.stubEnv('VITE_GOOGLE_CLIENT_ID', '');
    vi.stubEnv('DEV', false);
    const { user } = openLogin();
    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));

    const dialog = await screen.findByRole('dialog', { name: 'Development test mode' });
    expect(dialog).toHaveTextContent('No Google client is configured');
    expect(google.providerClientId).toBeNull();
    expect(google.options).toBeNull();
    expect(google.requestAccessToken).not.toHaveBeenCalled();
  });
});
