import { assign, emit } from 'xstate';
import type { EventObject } from 'xstate';
import { toast } from '../shared/feedback';
import { serverMessageOr } from '../shared/error-message';
import type { ToastEmitted } from '../shared/feedback';
import {
  RESEND_COOLDOWN_SECONDS,
  RESEND_SENDING_LABEL,
  RESEND_TICK_MS,
  resendCountdownLabel,
} from './constants';
import { emptyOtp } from './otp-input';
import type { OtpDigits } from './otp-input';

/**
 * The resend row shared by /verify-email ("Resend OTP") and /reset-password step 1 ("Resend Code"):
 * spec 001 §2 "a Resend ... button with countdown text "Resend in {n}s" or "Sending..."", §4 "Resend
 * starts a 60 second countdown and clears the boxes", §9 "resend cooldown 60 s".
 *
 * One builder gives a machine everything the region needs: named `actions`, `guards` and `delays` to
 * spread into its `setup(...)`, and the `states` of the region (ready → sending → coolingDown, one
 * tick a second, → ready) to place in its config. The machine keeps its own event, effect and texts.
 *
 * ```ts
 * const resend = resendCountdown({ types: {} as { context: Context; events: Event },
 *   resendEvent: 'x.resend', resendActor: 'resendX', sentToast: '...', failedFallback: '...' });
 * setup({ actions: { ...resend.actions }, guards: { ...resend.guards }, delays: { ...resend.delays } })
 *   .createMachine({ ... states: { resend: resend.states } });
 * ```
 */

/** What a machine with a resend countdown keeps in its context. */
export interface ResendCountdownContext {
  email: string;
  digits: OtpDigits;
  /** Inline error under the boxes; an error about the old code is cleared with it. */
  error: string | null;
  isResending: boolean;
  /** Seconds until the code can be resent again; 0 when it can. */
  resendCountdown: number;
}

/** The resend effect's input: the code goes to this e-mail again. */
export interface ResendCodeInput {
  email: string;
}

export interface ResendCountdownOptions<
  TContext extends ResendCountdownContext,
  TEvent extends EventObject,
  TResendEvent extends TEvent['type'],
  TResendActor extends string,
> {
  /** The machine's context and events, as in its `setup({ types })`: the actions are typed for it. */
  types: { context: TContext; events: TEvent };
  /** The event that asks for a new code ('verification.resend', 'reset.resendCode'). */
  resendEvent: TResendEvent;
  /** The machine's effect that sends it (provided by the app). */
  resendActor: TResendActor;
  /** Spec 001 §8 "Success toasts": shown once the new code is sent. */
  sentToast: string;
  /** Spec 001 §8 "Verification and reset fallbacks": the toast when the server says nothing. */
  failedFallback: string;
}

/**
 * The resend button's text: "Sending..." while the request is under way, "Resend in {n}s" during
 * the countdown, else the screen's own label (spec 001 §2).
 */
export function resendButtonLabel(
  context: Pick<ResendCountdownContext, 'isResending' | 'resendCountdown'>,
  readyLabel: string,
): string {
  if (context.isResending) return RESEND_SENDING_LABEL;
  if (context.resendCountdown > 0) return resendCountdownLabel(context.resendCountdown);
  return readyLabel;
}

/**
 * The region's actions, guards, delays and states for the machine whose context and events
 * `options.types` names (only their types are used, as with `setup`'s `types`).
 */
export function resendCountdown<
  TContext extends ResendCountdownContext,
  TEvent extends EventObject,
  const TResendEvent extends TEvent['type'],
  const TResendActor extends string,
>(options: ResendCountdownOptions<TContext, TEvent, TResendEvent, TResendActor>) {
  // `assign` on a context known only by its constraint: each update names fields of
  // ResendCountdownContext only, so the cast to the machine's partial context is sound.
  const update = (fields: Partial<ResendCountdownContext>) => fields as Partial<TContext>;
  // `never` actors, actions, guards and delays: these actions use none, so they fit any machine.
  const assignContext = (fields: Partial<ResendCountdownContext>) =>
    assign<TContext, TEvent, undefined, TEvent, never>(() => update(fields));

  const actions = {
    startResending: assignContext({ isResending: true }),
    stopResending: assignContext({ isResending: false }),
    // The new code replaces the old one: the boxes and any error about the old code are cleared.
    startResendCountdown: assignContext({
      resendCountdown: RESEND_COOLDOWN_SECONDS,
      digits: emptyOtp(),
      error: null,
    }),
    tickResendCountdown: assign<TContext, TEvent, undefined, TEvent, never>(({ context }) =>
      update({ resendCountdown: context.resendCountdown - 1 }),
    ),
    endResendCountdown: assignContext({ resendCountdown: 0 }),
    toastCodeResent: emit<TContext, TEvent, undefined, TEvent, ToastEmitted>(
      toast('success', options.sentToast),
    ),
    toastResendFailed: emit<TContext, TEvent, { error: unknown }, TEvent, ToastEmitted>(
      (_, params) => toast('error', serverMessageOr(params.error, options.failedFallback)),
    ),
  };

  const guards = {
    isResendCountdownEnding: ({ context }: { context: TContext }) => context.resendCountdown <= 1,
  };

  const delays = { resendTick: RESEND_TICK_MS };

  // The event's name is the machine's own: a computed key, typed back to that one name.
  const readyTransitions = { [options.resendEvent]: { target: 'sending' } } as Record<
    TResendEvent,
    { readonly target: 'sending' }
  >;

  const states = {
    initial: 'ready',
    states: {
      ready: { on: readyTransitions },
      sending: {
        tags: 'busy',
        entry: 'startResending',
        exit: 'stopResending',
        invoke: {
          src: options.resendActor,
          input: ({ context }: { context: TContext }): ResendCodeInput => ({
            email: context.email,
          }),
          onDone: { target: 'coolingDown', actions: ['startResendCountdown', 'toastCodeResent'] },
          onError: {
            target: 'ready',
            actions: {
              type: 'toastResendFailed',
              params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
            },
          },
        },
      },
      /** Resend is refused while the countdown runs (spec 001 §4, §9). */
      coolingDown: {
        after: {
          resendTick: [
            { guard: 'isResendCountdownEnding', target: 'ready', actions: 'endResendCountdown' },
            { target: 'coolingDown', reenter: true, actions: 'tickResendCountdown' },
          ],
        },
      },
    },
  } as const;

  return { actions, guards, delays, states };
}
