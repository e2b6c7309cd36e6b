import { describe, expect, it } from 'vitest';
import { machineRegistry } from './registry';
import { replayScenario } from './replay';
import { parseScenario } from './scenario-schema';
import type { Scenario } from './scenario-schema';

/**
 * Every scenario file replays with the machine the app runs (its effects answered by the file's
 * fakes) and passes: each file stays true as the machines change.
 */
const files = import.meta.glob<unknown>('../*/scenarios/*.scenario.json', {
  eager: true,
  import: 'default',
});

function scenarioOf(path: string): Scenario {
  const parsed = parseScenario(files[path]);
  if (!parsed.ok) throw new Error(`${path}: ${parsed.problems.join('; ')}`);
  return parsed.scenario;
}

const paths = Object.keys(files).sort();

describe('scenario files', () => {
  it('are found', () => {
    expect(paths.length).toBeGreaterThan(50);
  });

  it.each(paths)(
    '%s is valid, names a registered machine and points to the JSON Schema',
    (path) => {
      const scenario = scenarioOf(path);
      expect(Object.keys(machineRegistry)).toContain(scenario.machine);
      expect(scenario.$schema).toBe('../../../scenario.schema.json');
      // Beside its machine: machines/src/<area>/scenarios/.
      expect(path).toMatch(/^\.\.\/[a-z-]+\/scenarios\/[a-z0-9-]+\.scenario\.json$/);
    },
  );

  it.each(paths)('%s replays and passes', async (path) => {
    const report = await replayScenario(scenarioOf(path));
    expect(report.firstMismatch).toBeUndefined();
    expect(report.passed).toBe(true);
  });

  it('every registered machine has scenario files', () => {
    const covered = new Set(paths.map((path) => scenarioOf(path).machine));
    expect(Object.keys(machineRegistry).filter((name) => !covered.has(name))).toEqual([]);
  });
});

describe('a file that expects the wrong thing', () => {
  const path = '../session/scenarios/wrong-password.scenario.json';

  it('fails at the first wrong step with the expected and the actual state', async () => {
    const scenario = scenarioOf(path);
    const edited: Scenario = {
      ...scenario,
      steps: scenario.steps.map((step, index) =>
        index === 0
          ? { ...step, expect: { ...step.expect, state: 'authenticated.scheduled' } }
          : step,
      ),
    };
    const report = await replayScenario(edited);
    expect(report.passed).toBe(false);
    expect(report.firstMismatch).toEqual({
      stepIndex: 0,
      path: 'state',
      expected: 'authenticated.scheduled',
      actual: 'unauthenticated.idle',
    });
    expect(report.steps[0]?.mismatch?.path).toBe('state');
  });

  it('names the context path that differs', async () => {
    const scenario = scenarioOf(path);
    const last = scenario.steps.length - 1;
    const edited: Scenario = {
      ...scenario,
      steps: scenario.steps.map((step, index) =>
        index === last ? { ...step, expect: { context: { error: 'Something else' } } } : step,
      ),
    };
    const report = await replayScenario(edited);
    expect(report.firstMismatch).toMatchObject({
      stepIndex: last,
      path: 'context.error',
      expected: 'Something else',
    });
  });

  it('replays twice with the same outcome (the fakes are not used up)', async () => {
    const scenario = scenarioOf(path);
    const first = await replayScenario(scenario);
    const second = await replayScenario(scenario);
    expect(second.steps.map((step) => step.stateValue)).toEqual(
      first.steps.map((step) => step.stateValue),
    );
    expect(second.calls).toEqual(first.calls);
  });
});
