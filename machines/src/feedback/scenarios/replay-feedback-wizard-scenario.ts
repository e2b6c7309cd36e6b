import { answerFrom, replaySteps } from '../../shared/scenario';
import type { ScenarioInspector, ScenarioReplay } from '../../shared/scenario';
import type { FeedbackAnswersPayload } from '../feedback-answers';
import { createFeedbackWizardMachine } from '../feedback-wizard.machine';
import type { FeedbackWizardMachine } from '../feedback-wizard.machine';
import type { FeedbackWizardScenario } from './feedback-wizard-scenarios';

export interface FeedbackWizardReplay extends ScenarioReplay<FeedbackWizardMachine> {
  alerts: string[];
  sent: FeedbackAnswersPayload[];
}

/** Replays a scenario on a simulated clock; pass an inspector's `inspect` to watch it. */
export async function replayFeedbackWizardScenario(
  scenario: FeedbackWizardScenario,
  options: { inspect?: ScenarioInspector } = {},
): Promise<FeedbackWizardReplay> {
  const answers = [...(scenario.answers.submitFeedback ?? [])];
  const sent: FeedbackAnswersPayload[] = [];
  // The effect the app injects (web/src/features/feedback/hooks/use-feedback-wizard.ts).
  const machine = createFeedbackWizardMachine({
    submitFeedback: async (payload) => {
      sent.push(payload);
      await answerFrom(answers, 'submitFeedback');
    },
  });
  const replay = await replaySteps(machine, scenario.input, scenario.steps, options.inspect);
  const alerts = replay.emitted
    .filter((event) => event.type === 'alert')
    .map((event) => event.message ?? '');
  return { ...replay, alerts, sent };
}
