import type { EffectAnswer, ScenarioExpectation, ScenarioStep } from '../../shared/scenario';
import type {
  ResetPasswordEvent,
  ResetPasswordInput,
  VerifyResetOtpOutput,
} from '../reset-password.machine';

/**
 * Named runs of the reset-password machine for QA to replay in an inspector
 * (`replayResetPasswordScenario(scenario, { inspect })`).
 */

export type ResetPasswordEffect = 'verifyResetOtp' | 'resendResetOtp' | 'resetPassword';
export interface ResetPasswordScenario {
  name: string;
  input: ResetPasswordInput;
  answers: {
    verifyResetOtp?: EffectAnswer<VerifyResetOtpOutput>[];
    resendResetOtp?: EffectAnswer<null>[];
    resetPassword?: EffectAnswer<null>[];
  };
  steps: ScenarioStep<ResetPasswordEvent>[];
  expected: ScenarioExpectation & { calls: Record<ResetPasswordEffect, number> };
}

const input = { email: 'maya@example.com' };
const paste = (text: string) => ({ send: { type: 'otp.pasted', text } }) as const;
const verifyCode = { send: { type: 'reset.verifyCode' } } as const;
const resendCode = { send: { type: 'reset.resendCode' } } as const;
const submit = { send: { type: 'reset.submit' } } as const;
const back = { send: { type: 'reset.back' } } as const;
const password = (value: string) => ({ send: { type: 'password.changed', value } }) as const;
const confirmation = (value: string) =>
  ({ send: { type: 'password.confirmationChanged', value } }) as const;
const token = (resetToken: string) => ({ ok: { resetToken } });

export const resetPasswordScenarios: ResetPasswordScenario[] = [
  {
    name: 'verify the code, set a new password, done',
    input,
    answers: { verifyResetOtp: [token('t-1')], resetPassword: [{ ok: null }] },
    steps: [paste('314159'), verifyCode, password('journey42'), confirmation('journey42'), submit],
    expected: {
      state: 'done',
      error: null,
      toasts: ['Code verified! Now create your new password.'],
      calls: { verifyResetOtp: 1, resendResetOtp: 0, resetPassword: 1 },
    },
  },
  {
    name: 'short password, then a mismatch, then accepted',
    input,
    answers: { verifyResetOtp: [token('t-1')], resetPassword: [{ ok: null }] },
    steps: [
      paste('314159'),
      verifyCode,
      password('abc'),
      confirmation('abc'),
      submit,
      password('abcdef1'),
      submit,
      confirmation('abcdef1'),
      submit,
    ],
    expected: {
      state: 'done',
      error: null,
      toasts: ['Code verified! Now create your new password.'],
      calls: { verifyResetOtp: 1, resendResetOtp: 0, resetPassword: 1 },
    },
  },
  {
    name: 'equal but short passwords are refused',
    input,
    answers: { verifyResetOtp: [token('t-1')] },
    steps: [paste('314159'), verifyCode, password('ab1'), confirmation('ab1'), submit],
    expected: {
      state: 'newPassword.editing',
      error: 'Password must be at least 6 characters long',
      toasts: ['Code verified! Now create your new password.'],
      calls: { verifyResetOtp: 1, resendResetOtp: 0, resetPassword: 0 },
    },
  },
  {
    name: 'wrong code, resend, countdown, verify the new code',
    input,
    answers: {
      verifyResetOtp: [{ fail: 'Invalid or expired code' }, token('t-2')],
      resendResetOtp: [{ ok: null }],
    },
    steps: [
      paste('000000'),
      verifyCode,
      resendCode,
      { advanceSeconds: 60 },
      paste('271828'),
      verifyCode,
    ],
    expected: {
      state: 'newPassword.editing',
      error: null,
      toasts: [
        'New reset code sent! Check your email.',
        'Code verified! Now create your new password.',
      ],
      calls: { verifyResetOtp: 2, resendResetOtp: 1, resetPassword: 0 },
    },
  },
  {
    name: 'resend refused without a message: the fallback toast',
    input,
    answers: { resendResetOtp: [{ fail: null }] },
    steps: [resendCode],
    expected: {
      state: 'verifyCode.code.idle,verifyCode.resend.ready',
      error: null,
      toasts: ['Failed to resend code. Please try again.'],
      calls: { verifyResetOtp: 0, resendResetOtp: 1, resetPassword: 0 },
    },
  },
  {
    name: 'reset refused (token used), back to step 1, verify again, reset',
    input,
    answers: {
      verifyResetOtp: [token('t-1'), token('t-2')],
      resetPassword: [{ fail: 'Reset token is invalid or expired' }, { ok: null }],
    },
    steps: [
      paste('314159'),
      verifyCode,
      password('journey42'),
      confirmation('journey42'),
      submit,
      back,
      verifyCode,
      password('journey42'),
      confirmation('journey42'),
      submit,
    ],
    expected: {
      state: 'done',
      error: null,
      toasts: [
        'Code verified! Now create your new password.',
        'Code verified! Now create your new password.',
      ],
      calls: { verifyResetOtp: 2, resendResetOtp: 0, resetPassword: 2 },
    },
  },
  {
    name: 'reset fails without a message: the fallback',
    input,
    answers: { verifyResetOtp: [token('t-1')], resetPassword: [{ fail: null }] },
    steps: [paste('314159'), verifyCode, password('journey42'), confirmation('journey42'), submit],
    expected: {
      state: 'newPassword.editing',
      error: 'Password reset failed. Please try again.',
      toasts: ['Code verified! Now create your new password.'],
      calls: { verifyResetOtp: 1, resendResetOtp: 0, resetPassword: 1 },
    },
  },
];
