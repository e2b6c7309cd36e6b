import { describe, expect, it } from 'vitest';
import type { AnyStateNode } from 'xstate';
import { sessionMachine } from '../session.machine';
import { replaySessionScenario, statePath } from './replay-session-scenario';
import { sessionScenarios } from './session-scenarios';

function allStatePaths(node: AnyStateNode): string[] {
  return Object.values(node.states).flatMap((child: AnyStateNode) => [
    child.path.join('.'),
    ...allStatePaths(child),
  ]);
}

describe('session scenarios', () => {
  it.each(sessionScenarios.map((scenario) => [scenario.name, scenario] as const))(
    '%s',
    async (_name, scenario) => {
      const replay = await replaySessionScenario(scenario);
      expect(statePath(replay.snapshot.value)).toBe(scenario.expected.state);
      expect(replay.snapshot.context.error).toBe(scenario.expected.error);
      const callCounts = Object.fromEntries(
        Object.entries(replay.calls).map(([effect, inputs]) => [effect, inputs.length]),
      );
      expect(callCounts).toEqual(scenario.expected.calls);
    },
  );

  it('replays the same scenario twice with the same outcome (answers are not used up)', async () => {
    const scenario = sessionScenarios[0];
    if (!scenario) throw new Error('no scenario');
    const first = await replaySessionScenario(scenario);
    const second = await replaySessionScenario(scenario);
    expect(second.calls).toEqual(first.calls);
    expect(second.snapshot.value).toEqual(first.snapshot.value);
  });

  it('together pass through every state of the machine, transient ones included', async () => {
    const visited = new Set<string>();
    for (const scenario of sessionScenarios) {
      const replay = await replaySessionScenario(scenario);
      for (const path of replay.visitedStates) visited.add(path);
    }
    // `restoring` is the initial state every start passes through; the initial microsteps are not
    // reported to `inspect`, and the restore tests in session.machine.test.ts cover its exits.
    const missing = allStatePaths(sessionMachine.root)
      .filter((path) => path !== 'restoring')
      .filter((path) => ![...visited].some((seen) => seen === path || seen.startsWith(`${path}.`)));
    expect(missing).toEqual([]);
  });
});
