import { fromPromise } from 'xstate';
import { answerFrom, replaySteps } from '../../shared/scenario';
import type { ScenarioInspector, ScenarioReplay } from '../../shared/scenario';
import { emailVerificationMachine } from '../email-verification.machine';
import type {
  EmailVerificationMachine,
  ResendOtpInput,
  VerifyOtpInput,
} from '../email-verification.machine';
import type {
  EmailVerificationEffect,
  EmailVerificationScenario,
} from './email-verification-scenarios';

export interface EmailVerificationReplay extends ScenarioReplay<EmailVerificationMachine> {
  /** Inputs each effect was called with, in order. */
  calls: Record<EmailVerificationEffect, unknown[]>;
}

/** Replays a scenario on a simulated clock; pass an inspector's `inspect` to watch it. */
export async function replayEmailVerificationScenario(
  scenario: EmailVerificationScenario,
  options: { inspect?: ScenarioInspector } = {},
): Promise<EmailVerificationReplay> {
  // Copies: answers are used up as effects are called, the scenario stays replayable.
  const verifyAnswers = [...(scenario.answers.verifyOtp ?? [])];
  const resendAnswers = [...(scenario.answers.resendOtp ?? [])];
  const calls: EmailVerificationReplay['calls'] = { verifyOtp: [], resendOtp: [] };
  const machine = emailVerificationMachine.provide({
    actors: {
      verifyOtp: fromPromise(async ({ input }: { input: VerifyOtpInput }) => {
        calls.verifyOtp.push(input);
        await answerFrom(verifyAnswers, 'verifyOtp');
      }),
      resendOtp: fromPromise(async ({ input }: { input: ResendOtpInput }) => {
        calls.resendOtp.push(input);
        await answerFrom(resendAnswers, 'resendOtp');
      }),
    },
  });
  const replay = await replaySteps(machine, scenario.input, scenario.steps, options.inspect);
  return { ...replay, calls };
}
