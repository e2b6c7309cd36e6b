import { assign, emit, fromPromise, not, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { toast } from '../shared/feedback';
import { serverMessageOr } from '../shared/error-message';
import type { ToastEmitted } from '../shared/feedback';
import { INCOMPLETE_CODE_MESSAGE } from '../otp/constants';
import { emptyOtp, isOtpComplete, otpCode } from '../otp/otp-input';
import type { OtpDigits, OtpEditEvent } from '../otp/otp-input';
import { otpEditing } from '../otp/otp-editing';
import { resendButtonLabel, resendCountdown } from '../otp/resend-countdown';
import type { ResendCountdownContext, ResendCodeInput } from '../otp/resend-countdown';
import {
  EMAIL_VERIFIED_LOGIN_MESSAGE,
  EMAIL_VERIFIED_TOAST,
  OTP_RESENT_TOAST,
  RESEND_OTP_FAILED,
  RESEND_OTP_LABEL,
  VERIFICATION_FAILED,
  VERIFYING_LABEL,
  VERIFY_EMAIL_LABEL,
} from './constants';

/**
 * The "Verify email" screen (spec 001 §2 "Verify email", §4 "E-mail verification", §5, §8, §9).
 *
 * Two regions run side by side while the code is entered: `code` (idle ⇄ verifying) and `resend`
 * (ready → sending → coolingDown, one tick a second, → ready; shared with password reset:
 * ../otp/resend-countdown.ts). A verified code ends the machine in the final state `verified`; its
 * output is what the app passes to /login.
 *
 * Effects come in through `emailVerificationMachine.provide({ actors: { verifyOtp, resendOtp } })`;
 * the defaults reject so a forgotten `provide` shows at once. Toasts are emitted (`toast`).
 */

export interface EmailVerificationInput {
  email: string;
}
export interface VerifyOtpInput {
  email: string;
  otp: string;
}
export type ResendOtpInput = ResendCodeInput;
/** The machine's output once `verified`: the app navigates to /login with it (spec 001 §2). */
export interface EmailVerifiedOutput {
  email: string;
  loginMessage: string;
}

export interface EmailVerificationContext extends ResendCountdownContext {
  isVerifying: boolean;
  /** Inline error under the boxes: incomplete code, or the verification failure. */
  error: string | null;
}

export type EmailVerificationEvent =
  OtpEditEvent | { type: 'verification.verify' } | { type: 'verification.resend' };

const editing = otpEditing(
  {} as { context: EmailVerificationContext; events: EmailVerificationEvent },
);

const resend = resendCountdown({
  types: {} as { context: EmailVerificationContext; events: EmailVerificationEvent },
  resendEvent: 'verification.resend',
  resendActor: 'resendOtp',
  sentToast: OTP_RESENT_TOAST,
  failedFallback: RESEND_OTP_FAILED,
});

function notProvided(effect: string): Error {
  return new Error(
    `email verification: the "${effect}" effect was not provided (emailVerificationMachine.provide)`,
  );
}

export const emailVerificationMachine = setup({
  types: {
    context: {} as EmailVerificationContext,
    events: {} as EmailVerificationEvent,
    input: {} as EmailVerificationInput,
    output: {} as EmailVerifiedOutput,
    emitted: {} as ToastEmitted,
    /** `busy`: a request is under way (verify or resend). */
    tags: {} as 'busy',
  },
  actors: {
    // `void` outputs: the app provides `fromPromise(async ({ input }) => { await call(input); })`.
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type
    verifyOtp: fromPromise<void, VerifyOtpInput>(() => Promise.reject(notProvided('verifyOtp'))),
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type
    resendOtp: fromPromise<void, ResendOtpInput>(() => Promise.reject(notProvided('resendOtp'))),
  },
  actions: {
    ...editing.actions,
    showError: assign((_, params: { error: string }) => ({ error: params.error })),
    ...resend.actions,
  },
  guards: {
    isCodeComplete: ({ context }) => isOtpComplete(context.digits),
    ...resend.guards,
  },
  delays: resend.delays,
}).createMachine({
  id: 'emailVerification',
  context: ({ input }) => ({
    email: input.email,
    digits: emptyOtp(),
    isVerifying: false,
    isResending: false,
    error: null,
    resendCountdown: 0,
  }),
  initial: 'entering',
  output: ({ context }) => ({ email: context.email, loginMessage: EMAIL_VERIFIED_LOGIN_MESSAGE }),
  states: {
    entering: {
      type: 'parallel',
      on: editing.on,
      states: {
        code: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'verification.verify': [
                  {
                    guard: not('isCodeComplete'),
                    actions: { type: 'showError', params: { error: INCOMPLETE_CODE_MESSAGE } },
                  },
                  { target: 'verifying' },
                ],
              },
            },
            verifying: {
              tags: 'busy',
              entry: assign({ isVerifying: true, error: null }),
              exit: assign({ isVerifying: false }),
              invoke: {
                src: 'verifyOtp',
                input: ({ context }) => ({ email: context.email, otp: otpCode(context.digits) }),
                onDone: {
                  target: '#emailVerification.verified',
                  actions: emit(toast('success', EMAIL_VERIFIED_TOAST)),
                },
                onError: {
                  target: 'idle',
                  actions: {
                    type: 'showError',
                    params: ({ event }) => ({
                      error: serverMessageOr(event.error, VERIFICATION_FAILED),
                    }),
                  },
                },
              },
            },
          },
        },
        resend: resend.states,
      },
    },
    verified: { type: 'final' },
  },
});

export type EmailVerificationMachine = typeof emailVerificationMachine;

/** The e-mail verification's effects: the gateway's verify and resend calls (spec 001 §4). */
export interface EmailVerificationEffects {
  verifyOtp(input: VerifyOtpInput): Promise<void>;
  resendOtp(input: ResendOtpInput): Promise<void>;
}

/** The machine with the app's (or a test's) effects: the one way the app and the tests build it. */
export function createEmailVerificationMachine(
  effects: EmailVerificationEffects,
): EmailVerificationMachine {
  return emailVerificationMachine.provide({
    actors: {
      verifyOtp: fromPromise(({ input }) => effects.verifyOtp(input)),
      resendOtp: fromPromise(({ input }) => effects.resendOtp(input)),
    },
  });
}

export type EmailVerificationSnapshot = SnapshotFrom<EmailVerificationMachine>;
export type EmailVerificationActorRef = ActorRefFrom<EmailVerificationMachine>;

/** What the "Verify email" screen renders. */
export interface EmailVerificationView {
  email: string;
  digits: OtpDigits;
  error: string | null;
  isVerifying: boolean;
  isResending: boolean;
  resendCountdown: number;
  /** Spec 001 §2: Verify Email is disabled unless all six digits are entered, and while loading. */
  canVerify: boolean;
  /** Resend is disabled while sending and during the countdown. */
  canResend: boolean;
  verifyLabel: string;
  /** "Sending...", "Resend in {n}s" or "Resend OTP". */
  resendLabel: string;
  /** The code was accepted: read the machine's output and go to /login. */
  isVerified: boolean;
}

const viewBySnapshot = new WeakMap<EmailVerificationSnapshot, EmailVerificationView>();

/** One stable object per snapshot, for `useSelector`. */
export function selectEmailVerification(
  snapshot: EmailVerificationSnapshot,
): EmailVerificationView {
  const cached = viewBySnapshot.get(snapshot);
  if (cached) return cached;
  const { email, digits, error, isVerifying, isResending, resendCountdown } = snapshot.context;
  const view: EmailVerificationView = {
    email,
    digits,
    error,
    isVerifying,
    isResending,
    resendCountdown,
    canVerify: isOtpComplete(digits) && !isVerifying && snapshot.status === 'active',
    canResend: snapshot.matches({ entering: { resend: 'ready' } }),
    verifyLabel: isVerifying ? VERIFYING_LABEL : VERIFY_EMAIL_LABEL,
    resendLabel: resendButtonLabel(snapshot.context, RESEND_OTP_LABEL),
    isVerified: snapshot.matches('verified'),
  };
  viewBySnapshot.set(snapshot, view);
  return view;
}
