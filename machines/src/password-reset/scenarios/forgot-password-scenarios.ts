import type { EffectAnswer, ScenarioExpectation, ScenarioStep } from '../../shared/scenario';
import type { ForgotPasswordEvent } from '../forgot-password.machine';

/**
 * Named runs of the forgot-password machine for QA to replay in an inspector
 * (`replayForgotPasswordScenario(scenario, { inspect })`).
 */

export interface ForgotPasswordScenario {
  name: string;
  answers: { forgotPassword?: EffectAnswer<null>[] };
  steps: ScenarioStep<ForgotPasswordEvent>[];
  expected: ScenarioExpectation & {
    emailError: string | null;
    /** The e-mails the request was sent with, in order. */
    sentEmails: string[];
  };
}

const typeEmail = (value: string) => ({ send: { type: 'email.changed', value } }) as const;
const submit = { send: { type: 'forgot.submit' } } as const;

export const forgotPasswordScenarios: ForgotPasswordScenario[] = [
  {
    name: 'send the code to a mixed-case e-mail with spaces',
    answers: { forgotPassword: [{ ok: null }] },
    steps: [typeEmail('  Maya@Example.com '), submit],
    expected: {
      state: 'sent',
      error: null,
      emailError: null,
      toasts: ['Password reset instructions sent to your email!'],
      sentEmails: ['maya@example.com'],
    },
  },
  {
    name: 'empty, then malformed, then accepted',
    answers: { forgotPassword: [{ ok: null }] },
    steps: [submit, typeEmail('maya@'), submit, typeEmail('maya@example.com'), submit],
    expected: {
      state: 'sent',
      error: null,
      emailError: null,
      toasts: ['Password reset instructions sent to your email!'],
      sentEmails: ['maya@example.com'],
    },
  },
  {
    name: 'malformed e-mail is refused',
    answers: {},
    steps: [typeEmail('maya.example.com'), submit],
    expected: {
      state: 'editing',
      error: null,
      emailError: 'Please enter a valid email address',
      toasts: [],
      sentEmails: [],
    },
  },
  {
    name: 'try a different e-mail after sending',
    answers: { forgotPassword: [{ ok: null }, { ok: null }] },
    steps: [
      typeEmail('maya@example.com'),
      submit,
      { send: { type: 'forgot.tryDifferentEmail' } },
      typeEmail('lena@example.com'),
      submit,
    ],
    expected: {
      state: 'sent',
      error: null,
      emailError: null,
      toasts: [
        'Password reset instructions sent to your email!',
        'Password reset instructions sent to your email!',
      ],
      sentEmails: ['maya@example.com', 'lena@example.com'],
    },
  },
  {
    name: 'server failure without a message: the fallback',
    answers: { forgotPassword: [{ fail: null }] },
    steps: [typeEmail('maya@example.com'), submit],
    expected: {
      state: 'editing',
      error: 'Failed to send reset email. Please try again.',
      emailError: null,
      toasts: [],
      sentEmails: ['maya@example.com'],
    },
  },
];
