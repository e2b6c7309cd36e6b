import { fromPromise } from 'xstate';
import { answerFrom, replaySteps } from '../../shared/scenario';
import type { ScenarioInspector, ScenarioReplay } from '../../shared/scenario';
import { locationPermissionMachine } from '../location-permission.machine';
import type {
  Coordinates,
  GeolocationOptions,
  LocationPermissionMachine,
  ResolvedLocation,
} from '../location-permission.machine';
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
  const machine = locationPermissionMachine.provide({
    actors: {
      getPosition: fromPromise<Coordinates, GeolocationOptions>(({ input }) => {
        calls.getPosition.push(input);
        return answerFrom(positionAnswers, 'getPosition');
      }),
      saveLocation: fromPromise<ResolvedLocation, Coordinates>(({ input }) => {
        calls.saveLocation.push(input);
        return answerFrom(saveAnswers, 'saveLocation');
      }),
    },
  });
  const replay = await replaySteps(machine, undefined, scenario.steps, options.inspect);
  return { ...replay, calls };
}
