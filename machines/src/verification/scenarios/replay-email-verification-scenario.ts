import { answerFrom, replaySteps } from '../../shared/scenario';
import type { ScenarioInspector, ScenarioReplay } from '../../shared/scenario';
import { createEmailVerificationMachine } from '../email-verification.machine';
import type { EmailVerificationMachine } from '../email-verification.machine';
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
  // The effects the app injects (web/src/features/auth/hooks/use-email-verification.ts), answered
  // from the scenario.
  const machine = createEmailVerificationMachine({
    verifyOtp: async (input) => {
      calls.verifyOtp.push(input);
      await answerFrom(verifyAnswers, 'verifyOtp');
    },
    resendOtp: async (input) => {
      calls.resendOtp.push(input);
      await answerFrom(resendAnswers, 'resendOtp');
    },
  });
  const replay = await replaySteps(machine, scenario.input, scenario.steps, options.inspect);
  return { ...replay, calls };
}
