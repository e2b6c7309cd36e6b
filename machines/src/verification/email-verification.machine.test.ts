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
  createEmailVerificationMachine,
  emailVerificationMachine,
  selectEmailVerification,
} from './email-verification.machine';
import type {
  EmailVerificationActorRef,
  ResendOtpInput,
  VerifyOtpInput,
} from './email-verification.machine';

const EMAIL = 'newbie@example.com';
const unexpected = (effect: string) => () =>
  Promise.reject(new Error(`test: unexpected call of ${effect}`));

function start() {
  const clock = simulatedClock();
  const verifyOtp = vi.fn<(input: VerifyOtpInput) => Promise<void>>(unexpected('verifyOtp'));
  const resendOtp = vi.fn<(input: ResendOtpInput) => Promise<void>>(unexpected('resendOtp'));
  const machine = createEmailVerificationMachine({ verifyOtp, resendOtp });
  const actor = createActor(machine, { input: { email: EMAIL }, clock });
  const toasts = collectToasts(actor);
  actor.start();
  return { actor, clock, verifyOtp, resendOtp, toasts };
}

const view = (actor: EmailVerificationActorRef) => selectEmailVerification(actor.getSnapshot());
const stateOf = (actor: EmailVerificationActorRef) => statePath(actor.getSnapshot().value);
const paste = (actor: EmailVerificationActorRef, text: string) =>
  actor.send({ type: 'otp.pasted', text });

describe('entering the code (spec 001 §2 "Verify email", §5)', () => {
  it('starts with the e-mail, six empty boxes, verify disabled and resend available', () => {
    const { actor } = start();
    expect(stateOf(actor)).toBe('entering.code.idle,entering.resend.ready');
    expect(view(actor)).toEqual({
      email: EMAIL,
      digits: ['', '', '', '', '', ''],
      error: null,
      isVerifying: false,
      isResending: false,
      resendCountdown: 0,
      canVerify: false,
      canResend: true,
      verifyLabel: 'Verify Email',
      resendLabel: 'Resend OTP',
      isVerified: false,
    });
  });

  it('takes one digit per box and refuses other characters', () => {
    const { actor } = start();
    actor.send({ type: 'otp.changed', index: 0, value: '4' });
    actor.send({ type: 'otp.changed', index: 1, value: 'a' });
    actor.send({ type: 'otp.changed', index: 2, value: '7' });
    expect(view(actor).digits).toEqual(['4', '', '7', '', '', '']);
    // Typing into a filled box keeps the newest character only.
    actor.send({ type: 'otp.changed', index: 2, value: '79' });
    expect(view(actor).digits).toEqual(['4', '', '9', '', '', '']);
    actor.send({ type: 'otp.changed', index: 0, value: '' });
    expect(view(actor).digits).toEqual(['', '', '9', '', '', '']);
  });

  it('keeps only the digits of pasted text, at most six, from the first box', () => {
    const { actor } = start();
    paste(actor, ' 12-34 5a6789');
    expect(view(actor).digits).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(view(actor).canVerify).toBe(true);
    paste(actor, 'code: 98');
    expect(view(actor).digits).toEqual(['9', '8', '', '', '', '']);
    expect(view(actor).canVerify).toBe(false);
  });

  it('backspace empties a filled box, or the previous one from an empty box', () => {
    const { actor } = start();
    paste(actor, '123');
    actor.send({ type: 'otp.backspaced', index: 2 });
    expect(view(actor).digits).toEqual(['1', '2', '', '', '', '']);
    actor.send({ type: 'otp.backspaced', index: 2 });
    expect(view(actor).digits).toEqual(['1', '', '', '', '', '']);
  });

  it('refuses to verify an incomplete code: "Please enter all 6 digits", nothing sent', () => {
    const { actor, verifyOtp } = start();
    paste(actor, '12345');
    expect(view(actor).canVerify).toBe(false);
    actor.send({ type: 'verification.verify' });
    expect(stateOf(actor)).toBe('entering.code.idle,entering.resend.ready');
    expect(view(actor).error).toBe('Please enter all 6 digits');
    expect(verifyOtp).not.toHaveBeenCalled();
    // The next edit clears the message.
    actor.send({ type: 'otp.changed', index: 5, value: '6' });
    expect(view(actor).error).toBeNull();
  });
});

describe('verifying (spec 001 §4 "E-mail verification", §8)', () => {
  it('sends e-mail and code, shows "Verifying...", then ends verified with the login message', async () => {
    const { actor, verifyOtp, toasts } = start();
    const answer = deferred<undefined>();
    verifyOtp.mockReturnValueOnce(answer.promise);
    paste(actor, '246810');
    actor.send({ type: 'verification.verify' });

    expect(verifyOtp).toHaveBeenCalledWith({ email: EMAIL, otp: '246810' });
    expect(stateOf(actor)).toBe('entering.code.verifying,entering.resend.ready');
    expect(view(actor)).toMatchObject({
      isVerifying: true,
      canVerify: false,
      verifyLabel: 'Verifying...',
    });
    // Disabled while loading: a second press sends nothing.
    actor.send({ type: 'verification.verify' });
    expect(verifyOtp).toHaveBeenCalledTimes(1);

    answer.resolve(undefined);
    await settled(actor);
    const snapshot = actor.getSnapshot();
    expect(snapshot.status).toBe('done');
    expect(snapshot.value).toBe('verified');
    expect(snapshot.output).toEqual({
      email: EMAIL,
      loginMessage: 'Email verified successfully! You can now log in.',
    });
    expect(selectEmailVerification(snapshot)).toMatchObject({
      isVerified: true,
      isVerifying: false,
      canVerify: false,
    });
    expect(toasts).toEqual([
      {
        type: 'toast',
        kind: 'success',
        message: 'Email verified successfully! Welcome to the product!',
      },
    ]);
  });

  it.each([
    ['the server message', new Error('Invalid or expired OTP'), 'Invalid or expired OTP'],
    ['the fallback without one', new Error(''), 'Verification failed. Please try again.'],
    ['the fallback for a non-error', undefined, 'Verification failed. Please try again.'],
  ])('a refused code shows %s and lets the user try again', async (_case, error, shown) => {
    const { actor, verifyOtp, toasts } = start();
    verifyOtp.mockRejectedValueOnce(error);
    paste(actor, '111111');
    actor.send({ type: 'verification.verify' });
    await settled(actor);
    expect(stateOf(actor)).toBe('entering.code.idle,entering.resend.ready');
    expect(view(actor)).toMatchObject({ error: shown, isVerifying: false, canVerify: true });
    expect(view(actor).digits).toEqual(['1', '1', '1', '1', '1', '1']);
    expect(toasts).toEqual([]);

    verifyOtp.mockResolvedValueOnce();
    actor.send({ type: 'verification.verify' });
    expect(view(actor).error).toBeNull(); // cleared when verifying again
    await settled(actor);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('fails loudly when the app forgot to provide verifyOtp', async () => {
    const actor = createActor(emailVerificationMachine, { input: { email: EMAIL } }).start();
    actor.send({ type: 'otp.pasted', text: '123456' });
    actor.send({ type: 'verification.verify' });
    await settled(actor);
    expect(actor.getSnapshot().context.error).toMatch(/"verifyOtp" effect was not provided/);
  });
});

describe('resending the code (spec 001 §2, §4: 60 s countdown that clears the boxes; §8)', () => {
  it('shows "Sending...", then clears the boxes, toasts, and counts down 60 → 0 a second at a time', async () => {
    const { actor, clock, resendOtp, toasts } = start();
    const answer = deferred<undefined>();
    resendOtp.mockReturnValueOnce(answer.promise);
    paste(actor, '123456');
    actor.send({ type: 'verification.resend' });

    expect(resendOtp).toHaveBeenCalledWith({ email: EMAIL });
    expect(view(actor)).toMatchObject({
      isResending: true,
      canResend: false,
      resendLabel: 'Sending...',
    });
    actor.send({ type: 'verification.resend' });
    expect(resendOtp).toHaveBeenCalledTimes(1);

    answer.resolve(undefined);
    await settled(actor);
    expect(stateOf(actor)).toBe('entering.code.idle,entering.resend.coolingDown');
    expect(view(actor)).toMatchObject({
      digits: ['', '', '', '', '', ''],
      isResending: false,
      resendCountdown: 60,
      resendLabel: 'Resend in 60s',
      canResend: false,
      canVerify: false,
    });
    expect(toasts).toEqual([
      { type: 'toast', kind: 'success', message: 'New OTP sent successfully! Check your email.' },
    ]);

    clock.increment(999);
    expect(view(actor).resendLabel).toBe('Resend in 60s');
    clock.increment(1);
    expect(view(actor).resendLabel).toBe('Resend in 59s');
    advanceSeconds(clock, 29); // 30 s after the resend
    expect(view(actor).resendLabel).toBe('Resend in 30s');

    // Disabled during the countdown: a press sends nothing.
    actor.send({ type: 'verification.resend' });
    expect(resendOtp).toHaveBeenCalledTimes(1);

    advanceSeconds(clock, 29); // 59 s
    expect(view(actor)).toMatchObject({ resendCountdown: 1, resendLabel: 'Resend in 1s' });
    advanceSeconds(clock, 1); // 60 s
    expect(stateOf(actor)).toBe('entering.code.idle,entering.resend.ready');
    expect(view(actor)).toMatchObject({
      resendCountdown: 0,
      resendLabel: 'Resend OTP',
      canResend: true,
    });

    // Usable again, and a second resend starts a fresh countdown.
    resendOtp.mockResolvedValueOnce();
    actor.send({ type: 'verification.resend' });
    await settled(actor);
    expect(resendOtp).toHaveBeenCalledTimes(2);
    expect(view(actor).resendCountdown).toBe(60);
  });

  it('keeps the code editable and verifiable during the countdown', async () => {
    const { actor, clock, resendOtp, verifyOtp } = start();
    resendOtp.mockResolvedValueOnce();
    actor.send({ type: 'verification.resend' });
    await settled(actor);
    advanceSeconds(clock, 10);
    paste(actor, '654321');
    verifyOtp.mockResolvedValueOnce();
    actor.send({ type: 'verification.verify' });
    await settled(actor);
    expect(verifyOtp).toHaveBeenCalledWith({ email: EMAIL, otp: '654321' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('clears an earlier error about the old code once a new one is sent', async () => {
    const { actor, resendOtp } = start();
    actor.send({ type: 'verification.verify' });
    expect(view(actor).error).toBe('Please enter all 6 digits');
    resendOtp.mockResolvedValueOnce();
    actor.send({ type: 'verification.resend' });
    await settled(actor);
    expect(view(actor).error).toBeNull();
  });

  it.each([
    [
      'the server message',
      new Error('Please wait before requesting a new code'),
      'Please wait before requesting a new code',
    ],
    ['the fallback', new Error(''), 'Failed to resend OTP. Please try again.'],
  ])(
    'a failed resend toasts %s, keeps the boxes and starts no countdown',
    async (_case, error, shown) => {
      const { actor, clock, resendOtp, toasts } = start();
      resendOtp.mockRejectedValueOnce(error);
      paste(actor, '12');
      actor.send({ type: 'verification.resend' });
      await settled(actor);
      expect(stateOf(actor)).toBe('entering.code.idle,entering.resend.ready');
      expect(view(actor)).toMatchObject({
        digits: ['1', '2', '', '', '', ''],
        resendCountdown: 0,
        canResend: true,
        resendLabel: 'Resend OTP',
        error: null,
      });
      expect(toasts).toEqual([{ type: 'toast', kind: 'error', message: shown }]);
      advanceSeconds(clock, 5);
      expect(view(actor).resendCountdown).toBe(0);
    },
  );
});
