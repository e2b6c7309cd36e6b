import { answerFrom, replaySteps } from '../../shared/scenario';
import type { ScenarioInspector, ScenarioReplay } from '../../shared/scenario';
import { createLocationPermissionMachine } from '../location-permission.machine';
import type { LocationPermissionMachine } from '../location-permission.machine';
import type { LocationEffect, LocationPermissionScenario } from './location-permission-scenarios';

export interface LocationPermissionReplay extends ScenarioReplay<LocationPermissionMachine> {
  /** Inputs each effect was called with, in order. */
  calls: Record<LocationEffect, unknown[]>;
}

/** Replays a scenario; pass an inspector's `inspect` to watch it. */
export async function replayLocationPermissionScenario(
  scenario: LocationPermissionScenario,
  options: { inspect?: ScenarioInspector } = {},
): Promise<LocationPermissionReplay> {
  const positionAnswers = [...(scenario.answers.getPosition ?? [])];
  const saveAnswers = [...(scenario.answers.saveLocation ?? [])];
  const calls: LocationPermissionReplay['calls'] = { getPosition: [], saveLocation: [] };
  // The effects the app injects (web/src/features/profile/hooks/use-location-update.ts), answered
  // from the scenario.
  const machine = createLocationPermissionMachine({
    getPosition: (options) => {
      calls.getPosition.push(options);
      return answerFrom(positionAnswers, 'getPosition');
    },
    saveLocation: (coordinates) => {
      calls.saveLocation.push(coordinates);
      return answerFrom(saveAnswers, 'saveLocation');
    },
  });
  const replay = await replaySteps(machine, undefined, scenario.steps, options.inspect);
  return { ...replay, calls };
}
