import { describe, expect, it } from 'vitest';
import { statePath, unvisitedStates } from '../../shared/scenario';
import { locationPermissionMachine } from '../location-permission.machine';
import { locationPermissionScenarios } from './location-permission-scenarios';
import { replayLocationPermissionScenario } from './replay-location-permission-scenario';

describe('location permission scenarios', () => {
  it.each(locationPermissionScenarios.map((scenario) => [scenario.name, scenario] as const))(
    '%s',
    async (_name, scenario) => {
      const replay = await replayLocationPermissionScenario(scenario);
      expect(statePath(replay.snapshot.value)).toBe(scenario.expected.state);
      expect(replay.snapshot.context.error).toBe(scenario.expected.error);
      expect(replay.toasts.map((toast) => toast.message)).toEqual(scenario.expected.toasts);
      expect({
        getPosition: replay.calls.getPosition.length,
        saveLocation: replay.calls.saveLocation.length,
      }).toEqual(scenario.expected.calls);
    },
  );

  it('asks the browser with the spec options every time', async () => {
    const scenario = locationPermissionScenarios[1];
    if (!scenario) throw new Error('no scenario');
    const replay = await replayLocationPermissionScenario(scenario);
    expect(replay.calls.getPosition).toEqual([
      { enableHighAccuracy: true, timeout: 5000, maximumAge: 0 },
      { enableHighAccuracy: true, timeout: 5000, maximumAge: 0 },
    ]);
  });

  it('together pass through every state of the machine', async () => {
    const visited = new Set<string>();
    for (const scenario of locationPermissionScenarios) {
      for (const path of (await replayLocationPermissionScenario(scenario)).visitedStates) {
        visited.add(path);
      }
    }
    expect(unvisitedStates(locationPermissionMachine, visited)).toEqual([]);
  });
});
