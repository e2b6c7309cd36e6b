import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { unvisitedStates } from '../../shared/scenario';
import { collaboratorsScenarioMachine, collaboratorsScenarios } from './collaborators-scenarios';
import { replayCollaboratorsScenario } from './replay-collaborators-scenario';
import type {
  CollaboratorsScenario,
  CollaboratorsScenarioMachine,
} from './replay-collaborators-scenario';
import { sharingScenarioMachine, sharingScenarios } from './sharing-scenarios';

/** Replays each scenario of one machine, built as the app builds it, and checks its end. */
function describeScenarios<TMachine extends AnyStateMachine, TEffects>(
  title: string,
  machine: CollaboratorsScenarioMachine<TMachine, TEffects>,
  scenarios: CollaboratorsScenario<TMachine, TEffects>[],
) {
  describe(title, () => {
    it.each(scenarios.map((scenario) => [scenario.name, scenario] as const))(
      '%s',
      async (_name, scenario) => {
        const replay = await replayCollaboratorsScenario(machine, scenario);
        expect(replay.state).toBe(scenario.expected.state);
        expect(replay.emitted).toEqual(scenario.expected.emitted);
        const calls: Record<string, number | undefined> = scenario.expected.calls;
        expect(
          Object.fromEntries(
            Object.entries(replay.calls).map(([name, made]) => [name, made.length]),
          ),
        ).toEqual(Object.fromEntries(machine.effects.map((name) => [name, calls[name] ?? 0])));
      },
    );

    it('replays a scenario twice with the same outcome (answers are not used up)', async () => {
      const [scenario] = scenarios;
      if (!scenario) throw new Error('no scenario');
      const first = await replayCollaboratorsScenario(machine, scenario);
      const second = await replayCollaboratorsScenario(machine, scenario);
      expect(second.calls).toEqual(first.calls);
      expect(second.emitted).toEqual(first.emitted);
    });

    it('together pass through every state of the machine', async () => {
      const visited = new Set<string>();
      for (const scenario of scenarios) {
        for (const path of (await replayCollaboratorsScenario(machine, scenario)).visitedStates) {
          visited.add(path);
        }
      }
      const unused = () => Promise.reject(new Error('not called'));
      const effects = Object.fromEntries(machine.effects.map((name) => [name, unused]));
      expect(unvisitedStates(machine.create(effects as TEffects), visited)).toEqual([]);
    });
  });
}

describeScenarios('collaborators scenarios', collaboratorsScenarioMachine, collaboratorsScenarios);
describeScenarios('sharing scenarios', sharingScenarioMachine, sharingScenarios);
