import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, setup } from 'xstate';
import type { ToastEmitted } from '../shared/feedback';
import {
  advanceSeconds,
  collectToasts,
  settled,
  simulatedClock,
  statePath,
} from '../shared/test-support';
import { emptyOtp } from './otp-input';
import { resendButtonLabel, resendCountdown } from './resend-countdown';
import type { ResendCodeInput, ResendCountdownContext } from './resend-countdown';

describe('the resend button text (spec 001 §2 "Resend in {n}s" or "Sending...")', () => {
  it.each([
    [{ isResending: true, resendCountdown: 0 }, 'Sending...'],
    [{ isResending: true, resendCountdown: 12 }, 'Sending...'],
    [{ isResending: false, resendCountdown: 60 }, 'Resend in 60s'],
    [{ isResending: false, resendCountdown: 1 }, 'Resend in 1s'],
    [{ isResending: false, resendCountdown: 0 }, 'Resend Code'],
  ])('%j reads %j', (context, label) => {
    expect(resendButtonLabel(context, 'Resend Code')).toBe(label);
  });
});

/** A machine of its own around the region: the builder fits any event and effect names. */
type DemoEvent = { type: 'demo.resend' } | { type: 'demo.other' };

function startDemo(resendCode: (input: ResendCodeInput) => Promise<void>) {
  const resend = resendCountdown({
    types: {} as { context: ResendCountdownContext; events: DemoEvent },
    resendEvent: 'demo.resend',
    resendActor: 'sendDemoCode',
    sentToast: 'Sent again.',
    failedFallback: 'Could not send.',
  });
  const machine = setup({
    types: {
      context: {} as ResendCountdownContext,
      events: {} as DemoEvent,
      emitted: {} as ToastEmitted,
      tags: {} as 'busy',
    },
    actors: {
      sendDemoCode: fromPromise(async ({ input }: { input: ResendCodeInput }) => {
        await resendCode(input);
      }),
    },
    actions: resend.actions,
    guards: resend.guards,
    delays: resend.delays,
  }).createMachine({
    context: {
      email: 'demo@example.com',
      digits: ['1', '2', '3', '', '', ''],
      error: 'Invalid code',
      isResending: false,
      resendCountdown: 0,
    },
    initial: 'resend',
    states: { resend: resend.states },
  });
  const clock = simulatedClock();
  const actor = createActor(machine, { clock });
  const toasts = collectToasts(actor);
  actor.start();
  return { actor, clock, toasts };
}

describe('the resend countdown region (spec 001 §4 "Resend starts a 60 second countdown and clears the boxes")', () => {
  it('sends, clears the code and its error, counts 60 s down a second at a time, then is ready', async () => {
    const resendCode = vi.fn(() => Promise.resolve());
    const { actor, clock, toasts } = startDemo(resendCode);
    actor.send({ type: 'demo.other' });
    expect(statePath(actor.getSnapshot().value)).toBe('resend.ready');

    actor.send({ type: 'demo.resend' });
    expect(actor.getSnapshot().context.isResending).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settled(actor);

    expect(resendCode).toHaveBeenCalledWith({ email: 'demo@example.com' });
    expect(statePath(actor.getSnapshot().value)).toBe('resend.coolingDown');
    expect(actor.getSnapshot().context).toMatchObject({
      digits: emptyOtp(),
      error: null,
      isResending: false,
      resendCountdown: 60,
    });
    expect(toasts).toEqual([{ type: 'toast', kind: 'success', message: 'Sent again.' }]);

    actor.send({ type: 'demo.resend' });
    expect(resendCode).toHaveBeenCalledTimes(1);
    advanceSeconds(clock, 59);
    expect(actor.getSnapshot().context.resendCountdown).toBe(1);
    advanceSeconds(clock, 1);
    expect(statePath(actor.getSnapshot().value)).toBe('resend.ready');
    expect(actor.getSnapshot().context.resendCountdown).toBe(0);
  });

  it('a refused resend toasts the server message or the fallback and keeps the code', async () => {
    const resendCode = vi
      .fn<(input: ResendCodeInput) => Promise<void>>()
      .mockRejectedValueOnce(new Error('Please wait before asking again.'))
      .mockRejectedValueOnce(new Error(''));
    const { actor, toasts } = startDemo(resendCode);
    actor.send({ type: 'demo.resend' });
    await settled(actor);
    actor.send({ type: 'demo.resend' });
    await settled(actor);

    expect(statePath(actor.getSnapshot().value)).toBe('resend.ready');
    expect(actor.getSnapshot().context).toMatchObject({
      digits: ['1', '2', '3', '', '', ''],
      error: 'Invalid code',
      resendCountdown: 0,
    });
    expect(toasts.map(({ kind, message }) => [kind, message])).toEqual([
      ['error', 'Please wait before asking again.'],
      ['error', 'Could not send.'],
    ]);
  });
});
