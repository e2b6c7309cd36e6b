import { describe, expect, it } from 'vitest';
import { statePath, unvisitedStates } from '../../shared/scenario';
import { createFeedbackWizardMachine } from '../feedback-wizard.machine';
import { feedbackWizardScenarios } from './feedback-wizard-scenarios';
import { replayFeedbackWizardScenario } from './replay-feedback-wizard-scenario';

describe('feedback wizard scenarios', () => {
  it.each(feedbackWizardScenarios.map((scenario) => [scenario.name, scenario] as const))(
    '%s',
    async (_name, scenario) => {
      const replay = await replayFeedbackWizardScenario(scenario);
      expect(statePath(replay.snapshot.value)).toBe(scenario.expected.state);
      expect(replay.alerts).toEqual(scenario.expected.alerts);
      expect(replay.sent).toEqual(scenario.expected.sent);
      expect(replay.snapshot.context.answers.contactEmail).toBe(scenario.expected.contactEmail);
    },
  );

  it('together pass through every state of the machine', async () => {
    const visited = new Set<string>();
    for (const scenario of feedbackWizardScenarios) {
      for (const path of (await replayFeedbackWizardScenario(scenario)).visitedStates) {
        visited.add(path);
      }
    }
    const machine = createFeedbackWizardMachine({ submitFeedback: async () => undefined });
    expect(unvisitedStates(machine, visited)).toEqual([]);
  });
});
