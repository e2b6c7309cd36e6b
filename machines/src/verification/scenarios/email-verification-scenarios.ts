import type { EffectAnswer, ScenarioExpectation, ScenarioStep } from '../../shared/scenario';
import type { EmailVerificationEvent, EmailVerificationInput } from '../email-verification.machine';

/**
 * Named runs of the e-mail verification machine for QA to replay in an inspector
 * (`replayEmailVerificationScenario(scenario, { inspect })`). Effects answer from `answers` in call
 * order; time passes only in `advanceSeconds` steps.
 */

export type EmailVerificationEffect = 'verifyOtp' | 'resendOtp';
export interface EmailVerificationScenario {
  name: string;
  input: EmailVerificationInput;
  answers: Partial<Record<EmailVerificationEffect, EffectAnswer<null>[]>>;
  steps: ScenarioStep<EmailVerificationEvent>[];
  expected: ScenarioExpectation & { calls: Record<EmailVerificationEffect, number> };
}

const input = { email: 'newbie@example.com' };
const verify = { send: { type: 'verification.verify' } } as const;
const resend = { send: { type: 'verification.resend' } } as const;
const paste = (text: string) => ({ send: { type: 'otp.pasted', text } }) as const;
const type = (index: number, value: string) =>
  ({ send: { type: 'otp.changed', index, value } }) as const;

export const emailVerificationScenarios: EmailVerificationScenario[] = [
  {
    name: 'type six digits and verify',
    input,
    answers: { verifyOtp: [{ ok: null }] },
    steps: [...['4', '8', '1', '5', '1', '6'].map((digit, index) => type(index, digit)), verify],
    expected: {
      state: 'verified',
      error: null,
      toasts: ['Email verified successfully! Welcome to the product!'],
      calls: { verifyOtp: 1, resendOtp: 0 },
    },
  },
  {
    name: 'incomplete code is refused before sending',
    input,
    answers: {},
    steps: [paste('12345'), verify],
    expected: {
      state: 'entering.code.idle,entering.resend.ready',
      error: 'Please enter all 6 digits',
      toasts: [],
      calls: { verifyOtp: 0, resendOtp: 0 },
    },
  },
  {
    name: 'wrong code, then the right one after a resend',
    input,
    answers: {
      verifyOtp: [{ fail: 'Invalid or expired OTP' }, { ok: null }],
      resendOtp: [{ ok: null }],
    },
    steps: [paste('000000'), verify, resend, { advanceSeconds: 5 }, paste('271828'), verify],
    expected: {
      state: 'verified',
      error: null,
      toasts: [
        'New OTP sent successfully! Check your email.',
        'Email verified successfully! Welcome to the product!',
      ],
      calls: { verifyOtp: 2, resendOtp: 1 },
    },
  },
  {
    name: 'refused without a server message: the fallback',
    input,
    answers: { verifyOtp: [{ fail: null }] },
    steps: [paste('111111'), verify],
    expected: {
      state: 'entering.code.idle,entering.resend.ready',
      error: 'Verification failed. Please try again.',
      toasts: [],
      calls: { verifyOtp: 1, resendOtp: 0 },
    },
  },
  {
    name: 'resend, presses during the countdown are ignored, resend again after 60 s',
    input,
    answers: { resendOtp: [{ ok: null }, { ok: null }] },
    steps: [resend, { advanceSeconds: 30 }, resend, { advanceSeconds: 30 }, resend],
    expected: {
      state: 'entering.code.idle,entering.resend.coolingDown',
      error: null,
      toasts: [
        'New OTP sent successfully! Check your email.',
        'New OTP sent successfully! Check your email.',
      ],
      calls: { verifyOtp: 0, resendOtp: 2 },
    },
  },
  {
    name: 'resend refused by the server',
    input,
    answers: { resendOtp: [{ fail: 'Please wait before requesting a new code' }, { fail: null }] },
    steps: [resend, resend],
    expected: {
      state: 'entering.code.idle,entering.resend.ready',
      error: null,
      toasts: [
        'Please wait before requesting a new code',
        'Failed to resend OTP. Please try again.',
      ],
      calls: { verifyOtp: 0, resendOtp: 2 },
    },
  },
];
