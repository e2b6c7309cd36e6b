import { describe, expect, it } from 'vitest';
import type { AnyStateNode } from 'xstate';
import { networkQualityMachine, selectNetworkDecision } from '../network-quality.machine';
import {
  createPhotoLoaderMachine,
  selectBreakerPhase,
  selectNearby,
} from '../photo-loader.machine';
import { networkScenarios, photoLoaderScenarios } from './photo-scenarios';
import {
  leafStatePaths,
  replayNetworkScenario,
  replayPhotoLoaderScenario,
} from './replay-photo-scenario';

function allStatePaths(node: AnyStateNode): string[] {
  return Object.values(node.states).flatMap((child: AnyStateNode) => [
    child.path.join('.'),
    ...allStatePaths(child),
  ]);
}

describe('photo loader scenarios', () => {
  it.each(photoLoaderScenarios.map((scenario) => [scenario.name, scenario] as const))(
    '%s',
    async (_name, scenario) => {
      const replay = await replayPhotoLoaderScenario(scenario);
      const { snapshot } = replay;
      expect(leafStatePaths(snapshot.value)).toEqual(scenario.expected.states);
      expect(replay.batches).toEqual(scenario.expected.batches);
      expect(replay.nearbyFetches).toHaveLength(scenario.expected.nearbyFetches);
      expect(replay.abortedBatches).toBe(scenario.expected.abortedBatches);
      const statuses = Object.fromEntries(
        Object.entries(snapshot.context.photos).map(([ref, photo]) => [ref, photo.status]),
      );
      expect(statuses).toEqual(scenario.expected.photos);
      expect(selectNearby(snapshot).status).toBe(scenario.expected.nearby);
      expect(selectBreakerPhase(snapshot)).toBe(scenario.expected.breaker);
    },
  );

  it('replays the same scenario twice with the same outcome', async () => {
    const scenario = photoLoaderScenarios[0];
    if (!scenario) throw new Error('no scenario');
    const first = await replayPhotoLoaderScenario(scenario);
    const second = await replayPhotoLoaderScenario(scenario);
    expect(second.batches).toEqual(first.batches);
    expect(second.snapshot.value).toEqual(first.snapshot.value);
  });

  it('together pass through every state of the loader', async () => {
    const visited = new Set<string>();
    for (const scenario of photoLoaderScenarios) {
      const replay = await replayPhotoLoaderScenario(scenario);
      for (const path of replay.visitedStates) visited.add(path);
    }
    // Initial microsteps are not reported to `inspect`: these transient states are only passed
    // through while the actor starts (the machine tests cover them).
    const passedAtStart = [
      'main.choosingStrategy',
      'main.progressive.firstBatch.admitting',
      'main.lazy.admitting',
    ];
    const neverAnswered = () => new Promise<never>(() => undefined);
    const machine = createPhotoLoaderMachine({
      fetchBatch: neverAnswered,
      fetchNearby: neverAnswered,
    });
    const missing = allStatePaths(machine.root).filter(
      (path) => !visited.has(path) && !passedAtStart.includes(path),
    );
    expect(missing).toEqual([]);
  });
});

describe('network quality scenarios', () => {
  it.each(networkScenarios.map((scenario) => [scenario.name, scenario] as const))(
    '%s',
    async (_name, scenario) => {
      const replay = await replayNetworkScenario(scenario);
      expect(replay.snapshot.value).toBe(scenario.expected.state);
      expect(selectNetworkDecision(replay.snapshot)).toEqual(scenario.expected.decision);
      expect(replay.probes).toBe(scenario.expected.probes);
    },
  );

  it('together reach every decided state', async () => {
    const reached = new Set<string>();
    for (const scenario of networkScenarios) {
      const replay = await replayNetworkScenario(scenario);
      reached.add(String(replay.snapshot.value));
    }
    const decided = allStatePaths(networkQualityMachine.root).filter(
      (path) => path !== 'classifying' && path !== 'probing',
    );
    expect([...reached].sort()).toEqual(decided.sort());
  });
});
