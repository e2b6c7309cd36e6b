import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SessionActorRef } from '@machines/session/session.machine';
import { renderApp } from '@web-test/render-app';
import { fakeAuthApi, startTestSession } from '@web-test/session-fixtures';

const sessions: SessionActorRef[] = [];
afterEach(() => sessions.splice(0).forEach((session) => session.stop()));

// jsdom has no object URLs: the picture preview needs one.
beforeAll(() => {
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});

async function openSignup(authApi = fakeAuthApi()) {
  const session = startTestSession(authApi);
  sessions.push(session);
  const user = userEvent.setup();
  const view = renderApp('/signup', session);
  // The route's code is split off: the first render may take a moment.
  await screen.findByRole('heading', { name: 'Create your account' }, { timeout: 10_000 });
  return { ...view, authApi, user };
}

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });

/** Pasting each value keeps the test quick (typing fires every key's events). */
async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(await screen.findByLabelText('Profile picture file'), png());
  const entries: [string, string][] = [
    ['Username', 'sam'],
    ['Email', ' Sam@Example.com '],
    ['Password', 'travel1'],
    ['Confirm password', 'travel1'],
  ];
  for (const [label, value] of entries) {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
}

describe('sign-up screen (spec 001 §2 "Sign-up", §4, §5, §8)', { timeout: 20_000 }, () => {
  it('shows every required-field text, focuses the picture chooser and sends nothing', async () => {
    const { user, authApi } = await openSignup();
    await user.click(await screen.findByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Profile picture is required')).toBeInTheDocument();
    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Choose picture/ })).toHaveFocus();
    expect(authApi.register).not.toHaveBeenCalled();
  });

  it('refuses a file that is not an image and keeps none', async () => {
    const { user } = await openSignup();
    const input = await screen.findByLabelText('Profile picture file');
    // applyAccept off: the browser's chooser filter can be bypassed (e.g. "All files").
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Please select an image file')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Profile picture is required')).toBeInTheDocument();
  });

  it('registers through the session, toasts and goes to /verify-email with the e-mail', async () => {
    const { user, authApi, router } = await openSignup(
      fakeAuthApi({ register: () => Promise.resolve() }),
    );
    await fillForm(user);
    expect(screen.getByRole('img', { name: 'Chosen profile picture' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'));
    expect(router.state.location.state.email).toBe('sam@example.com');
    expect(authApi.register).toHaveBeenCalledWith(
      expect.objectContaining({ userName: 'sam', email: 'sam@example.com', password: 'travel1' }),
    );
    expect(authApi.register.mock.calls[0]?.[0].profilePic).toBeInstanceOf(File);
    expect(
      await screen.findByText(
        'Registration successful! Please check your email for OTP verification.',
      ),
    ).toBeVisible();
  });

  it("shows the server's refusal in a banner and a toast, and stays", async () => {
    const { user, router } = await openSignup(
      fakeAuthApi({ register: () => Promise.reject(new Error('Username is already taken')) }),
    );
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(screen.getAllByText('Username is already taken')).toHaveLength(2));
    expect(router.state.location.pathname).toBe('/signup');
    expect(screen.getByLabelText('Username')).toHaveValue('sam');
  });

  it('falls back to "Registration failed." without a server message', async () => {
    const { user } = await openSignup(
      fakeAuthApi({ register: () => Promise.reject(new Error('')) }),
    );
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(screen.getAllByText('Registration failed.')).toHaveLength(2));
  });
});
