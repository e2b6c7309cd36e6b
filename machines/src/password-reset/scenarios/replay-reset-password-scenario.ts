import { answerFrom, replaySteps } from '../../shared/scenario';
import type { ScenarioInspector, ScenarioReplay } from '../../shared/scenario';
import { createResetPasswordMachine } from '../reset-password.machine';
import type { ResetPasswordMachine } from '../reset-password.machine';
import type { ResetPasswordEffect, ResetPasswordScenario } from './reset-password-scenarios';

export interface ResetPasswordReplay extends ScenarioReplay<ResetPasswordMachine> {
  /** Inputs each effect was called with, in order. */
  calls: Record<ResetPasswordEffect, unknown[]>;
}

/** Replays a scenario on a simulated clock; pass an inspector's `inspect` to watch it. */
export async function replayResetPasswordScenario(
  scenario: ResetPasswordScenario,
  options: { inspect?: ScenarioInspector } = {},
): Promise<ResetPasswordReplay> {
  const verifyAnswers = [...(scenario.answers.verifyResetOtp ?? [])];
  const resendAnswers = [...(scenario.answers.resendResetOtp ?? [])];
  const resetAnswers = [...(scenario.answers.resetPassword ?? [])];
  const calls: ResetPasswordReplay['calls'] = {
    verifyResetOtp: [],
    resendResetOtp: [],
    resetPassword: [],
  };
  // The effects the app injects (web/src/features/auth/hooks/use-reset-password.ts), answered
  // from the scenario.
  const machine = createResetPasswordMachine({
    verifyResetOtp: (input) => {
      calls.verifyResetOtp.push(input);
      return answerFrom(verifyAnswers, 'verifyResetOtp');
    },
    resendResetOtp: async (input) => {
      calls.resendResetOtp.push(input);
      await answerFrom(resendAnswers, 'resendResetOtp');
    },
    resetPassword: async (input) => {
      calls.resetPassword.push(input);
      await answerFrom(resetAnswers, 'resetPassword');
    },
  });
  const replay = await replaySteps(machine, scenario.input, scenario.steps, options.inspect);
  return { ...replay, calls };
}
