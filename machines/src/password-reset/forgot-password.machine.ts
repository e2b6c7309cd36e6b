import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { toast } from '../shared/feedback';
import { serverMessageOr } from '../shared/error-message';
import type { ToastEmitted } from '../shared/feedback';
import {
  EMAIL_INVALID,
  EMAIL_PATTERN,
  EMAIL_REQUIRED,
  RESET_INSTRUCTIONS_SENT_TOAST,
  SEND_RESET_CODE_LABEL,
  SEND_RESET_EMAIL_FAILED,
  SENDING_RESET_CODE_LABEL,
} from './constants';

/**
 * The "Forgot password" screen (spec 001 §2 "Forgot password", §5, §8): editing → sending → sent
 * (the "Check Your Email" panel); "Try Different Email" goes back to the form.
 *
 * The request is the provided actor `forgotPassword({ email })`; the e-mail is sent trimmed and
 * lowercased. The success toast is emitted (`toast`).
 */

export interface ForgotPasswordInput {
  email: string;
}
export interface ForgotPasswordContext {
  /** The field as typed. */
  email: string;
  /** Under the field: required or pattern. */
  emailError: string | null;
  /** The request's failure: the server message or the fallback. */
  error: string | null;
  /** The normalised e-mail the code was sent to: "I Have the Code" passes it to /reset-password. */
  sentTo: string | null;
}
export type ForgotPasswordEvent =
  | { type: 'email.changed'; value: string }
  | { type: 'forgot.submit' }
  | { type: 'forgot.tryDifferentEmail' };

/** Spec 001 §5: "sent lowercased and trimmed". */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    emitted: {} as ToastEmitted,
    tags: {} as 'busy',
  },
  actors: {
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type
    forgotPassword: fromPromise<void, ForgotPasswordInput>(() =>
      Promise.reject(
        new Error(
          'forgot password: the "forgotPassword" effect was not provided (forgotPasswordMachine.provide)',
        ),
      ),
    ),
  },
  actions: {
    changeEmail: assign(({ event }) => {
      assertEvent(event, 'email.changed');
      return { email: event.value, emailError: null, error: null };
    }),
    showEmailError: assign((_, params: { emailError: string }) => ({
      emailError: params.emailError,
    })),
  },
  guards: {
    isEmailMissing: ({ context }) => context.email.trim() === '',
    isEmailMalformed: ({ context }) => !EMAIL_PATTERN.test(normaliseEmail(context.email)),
  },
}).createMachine({
  id: 'forgotPassword',
  context: { email: '', emailError: null, error: null, sentTo: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'email.changed': { actions: 'changeEmail' },
        'forgot.submit': [
          {
            guard: 'isEmailMissing',
            actions: { type: 'showEmailError', params: { emailError: EMAIL_REQUIRED } },
          },
          {
            guard: 'isEmailMalformed',
            actions: { type: 'showEmailError', params: { emailError: EMAIL_INVALID } },
          },
          { target: 'sending' },
        ],
      },
    },
    sending: {
      tags: 'busy',
      entry: assign({ emailError: null, error: null }),
      invoke: {
        src: 'forgotPassword',
        input: ({ context }) => ({ email: normaliseEmail(context.email) }),
        onDone: {
          target: 'sent',
          actions: [
            assign(({ context }) => ({ sentTo: normaliseEmail(context.email) })),
            emit(toast('success', RESET_INSTRUCTIONS_SENT_TOAST)),
          ],
        },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => ({
            error: serverMessageOr(event.error, SEND_RESET_EMAIL_FAILED),
          })),
        },
      },
    },
    /** The "Check Your Email" panel. */
    sent: {
      on: {
        // Back to the form with the e-mail as typed, ready to correct.
        'forgot.tryDifferentEmail': { target: 'editing', actions: assign({ sentTo: null }) },
      },
    },
  },
});

export type ForgotPasswordMachine = typeof forgotPasswordMachine;

/** The "Forgot password" screen's effect: the gateway's reset request (spec 001 §4). */
export interface ForgotPasswordEffects {
  forgotPassword(input: ForgotPasswordInput): Promise<void>;
}

/** The machine with the app's (or a test's) effects: the one way the app and the tests build it. */
export function createForgotPasswordMachine(effects: ForgotPasswordEffects): ForgotPasswordMachine {
  return forgotPasswordMachine.provide({
    actors: { forgotPassword: fromPromise(({ input }) => effects.forgotPassword(input)) },
  });
}

export type ForgotPasswordSnapshot = SnapshotFrom<ForgotPasswordMachine>;
export type ForgotPasswordActorRef = ActorRefFrom<ForgotPasswordMachine>;

export interface ForgotPasswordView {
  email: string;
  emailError: string | null;
  error: string | null;
  isSending: boolean;
  /** Show the "Check Your Email" panel. */
  isSent: boolean;
  sentTo: string | null;
  /** Spec 001 §2: "Send Reset Code" is disabled when the field is empty or while loading. */
  canSubmit: boolean;
  submitLabel: string;
}

const viewBySnapshot = new WeakMap<ForgotPasswordSnapshot, ForgotPasswordView>();

/** One stable object per snapshot, for `useSelector`. */
export function selectForgotPassword(snapshot: ForgotPasswordSnapshot): ForgotPasswordView {
  const cached = viewBySnapshot.get(snapshot);
  if (cached) return cached;
  const { email, emailError, error, sentTo } = snapshot.context;
  const isSending = snapshot.matches('sending');
  const view: ForgotPasswordView = {
    email,
    emailError,
    error,
    isSending,
    isSent: snapshot.matches('sent'),
    sentTo,
    canSubmit: snapshot.matches('editing') && email.trim() !== '',
    submitLabel: isSending ? SENDING_RESET_CODE_LABEL : SEND_RESET_CODE_LABEL,
  };
  viewBySnapshot.set(snapshot, view);
  return view;
}
