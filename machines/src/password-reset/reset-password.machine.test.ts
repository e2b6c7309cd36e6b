import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  advanceSeconds,
  collectToasts,
  deferred,
  settled,
  simulatedClock,
  statePath,
} from '../shared/test-support';
import {
  passwordChecklist,
  createResetPasswordMachine,
  selectResetPassword,
} from './reset-password.machine';
import type {
  ResendResetOtpInput,
  ResetPasswordActorRef,
  ResetPasswordRequest,
  VerifyResetOtpInput,
  VerifyResetOtpOutput,
} from './reset-password.machine';

const EMAIL = 'maya@example.com';
const TOKEN = 'reset-token-1';
const unexpected = (effect: string) => () =>
  Promise.reject(new Error(`test: unexpected call of ${effect}`));

function start() {
  const clock = simulatedClock();
  const verifyResetOtp = vi.fn<(input: VerifyResetOtpInput) => Promise<VerifyResetOtpOutput>>(
    unexpected('verifyResetOtp'),
  );
  const resendResetOtp = vi.fn<(input: ResendResetOtpInput) => Promise<void>>(
    unexpected('resendResetOtp'),
  );
  const resetPassword = vi.fn<(input: ResetPasswordRequest) => Promise<void>>(
    unexpected('resetPassword'),
  );
  const machine = createResetPasswordMachine({ verifyResetOtp, resendResetOtp, resetPassword });
  const actor = createActor(machine, { input: { email: EMAIL }, clock });
  const toasts = collectToasts(actor);
  actor.start();
  return { actor, clock, verifyResetOtp, resendResetOtp, resetPassword, toasts };
}
type Started = ReturnType<typeof start>;

const view = (actor: ResetPasswordActorRef) => selectResetPassword(actor.getSnapshot());
const stateOf = (actor: ResetPasswordActorRef) => statePath(actor.getSnapshot().value);
const setPasswords = (actor: ResetPasswordActorRef, password: string, confirmation: string) => {
  actor.send({ type: 'password.changed', value: password });
  actor.send({ type: 'password.confirmationChanged', value: confirmation });
};

/** Verifies a code so the screen is on step 2. */
async function toStepTwo({ actor, verifyResetOtp }: Started) {
  verifyResetOtp.mockResolvedValueOnce({ resetToken: TOKEN });
  actor.send({ type: 'otp.pasted', text: '135790' });
  actor.send({ type: 'reset.verifyCode' });
  await settled(actor);
}

describe('step 1 "Verify Code" (spec 001 §2 "Reset password", §4, §5, §8)', () => {
  it('starts on step 1 with six empty boxes; the back link leaves for /forgot-password', () => {
    const { actor } = start();
    expect(stateOf(actor)).toBe('verifyCode.code.idle,verifyCode.resend.ready');
    expect(view(actor)).toMatchObject({
      step: 'verifyCode',
      back: 'forgotPassword',
      email: EMAIL,
      digits: ['', '', '', '', '', ''],
      canVerifyCode: false,
      canResend: true,
      verifyLabel: 'Verify Code',
      resendLabel: 'Resend Code',
      error: null,
    });
    // Step 1 has no in-machine back: the app navigates.
    actor.send({ type: 'reset.back' });
    expect(view(actor).step).toBe('verifyCode');
  });

  it('takes digits only, pastes at most six, and backspaces', () => {
    const { actor } = start();
    actor.send({ type: 'otp.pasted', text: '9-8-7-6-5-4-3' });
    expect(view(actor).digits).toEqual(['9', '8', '7', '6', '5', '4']);
    expect(view(actor).canVerifyCode).toBe(true);
    actor.send({ type: 'otp.changed', index: 5, value: 'x' });
    expect(view(actor).digits).toEqual(['9', '8', '7', '6', '5', '4']);
    actor.send({ type: 'otp.backspaced', index: 5 });
    actor.send({ type: 'otp.changed', index: 5, value: '0' });
    expect(view(actor).digits).toEqual(['9', '8', '7', '6', '5', '0']);
  });

  it('refuses an incomplete code with "Please enter all 6 digits"', () => {
    const { actor, verifyResetOtp } = start();
    actor.send({ type: 'otp.pasted', text: '123' });
    actor.send({ type: 'reset.verifyCode' });
    expect(view(actor).error).toBe('Please enter all 6 digits');
    expect(verifyResetOtp).not.toHaveBeenCalled();
  });

  it('verifies e-mail and code, keeps the reset token, toasts and moves to step 2', async () => {
    const started = start();
    const { actor, verifyResetOtp, toasts } = started;
    const answer = deferred<VerifyResetOtpOutput>();
    verifyResetOtp.mockReturnValueOnce(answer.promise);
    actor.send({ type: 'otp.pasted', text: '135790' });
    actor.send({ type: 'reset.verifyCode' });
    expect(verifyResetOtp).toHaveBeenCalledWith({ email: EMAIL, otp: '135790' });
    expect(view(actor)).toMatchObject({
      isVerifyingCode: true,
      canVerifyCode: false,
      verifyLabel: 'Verifying...',
    });
    actor.send({ type: 'reset.verifyCode' });
    expect(verifyResetOtp).toHaveBeenCalledTimes(1);

    answer.resolve({ resetToken: TOKEN });
    await settled(actor);
    expect(stateOf(actor)).toBe('newPassword.editing');
    expect(actor.getSnapshot().context.resetToken).toBe(TOKEN);
    expect(view(actor)).toMatchObject({
      step: 'newPassword',
      back: 'verifyCode',
      isVerifyingCode: false,
      canSubmitPassword: false,
    });
    expect(toasts).toEqual([
      { type: 'toast', kind: 'success', message: 'Code verified! Now create your new password.' },
    ]);
  });

  it.each([
    ['the server message', new Error('Invalid or expired code'), 'Invalid or expired code'],
    ['the fallback', new Error(''), 'Verification failed. Please try again.'],
  ])('a refused code shows %s and stays on step 1', async (_case, error, shown) => {
    const { actor, verifyResetOtp } = start();
    verifyResetOtp.mockRejectedValueOnce(error);
    actor.send({ type: 'otp.pasted', text: '000000' });
    actor.send({ type: 'reset.verifyCode' });
    await settled(actor);
    expect(stateOf(actor)).toBe('verifyCode.code.idle,verifyCode.resend.ready');
    expect(view(actor)).toMatchObject({ error: shown, canVerifyCode: true });
    expect(actor.getSnapshot().context.resetToken).toBeNull();
  });

  it('resend: "Sending...", then boxes cleared, toast, and a 60 s countdown with resend disabled', async () => {
    const { actor, clock, resendResetOtp, toasts } = start();
    const answer = deferred<undefined>();
    resendResetOtp.mockReturnValueOnce(answer.promise);
    actor.send({ type: 'otp.pasted', text: '4444' });
    actor.send({ type: 'reset.resendCode' });
    expect(resendResetOtp).toHaveBeenCalledWith({ email: EMAIL });
    expect(view(actor)).toMatchObject({ resendLabel: 'Sending...', canResend: false });
    answer.resolve(undefined);
    await settled(actor);
    expect(view(actor)).toMatchObject({
      digits: ['', '', '', '', '', ''],
      resendCountdown: 60,
      resendLabel: 'Resend in 60s',
      canResend: false,
    });
    expect(toasts).toEqual([
      { type: 'toast', kind: 'success', message: 'New reset code sent! Check your email.' },
    ]);

    advanceSeconds(clock, 15);
    expect(view(actor).resendLabel).toBe('Resend in 45s');
    actor.send({ type: 'reset.resendCode' });
    expect(resendResetOtp).toHaveBeenCalledTimes(1);
    advanceSeconds(clock, 44);
    expect(view(actor).resendLabel).toBe('Resend in 1s');
    advanceSeconds(clock, 1);
    expect(view(actor)).toMatchObject({
      resendCountdown: 0,
      resendLabel: 'Resend Code',
      canResend: true,
    });
    expect(stateOf(actor)).toBe('verifyCode.code.idle,verifyCode.resend.ready');
  });

  it.each([
    ['the server message', new Error('Please wait 60 seconds'), 'Please wait 60 seconds'],
    ['the fallback', new Error(''), 'Failed to resend code. Please try again.'],
  ])('a failed resend toasts %s and starts no countdown', async (_case, error, shown) => {
    const { actor, resendResetOtp, toasts } = start();
    resendResetOtp.mockRejectedValueOnce(error);
    actor.send({ type: 'reset.resendCode' });
    await settled(actor);
    expect(view(actor)).toMatchObject({ resendCountdown: 0, canResend: true });
    expect(toasts).toEqual([{ type: 'toast', kind: 'error', message: shown }]);
  });
});

describe('step 2 "New Password" (spec 001 §2, §5; RESOLUTIONS 24.15)', () => {
  it.each([
    ['', { hasMinLength: false, hasLetters: false, hasNumbers: false }],
    ['abcdef', { hasMinLength: true, hasLetters: true, hasNumbers: false }],
    ['12345', { hasMinLength: false, hasLetters: false, hasNumbers: true }],
    ['trip42', { hasMinLength: true, hasLetters: true, hasNumbers: true }],
    ['été2', { hasMinLength: false, hasLetters: true, hasNumbers: true }],
  ])('the live checklist for %j', async (password, checklist) => {
    expect(passwordChecklist(password)).toEqual(checklist);
    const started = start();
    await toStepTwo(started);
    started.actor.send({ type: 'password.changed', value: password });
    expect(view(started.actor).checklist).toEqual(checklist);
  });

  it('shows "Passwords do not match" under the confirmation while they differ', async () => {
    const started = start();
    await toStepTwo(started);
    const { actor } = started;
    actor.send({ type: 'password.changed', value: 'travel123' });
    expect(view(actor).mismatchMessage).toBeNull(); // nothing typed in the confirmation yet
    actor.send({ type: 'password.confirmationChanged', value: 'travel' });
    expect(view(actor).mismatchMessage).toBe('Passwords do not match');
    expect(view(actor).canSubmitPassword).toBe(false);
    actor.send({ type: 'password.confirmationChanged', value: 'travel123' });
    expect(view(actor).mismatchMessage).toBeNull();
    expect(view(actor).canSubmitPassword).toBe(true);
  });

  it.each([
    ['both empty', '', '', 'Password must be at least 6 characters long'],
    ['equal but short', 'ab1', 'ab1', 'Password must be at least 6 characters long'],
    ['long enough but different', 'travel123', 'travel124', 'Passwords do not match'],
    ['confirmation missing', 'travel123', '', 'Passwords do not match'],
  ])('refuses to submit %s', async (_case, password, confirmation, message) => {
    const started = start();
    await toStepTwo(started);
    const { actor, resetPassword } = started;
    setPasswords(actor, password, confirmation);
    actor.send({ type: 'reset.submit' });
    expect(stateOf(actor)).toBe('newPassword.editing');
    expect(view(actor).error).toBe(message);
    expect(resetPassword).not.toHaveBeenCalled();
    actor.send({ type: 'password.changed', value: `${password}x` });
    expect(view(actor).error).toBeNull();
  });

  it('resets with the token, shows "Resetting Password...", then ends done with the login message', async () => {
    const started = start();
    await toStepTwo(started);
    const { actor, resetPassword } = started;
    const answer = deferred<undefined>();
    resetPassword.mockReturnValueOnce(answer.promise);
    setPasswords(actor, 'newTrip2026', 'newTrip2026');
    actor.send({ type: 'reset.submit' });
    expect(resetPassword).toHaveBeenCalledWith({ resetToken: TOKEN, newPassword: 'newTrip2026' });
    expect(view(actor)).toMatchObject({
      isResetting: true,
      canSubmitPassword: false,
      submitLabel: 'Resetting Password...',
    });
    // No back link while the request is under way; a second press sends nothing.
    actor.send({ type: 'reset.back' });
    actor.send({ type: 'reset.submit' });
    expect(resetPassword).toHaveBeenCalledTimes(1);

    answer.resolve(undefined);
    await settled(actor);
    const snapshot = actor.getSnapshot();
    expect(snapshot.status).toBe('done');
    expect(snapshot.output).toEqual({
      email: EMAIL,
      loginMessage: 'Password reset successful! You can now log in with your new password.',
    });
    expect(selectResetPassword(snapshot)).toMatchObject({ step: 'done', isResetting: false });
  });

  it.each([
    [
      'the server message',
      new Error('Reset token is invalid or expired'),
      'Reset token is invalid or expired',
    ],
    ['the fallback', new Error(''), 'Password reset failed. Please try again.'],
  ])('a failed reset shows %s and keeps the fields', async (_case, error, shown) => {
    const started = start();
    await toStepTwo(started);
    const { actor, resetPassword } = started;
    resetPassword.mockRejectedValueOnce(error);
    setPasswords(actor, 'travel456', 'travel456');
    actor.send({ type: 'reset.submit' });
    await settled(actor);
    expect(stateOf(actor)).toBe('newPassword.editing');
    expect(view(actor)).toMatchObject({
      error: shown,
      newPassword: 'travel456',
      confirmPassword: 'travel456',
      canSubmitPassword: true,
      submitLabel: 'Reset Password',
    });
  });

  it('the back link returns to step 1, dropping the token and the passwords', async () => {
    const started = start();
    await toStepTwo(started);
    const { actor, verifyResetOtp } = started;
    setPasswords(actor, 'travel456', 'travel4');
    actor.send({ type: 'reset.back' });
    expect(stateOf(actor)).toBe('verifyCode.code.idle,verifyCode.resend.ready');
    expect(actor.getSnapshot().context).toMatchObject({
      resetToken: null,
      newPassword: '',
      confirmPassword: '',
      error: null,
    });
    expect(view(actor)).toMatchObject({
      step: 'verifyCode',
      back: 'forgotPassword',
      digits: ['1', '3', '5', '7', '9', '0'],
      canVerifyCode: true,
    });
    // Verifying again gives a new token.
    verifyResetOtp.mockResolvedValueOnce({ resetToken: 'reset-token-2' });
    actor.send({ type: 'reset.verifyCode' });
    await settled(actor);
    expect(actor.getSnapshot().context.resetToken).toBe('reset-token-2');
  });

  it('leaving step 1 during a countdown ends it; step 1 starts afresh on return', async () => {
    const started = start();
    const { actor, clock, resendResetOtp } = started;
    resendResetOtp.mockResolvedValueOnce();
    actor.send({ type: 'reset.resendCode' });
    await settled(actor);
    advanceSeconds(clock, 10);
    await toStepTwo(started);
    expect(view(actor).resendCountdown).toBe(0);
    advanceSeconds(clock, 60);
    expect(view(actor).step).toBe('newPassword');
    actor.send({ type: 'reset.back' });
    expect(view(actor)).toMatchObject({ canResend: true, resendLabel: 'Resend Code' });
  });
});
