import { describe, expect, it } from 'vitest';
import { statePath, unvisitedStates } from '../../shared/scenario';
import { createSharedTripMachine } from '../shared-trip.machine';
import { replaySharedTripScenario } from './replay-shared-trip-scenario';
import { sharedTripScenarios } from './shared-trip-scenarios';

describe('shared-trip scenarios', () => {
  it.each(sharedTripScenarios.map((scenario) => [scenario.name, scenario] as const))(
    '%s',
    async (_name, scenario) => {
      const replay = await replaySharedTripScenario(scenario);
      const { trip } = replay.snapshot.context;
      expect(statePath(replay.snapshot.value)).toBe(scenario.expected.state);
      expect(trip === null ? null : trip.viewerIsMember).toBe(scenario.expected.member);
      expect(trip === null ? null : trip.collaboratorCount + 1).toBe(scenario.expected.travellers);
      expect(replay.toasts.map((toast) => toast.message)).toEqual(scenario.expected.toasts);
      expect(replay.alerts).toEqual(scenario.expected.alerts);
      expect(replay.signInToJoin).toBe(scenario.expected.signInToJoin);
      expect(replay.calls).toEqual(scenario.expected.calls);
    },
  );

  it('replays a scenario twice with the same outcome (answers are not used up)', async () => {
    const [scenario] = sharedTripScenarios;
    if (!scenario) throw new Error('no scenario');
    const first = await replaySharedTripScenario(scenario);
    const second = await replaySharedTripScenario(scenario);
    expect(second.calls).toEqual(first.calls);
    expect(second.toasts).toEqual(first.toasts);
  });

  it('together pass through every state of the machine', async () => {
    const visited = new Set<string>();
    for (const scenario of sharedTripScenarios) {
      for (const path of (await replaySharedTripScenario(scenario)).visitedStates) {
        visited.add(path);
      }
    }
    const unused = () => Promise.reject(new Error('not called'));
    const machine = createSharedTripMachine({ loadSharedTrip: unused, joinSharedTrip: unused });
    expect(unvisitedStates(machine, visited)).toEqual([]);
  });
});
