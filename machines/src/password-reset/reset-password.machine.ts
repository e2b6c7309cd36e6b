import { assertEvent, assign, emit, fromPromise, not, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { INCOMPLETE_CODE_MESSAGE } from '../otp/constants';
import { emptyOtp, isOtpComplete, otpCode } from '../otp/otp-input';
import type { OtpDigits, OtpEditEvent } from '../otp/otp-input';
import { otpEditing } from '../otp/otp-editing';
import { resendButtonLabel, resendCountdown } from '../otp/resend-countdown';
import type { ResendCodeInput, ResendCountdownContext } from '../otp/resend-countdown';
import { toast } from '../shared/feedback';
import { serverMessageOr } from '../shared/error-message';
import type { ToastEmitted } from '../shared/feedback';
import {
  CODE_VERIFICATION_FAILED,
  CODE_VERIFIED_TOAST,
  MIN_PASSWORD_LENGTH,
  PASSWORD_RESET_FAILED,
  PASSWORD_RESET_LOGIN_MESSAGE,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
  RESEND_CODE_FAILED,
  RESEND_CODE_LABEL,
  RESET_CODE_RESENT_TOAST,
  RESET_PASSWORD_LABEL,
  RESETTING_PASSWORD_LABEL,
  VERIFY_CODE_LABEL,
  VERIFYING_CODE_LABEL,
} from './constants';

/**
 * The "Reset password" screen (spec 001 §2 "Reset password", §4 "Password reset", §5, §8, §9).
 *
 * Step 1 `verifyCode` runs two regions side by side, as /verify-email does: `code` (idle ⇄
 * verifying) and `resend` (ready → sending → coolingDown → ready; shared with /verify-email:
 * ../otp/resend-countdown.ts). A verified code keeps the
 * `resetToken` and moves to step 2 `newPassword` (editing ⇄ resetting); `reset.back` returns to step
 * 1. A reset password ends the machine in the final state `done`; its output is what the app passes
 * to /login. The back link of step 1 leaves the screen (/forgot-password): the app navigates.
 *
 * Effects come in through `resetPasswordMachine.provide({ actors: { verifyResetOtp, resendResetOtp,
 * resetPassword } })`. Toasts are emitted (`toast`).
 */

export interface ResetPasswordInput {
  email: string;
}
export interface VerifyResetOtpInput {
  email: string;
  otp: string;
}
/** `POST user/verify-password-reset-otp` answers `data.resetToken` (spec 001 §7). */
export interface VerifyResetOtpOutput {
  resetToken: string;
}
export type ResendResetOtpInput = ResendCodeInput;
export interface ResetPasswordRequest {
  resetToken: string;
  newPassword: string;
}
export interface PasswordResetOutput {
  email: string;
  loginMessage: string;
}

export interface ResetPasswordContext extends ResendCountdownContext {
  isVerifyingCode: boolean;
  /** Single use: held only in step 2. */
  resetToken: string | null;
  newPassword: string;
  confirmPassword: string;
  isResetting: boolean;
  /** The current step's inline error: code, length or match, or the server's refusal. */
  error: string | null;
}

export type ResetPasswordEvent =
  | OtpEditEvent
  | { type: 'reset.verifyCode' }
  | { type: 'reset.resendCode' }
  | { type: 'password.changed'; value: string }
  | { type: 'password.confirmationChanged'; value: string }
  | { type: 'reset.submit' }
  | { type: 'reset.back' };

/** Spec 001 §2: the live checklist under the new password. Only the length is enforced (§5). */
export interface PasswordChecklist {
  hasMinLength: boolean;
  hasLetters: boolean;
  hasNumbers: boolean;
}
export function passwordChecklist(password: string): PasswordChecklist {
  return {
    hasMinLength: password.length >= MIN_PASSWORD_LENGTH,
    hasLetters: /\p{L}/u.test(password),
    hasNumbers: /\d/.test(password),
  };
}

/** Spec 001 §2: "Reset Password" is disabled unless both fields are filled and equal. */
const areBothFilledAndEqual = (context: ResetPasswordContext) =>
  context.newPassword !== '' && context.newPassword === context.confirmPassword;

const editing = otpEditing({} as { context: ResetPasswordContext; events: ResetPasswordEvent });

const resend = resendCountdown({
  types: {} as { context: ResetPasswordContext; events: ResetPasswordEvent },
  resendEvent: 'reset.resendCode',
  resendActor: 'resendResetOtp',
  sentToast: RESET_CODE_RESENT_TOAST,
  failedFallback: RESEND_CODE_FAILED,
});

function notProvided(effect: string): Error {
  return new Error(
    `reset password: the "${effect}" effect was not provided (resetPasswordMachine.provide)`,
  );
}

export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
    input: {} as ResetPasswordInput,
    output: {} as PasswordResetOutput,
    emitted: {} as ToastEmitted,
    tags: {} as 'busy',
  },
  actors: {
    verifyResetOtp: fromPromise<VerifyResetOtpOutput, VerifyResetOtpInput>(() =>
      Promise.reject(notProvided('verifyResetOtp')),
    ),
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type
    resendResetOtp: fromPromise<void, ResendResetOtpInput>(() =>
      Promise.reject(notProvided('resendResetOtp')),
    ),
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type
    resetPassword: fromPromise<void, ResetPasswordRequest>(() =>
      Promise.reject(notProvided('resetPassword')),
    ),
  },
  actions: {
    ...editing.actions,
    changePassword: assign(({ event }) => {
      assertEvent(event, 'password.changed');
      return { newPassword: event.value, error: null };
    }),
    changeConfirmation: assign(({ event }) => {
      assertEvent(event, 'password.confirmationChanged');
      return { confirmPassword: event.value, error: null };
    }),
    showError: assign((_, params: { error: string }) => ({ error: params.error })),
    ...resend.actions,
  },
  guards: {
    isCodeComplete: ({ context }) => isOtpComplete(context.digits),
    ...resend.guards,
    isPasswordTooShort: ({ context }) => context.newPassword.length < MIN_PASSWORD_LENGTH,
    arePasswordsDifferent: ({ context }) => context.newPassword !== context.confirmPassword,
  },
  delays: resend.delays,
}).createMachine({
  id: 'resetPassword',
  context: ({ input }) => ({
    email: input.email,
    digits: emptyOtp(),
    isVerifyingCode: false,
    isResending: false,
    resendCountdown: 0,
    resetToken: null,
    newPassword: '',
    confirmPassword: '',
    isResetting: false,
    error: null,
  }),
  initial: 'verifyCode',
  output: ({ context }) => ({ email: context.email, loginMessage: PASSWORD_RESET_LOGIN_MESSAGE }),
  states: {
    /** Step 1 "Verify Code". */
    verifyCode: {
      type: 'parallel',
      on: editing.on,
      states: {
        code: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'reset.verifyCode': [
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
              entry: assign({ isVerifyingCode: true, error: null }),
              exit: assign({ isVerifyingCode: false }),
              invoke: {
                src: 'verifyResetOtp',
                input: ({ context }) => ({ email: context.email, otp: otpCode(context.digits) }),
                onDone: {
                  target: '#resetPassword.newPassword',
                  actions: [
                    assign(({ event }) => ({ resetToken: event.output.resetToken })),
                    emit(toast('success', CODE_VERIFIED_TOAST)),
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: {
                    type: 'showError',
                    params: ({ event }) => ({
                      error: serverMessageOr(event.error, CODE_VERIFICATION_FAILED),
                    }),
                  },
                },
              },
            },
          },
        },
        resend: resend.states,
      },
      // Leaving step 1 (to step 2) ends its countdown; step 1 starts afresh when returned to.
      exit: 'endResendCountdown',
    },

    /** Step 2 "New Password". */
    newPassword: {
      initial: 'editing',
      on: {
        'password.changed': { actions: 'changePassword' },
        'password.confirmationChanged': { actions: 'changeConfirmation' },
      },
      states: {
        editing: {
          on: {
            // Length is checked first: two empty fields ask for a password, not for a match.
            'reset.submit': [
              {
                guard: 'isPasswordTooShort',
                actions: { type: 'showError', params: { error: PASSWORD_TOO_SHORT } },
              },
              {
                guard: 'arePasswordsDifferent',
                actions: { type: 'showError', params: { error: PASSWORDS_DO_NOT_MATCH } },
              },
              { target: 'resetting' },
            ],
            // The token is single use and tied to the verified code: step 1 verifies again.
            'reset.back': {
              target: '#resetPassword.verifyCode',
              actions: assign({
                resetToken: null,
                newPassword: '',
                confirmPassword: '',
                error: null,
              }),
            },
          },
        },
        resetting: {
          tags: 'busy',
          entry: assign({ isResetting: true, error: null }),
          exit: assign({ isResetting: false }),
          invoke: {
            src: 'resetPassword',
            input: ({ context }) => ({
              resetToken: context.resetToken ?? '',
              newPassword: context.newPassword,
            }),
            onDone: { target: '#resetPassword.done' },
            onError: {
              target: 'editing',
              actions: {
                type: 'showError',
                params: ({ event }) => ({
                  error: serverMessageOr(event.error, PASSWORD_RESET_FAILED),
                }),
              },
            },
          },
        },
      },
    },
    done: { type: 'final' },
  },
});

export type ResetPasswordMachine = typeof resetPasswordMachine;

/** The "Reset password" screen's effects: the gateway's code check, resend and reset (spec 001 §4). */
export interface ResetPasswordEffects {
  verifyResetOtp(input: VerifyResetOtpInput): Promise<VerifyResetOtpOutput>;
  resendResetOtp(input: ResendResetOtpInput): Promise<void>;
  resetPassword(input: ResetPasswordRequest): Promise<void>;
}

/** The machine with the app's (or a test's) effects: the one way the app and the tests build it. */
export function createResetPasswordMachine(effects: ResetPasswordEffects): ResetPasswordMachine {
  return resetPasswordMachine.provide({
    actors: {
      verifyResetOtp: fromPromise(({ input }) => effects.verifyResetOtp(input)),
      resendResetOtp: fromPromise(({ input }) => effects.resendResetOtp(input)),
      resetPassword: fromPromise(({ input }) => effects.resetPassword(input)),
    },
  });
}

export type ResetPasswordSnapshot = SnapshotFrom<ResetPasswordMachine>;
export type ResetPasswordActorRef = ActorRefFrom<ResetPasswordMachine>;

export type ResetStep = 'verifyCode' | 'newPassword' | 'done';

export interface ResetPasswordView {
  step: ResetStep;
  /** Where the back link goes: /forgot-password from step 1, step 1 (`reset.back`) from step 2. */
  back: 'forgotPassword' | 'verifyCode';
  email: string;
  error: string | null;
  // Step 1
  digits: OtpDigits;
  isVerifyingCode: boolean;
  isResending: boolean;
  resendCountdown: number;
  canVerifyCode: boolean;
  canResend: boolean;
  verifyLabel: string;
  /** "Sending...", "Resend in {n}s" or "Resend Code". */
  resendLabel: string;
  // Step 2
  newPassword: string;
  confirmPassword: string;
  checklist: PasswordChecklist;
  /** Live under the confirmation once something is typed there. */
  mismatchMessage: string | null;
  isResetting: boolean;
  canSubmitPassword: boolean;
  submitLabel: string;
}

const viewBySnapshot = new WeakMap<ResetPasswordSnapshot, ResetPasswordView>();

function stepOf(snapshot: ResetPasswordSnapshot): ResetStep {
  if (snapshot.matches('verifyCode')) return 'verifyCode';
  if (snapshot.matches('newPassword')) return 'newPassword';
  return 'done';
}

/** One stable object per snapshot, for `useSelector`. */
export function selectResetPassword(snapshot: ResetPasswordSnapshot): ResetPasswordView {
  const cached = viewBySnapshot.get(snapshot);
  if (cached) return cached;
  const { context } = snapshot;
  const step = stepOf(snapshot);
  const view: ResetPasswordView = {
    step,
    back: step === 'verifyCode' ? 'forgotPassword' : 'verifyCode',
    email: context.email,
    error: context.error,
    digits: context.digits,
    isVerifyingCode: context.isVerifyingCode,
    isResending: context.isResending,
    resendCountdown: context.resendCountdown,
    canVerifyCode:
      step === 'verifyCode' && isOtpComplete(context.digits) && !context.isVerifyingCode,
    canResend: snapshot.matches({ verifyCode: { resend: 'ready' } }),
    verifyLabel: context.isVerifyingCode ? VERIFYING_CODE_LABEL : VERIFY_CODE_LABEL,
    resendLabel: resendButtonLabel(context, RESEND_CODE_LABEL),
    newPassword: context.newPassword,
    confirmPassword: context.confirmPassword,
    checklist: passwordChecklist(context.newPassword),
    mismatchMessage:
      context.confirmPassword !== '' && context.confirmPassword !== context.newPassword
        ? PASSWORDS_DO_NOT_MATCH
        : null,
    isResetting: context.isResetting,
    canSubmitPassword:
      snapshot.matches({ newPassword: 'editing' }) && areBothFilledAndEqual(context),
    submitLabel: context.isResetting ? RESETTING_PASSWORD_LABEL : RESET_PASSWORD_LABEL,
  };
  viewBySnapshot.set(snapshot, view);
  return view;
}
