import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionActorRef } from '@machines/session/session.machine';
import { fakeJwt } from '@web-test/fake-jwt';
import { renderApp } from '@web-test/render-app';
import { fakeAuthApi, maya, startTestSession } from '@web-test/session-fixtures';

const sessions: SessionActorRef[] = [];
afterEach(() => sessions.splice(0).forEach((session) => session.stop()));

function openLogin(authApi = fakeAuthApi(), path = '/login') {
  const session = startTestSession(authApi);
  sessions.push(session);
  const user = userEvent.setup();
  const view = renderApp(path, session);
  return { ...view, session, authApi, user };
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, name: string, pass: string) {
  const userNameInput = await screen.findByLabelText(/^Username/);
  if (name !== '') await user.type(userNameInput, name);
  if (pass !== '') await user.type(screen.getByLabelText(/^Password/), pass);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login screen (spec 001 §2 "Login", §5, §8)', () => {
  it('offers the fields and links of the spec, with Remember me checked', async () => {
    openLogin();
    expect(await screen.findByLabelText(/^Username/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
  });

  it('keeps the way back on the Sign up link (a guest sent to log in from a shared trip)', async () => {
    openLogin(fakeAuthApi(), '/login?redirect=%2Fshared-trip%2Fabc%3Fjoin%3Dtrue');
    const signUp = await screen.findByRole('link', { name: 'Sign up' });
    expect(
      new URL(signUp.getAttribute('href') ?? '', 'http://app').searchParams.get('redirect'),
    ).toBe('/shared-trip/abc?join=true');
  });

  it('requires both fields, focuses the first invalid one and sends nothing', async () => {
    const { user, authApi } = openLogin();
    await fillAndSubmit(user, '', '');
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toHaveFocus();
    expect(authApi.login).not.toHaveBeenCalled();
  });

  it('focuses the password when only it is missing; Enter submits', async () => {
    const { user, authApi } = openLogin();
    await user.type(await screen.findByLabelText(/^Username/), 'maya{Enter}');
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.queryByText('Username is required')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveFocus();
    expect(authApi.login).not.toHaveBeenCalled();
  });

  it("shows the server's message in a banner and a toast", async () => {
    const authApi = fakeAuthApi({
      login: () => Promise.reject(new Error('Invalid username or password')),
    });
    const { user } = openLogin(authApi);
    await fillAndSubmit(user, 'maya', 'wrong');
    await waitFor(() =>
      expect(screen.getAllByText('Invalid username or password')).toHaveLength(2),
    );
    const banner = screen
      .getAllByRole('alert')
      .find((alert) => alert.textContent === 'Invalid username or password');
    expect(banner).toBeDefined();
  });

  it('falls back to "Login failed. Please try again." without a server message', async () => {
    const authApi = fakeAuthApi({ login: () => Promise.reject(new Error('')) });
    const { user } = openLogin(authApi);
    await fillAndSubmit(user, 'maya', 'wrong');
    await waitFor(() =>
      expect(screen.getAllByText('Login failed. Please try again.')).toHaveLength(2),
    );
  });

  it('sends an unverified user to /verify-email with a warning toast', async () => {
    const authApi = fakeAuthApi({
      login: () => Promise.reject(new Error('Please verify your email before logging in')),
    });
    const { user, router } = openLogin(authApi);
    await fillAndSubmit(user, 'newbie', 'travel123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'));
    expect(router.state.location.state.email).toBe('newbie');
    expect(await screen.findByText('Please verify your email before logging in.')).toBeVisible();
  });

  it('signs in, stores the session by the Remember me choice and returns to the redirect', async () => {
    const accessToken = fakeJwt(3600);
    const authApi = fakeAuthApi({ login: () => Promise.resolve({ user: maya, accessToken }) });
    const { user, router, session } = openLogin(authApi, '/login?redirect=%2Fprofile');
    await user.click(await screen.findByRole('checkbox', { name: 'Remember me' }));
    await fillAndSubmit(user, 'maya', 'travel123');

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(authApi.login).toHaveBeenCalledWith({ userName: 'maya', password: 'travel123' });
    expect(session.getSnapshot().matches('authenticated')).toBe(true);
    // Unchecked: the session lives in sessionStorage only (RESOLUTIONS "Remember me").
    expect(window.sessionStorage.getItem('accessToken')).toBe(accessToken);
    expect(window.localStorage.getItem('accessToken')).toBeNull();
  });

  it('signs in as a mock Google account from the test-mode dialog', async () => {
    const accessToken = fakeJwt(3600);
    const authApi = fakeAuthApi({
      googleLogin: () => Promise.resolve({ user: maya, accessToken }),
    });
    const { user, router, session } = openLogin(authApi, '/login?redirect=%2Fprofile');
    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    const dialog = await screen.findByRole('dialog', { name: 'Development test mode' });
    expect(dialog).toHaveTextContent('Google sign-in is simulated');
    await user.click(screen.getByRole('button', { name: 'Continue as mock user' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(authApi.googleLogin).toHaveBeenCalledWith({
      credential: 'mock-google:traveler@example.com:Test Traveler',
    });
    expect(session.getSnapshot().matches('authenticated')).toBe(true);
  });

  it('shows a refused Google sign-in in the "Authentication Error" panel', async () => {
    const authApi = fakeAuthApi({
      googleLogin: () => Promise.reject(new Error('Invalid Google credential')),
    });
    const { user } = openLogin(authApi);
    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    await user.click(await screen.findByRole('button', { name: 'Continue as mock user' }));
    const panel = await screen.findByRole('alert', { name: 'Authentication Error' });
    expect(panel).toHaveTextContent('Login failed: Invalid Google credential');
  });

  it('says "Unknown error" without a reason, and names a missing access token', async () => {
    const authApi = fakeAuthApi({ googleLogin: () => Promise.reject(new Error('')) });
    const { user } = openLogin(authApi);
    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    await user.click(await screen.findByRole('button', { name: 'Continue as mock user' }));
    expect(await screen.findByText('Login failed: Unknown error')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    await user.click(
      await screen.findByRole('button', {
        name: 'Simulate Google answering without an access token',
      }),
    );
    expect(await screen.findByText('No access token received from Google')).toBeVisible();
    expect(authApi.googleLogin).toHaveBeenCalledTimes(1);
  });
});
