import type { StateValue } from 'xstate';
import { statePath } from './machine-graph';
import type { ScenarioExpectation } from './scenario-schema';

/** Where a replayed step differs from its file: the first differing path, expected and actual. */
export interface ScenarioMismatch {
  path: string;
  expected: unknown;
  actual: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `expected` is a subset of `actual`: objects compare only the keys given, arrays element by
 * element (same length), everything else exactly.
 */
export function subsetMismatch(
  expected: unknown,
  actual: unknown,
  path: string,
): ScenarioMismatch | undefined {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) {
      return { path, expected, actual };
    }
    for (const [index, item] of expected.entries()) {
      const found = subsetMismatch(item, actual[index], `${path}[${index}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (isRecord(expected)) {
    if (!isRecord(actual)) return { path, expected, actual };
    for (const [key, value] of Object.entries(expected)) {
      const found = subsetMismatch(value, actual[key], path === '' ? key : `${path}.${key}`);
      if (found) return found;
    }
    return undefined;
  }
  return Object.is(expected, actual) ? undefined : { path, expected, actual };
}

export interface ReplayedFacts {
  stateValue: StateValue;
  context: unknown;
  emitted: readonly Record<string, unknown>[];
  calls: Record<string, number>;
}

/** The first way the replayed step differs from what the file expects, if any. */
export function expectationMismatch(
  expected: ScenarioExpectation,
  facts: ReplayedFacts,
): ScenarioMismatch | undefined {
  if (expected.state !== undefined) {
    const want = statePath(expected.state);
    const got = statePath(facts.stateValue);
    if (want !== got) return { path: 'state', expected: want, actual: got };
  }
  if (expected.context !== undefined) {
    const found = subsetMismatch(expected.context, facts.context, 'context');
    if (found) return found;
  }
  if (expected.emitted !== undefined) {
    const found = subsetMismatch(expected.emitted, facts.emitted, 'emitted');
    if (found) return found;
  }
  if (expected.calls !== undefined) {
    for (const [effect, count] of Object.entries(expected.calls)) {
      const made = facts.calls[effect] ?? 0;
      if (made !== count) return { path: `calls.${effect}`, expected: count, actual: made };
    }
  }
  return undefined;
}
