import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { statePath } from '../../shared/scenario';
import { replayTripScenario } from '../../trips/scenarios/replay-trip-scenario';
import type { TripScenario, TripScenarioMachine } from '../../trips/scenarios/replay-trip-scenario';
import {
  photoUploadScenarioMachine,
  photoUploadScenarios,
  reflectionScenarioMachine,
  reflectionScenarios,
} from './memories-scenarios';

function describeScenarios<TMachine extends AnyStateMachine, TEffects>(
  title: string,
  machine: TripScenarioMachine<TMachine, TEffects>,
  scenarios: TripScenario<TMachine, TEffects>[],
) {
  describe(title, () => {
    it.each(scenarios.map((scenario) => [scenario.name, scenario] as const))(
      '%s',
      async (_name, scenario) => {
        const replay = await replayTripScenario(machine, scenario);
        expect(statePath((replay.snapshot as { value: unknown }).value)).toBe(
          scenario.expected.state,
        );
        expect(replay.toasts.map((toast) => toast.message)).toEqual(scenario.expected.toasts);
        const calls: Record<string, number | undefined> = scenario.expected.calls;
        expect(
          Object.fromEntries(
            Object.entries(replay.calls).map(([name, made]) => [name, made.length]),
          ),
        ).toEqual(Object.fromEntries(machine.effects.map((name) => [name, calls[name] ?? 0])));
      },
    );
  });
}

describeScenarios('photo upload scenarios', photoUploadScenarioMachine, photoUploadScenarios);
describeScenarios('reflection scenarios', reflectionScenarioMachine, reflectionScenarios);
