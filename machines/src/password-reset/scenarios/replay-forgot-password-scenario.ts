import { answerFrom, replaySteps } from '../../shared/scenario';
import type { ScenarioInspector, ScenarioReplay } from '../../shared/scenario';
import { createForgotPasswordMachine } from '../forgot-password.machine';
import type { ForgotPasswordMachine } from '../forgot-password.machine';
import type { ForgotPasswordScenario } from './forgot-password-scenarios';

export interface ForgotPasswordReplay extends ScenarioReplay<ForgotPasswordMachine> {
  sentEmails: string[];
}

/** Replays a scenario on a simulated clock; pass an inspector's `inspect` to watch it. */
export async function replayForgotPasswordScenario(
  scenario: ForgotPasswordScenario,
  options: { inspect?: ScenarioInspector } = {},
): Promise<ForgotPasswordReplay> {
  const answers = [...(scenario.answers.forgotPassword ?? [])];
  const sentEmails: string[] = [];
  // The effect the app injects (web/src/features/auth/hooks/use-forgot-password.ts).
  const machine = createForgotPasswordMachine({
    forgotPassword: async (input) => {
      sentEmails.push(input.email);
      await answerFrom(answers, 'forgotPassword');
    },
  });
  const replay = await replaySteps(machine, undefined, scenario.steps, options.inspect);
  return { ...replay, sentEmails };
}
