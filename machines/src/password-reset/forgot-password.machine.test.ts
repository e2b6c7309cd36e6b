import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { collectToasts, deferred, settled } from '../shared/test-support';
import {
  createForgotPasswordMachine,
  forgotPasswordMachine,
  normaliseEmail,
  selectForgotPassword,
} from './forgot-password.machine';
import type { ForgotPasswordActorRef, ForgotPasswordInput } from './forgot-password.machine';

function start() {
  const forgotPassword = vi.fn<(input: ForgotPasswordInput) => Promise<void>>(() =>
    Promise.reject(new Error('test: unexpected call of forgotPassword')),
  );
  const machine = createForgotPasswordMachine({ forgotPassword });
  const actor = createActor(machine);
  const toasts = collectToasts(actor);
  actor.start();
  return { actor, forgotPassword, toasts };
}

const view = (actor: ForgotPasswordActorRef) => selectForgotPassword(actor.getSnapshot());
const type = (actor: ForgotPasswordActorRef, value: string) =>
  actor.send({ type: 'email.changed', value });

describe('the e-mail field (spec 001 §2 "Forgot password", §5)', () => {
  it('starts empty with "Send Reset Code" disabled', () => {
    const { actor } = start();
    expect(view(actor)).toEqual({
      email: '',
      emailError: null,
      error: null,
      isSending: false,
      isSent: false,
      sentTo: null,
      canSubmit: false,
      submitLabel: 'Send Reset Code',
    });
    type(actor, '   ');
    expect(view(actor).canSubmit).toBe(false);
    type(actor, 'm');
    expect(view(actor).canSubmit).toBe(true);
  });

  it.each([
    ['', 'Email is required'],
    ['   ', 'Email is required'],
    ['maya', 'Please enter a valid email address'],
    ['maya@example', 'Please enter a valid email address'],
    ['maya @example.com', 'Please enter a valid email address'],
    ['@example.com', 'Please enter a valid email address'],
  ])('refuses %j with %j and sends nothing', (typed, message) => {
    const { actor, forgotPassword } = start();
    type(actor, typed);
    actor.send({ type: 'forgot.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(view(actor).emailError).toBe(message);
    expect(forgotPassword).not.toHaveBeenCalled();
    type(actor, `${typed}x`);
    expect(view(actor).emailError).toBeNull();
  });

  it('normalises by trimming and lowercasing', () => {
    expect(normaliseEmail('  Maya@Example.COM ')).toBe('maya@example.com');
  });
});

describe('sending the reset code (spec 001 §2, §5, §8)', () => {
  it('sends the trimmed, lowercased e-mail, shows "Sending Reset Code...", then the panel and toast', async () => {
    const { actor, forgotPassword, toasts } = start();
    const answer = deferred<undefined>();
    forgotPassword.mockReturnValueOnce(answer.promise);
    type(actor, '  Maya@Example.COM ');
    actor.send({ type: 'forgot.submit' });

    expect(forgotPassword).toHaveBeenCalledWith({ email: 'maya@example.com' });
    expect(view(actor)).toMatchObject({
      isSending: true,
      canSubmit: false,
      submitLabel: 'Sending Reset Code...',
    });
    actor.send({ type: 'forgot.submit' });
    expect(forgotPassword).toHaveBeenCalledTimes(1);

    answer.resolve(undefined);
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('sent');
    expect(view(actor)).toMatchObject({
      isSent: true,
      isSending: false,
      sentTo: 'maya@example.com',
      submitLabel: 'Send Reset Code',
    });
    expect(toasts).toEqual([
      {
        type: 'toast',
        kind: 'success',
        message: 'Password reset instructions sent to your email!',
      },
    ]);
  });

  it('"Try Different Email" returns to the form with the e-mail as typed', async () => {
    const { actor, forgotPassword } = start();
    forgotPassword.mockResolvedValueOnce();
    type(actor, 'maya@example.com');
    actor.send({ type: 'forgot.submit' });
    await settled(actor);
    actor.send({ type: 'forgot.tryDifferentEmail' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(view(actor)).toMatchObject({
      email: 'maya@example.com',
      isSent: false,
      sentTo: null,
      canSubmit: true,
    });
    type(actor, 'arjun@example.com');
    forgotPassword.mockResolvedValueOnce();
    actor.send({ type: 'forgot.submit' });
    await settled(actor);
    expect(forgotPassword).toHaveBeenLastCalledWith({ email: 'arjun@example.com' });
    expect(view(actor).sentTo).toBe('arjun@example.com');
  });

  it.each([
    ['the server message', new Error('Too many requests'), 'Too many requests'],
    ['the fallback', new Error(''), 'Failed to send reset email. Please try again.'],
  ])('a failure shows %s on the form, which stays editable', async (_case, error, shown) => {
    const { actor, forgotPassword, toasts } = start();
    forgotPassword.mockRejectedValueOnce(error);
    type(actor, 'maya@example.com');
    actor.send({ type: 'forgot.submit' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(view(actor)).toMatchObject({ error: shown, isSent: false, canSubmit: true });
    expect(toasts).toEqual([]);
    type(actor, 'maya@example.org');
    expect(view(actor).error).toBeNull();
  });

  it('fails loudly when the app forgot to provide forgotPassword', async () => {
    const actor = createActor(forgotPasswordMachine).start();
    actor.send({ type: 'email.changed', value: 'maya@example.com' });
    actor.send({ type: 'forgot.submit' });
    await settled(actor);
    expect(actor.getSnapshot().context.error).toMatch(/"forgotPassword" effect was not provided/);
  });
});
