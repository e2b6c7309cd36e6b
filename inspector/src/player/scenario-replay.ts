import type { StateValue } from 'xstate';
import { replayScenario } from '@machines/scenarios/replay';
import { parseScenario } from '@machines/scenarios/scenario-schema';

/** One position of the scrubber: the start, or the state after a step. */
export interface ReplayFrame {
  /** 0 is the start; n is after step n. */
  index: number;
  atMs: number;
  /** What the step did: `send session.login`, `advance 3000 ms`, or `start`. */
  title: string;
  note: string | null;
  /** The event sent (with its payload), or null for the start and clock steps. */
  event: ({ type: string } & Record<string, unknown>) | null;
  stateValue: StateValue;
  context: Record<string, unknown>;
  contextChanges: Record<string, { before: unknown; after: unknown }>;
  emitted: Record<string, unknown>[];
  /** The transitions the step took, by name (machine-graph's `transitionName`). */
  transitions: string[];
  mismatch: string | null;
}

export interface ReplayResult {
  frames: ReplayFrame[];
  /** A file that is not a valid scenario, or a replay that could not run. */
  error: string | null;
  visitedStates: string[];
  takenTransitions: string[];
}

const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Replays a scenario file with the engine `npm run scenario` uses, as frames for the scrubber. */
export async function replayForInspector(content: unknown): Promise<ReplayResult> {
  const parsed = parseScenario(content);
  if (!parsed.ok) {
    return {
      frames: [],
      error: parsed.problems.join('\n'),
      visitedStates: [],
      takenTransitions: [],
    };
  }
  try {
    const report = await replayScenario(parsed.scenario);
    const start: ReplayFrame = {
      index: 0,
      atMs: 0,
      title: 'start',
      note: null,
      event: null,
      stateValue: report.initial.stateValue,
      context: report.initial.context,
      contextChanges: {},
      emitted: report.initial.emitted,
      transitions: [],
      mismatch: null,
    };
    const frames = report.steps.map((step): ReplayFrame => ({
      index: step.index + 1,
      atMs: step.atMs,
      title: step.step.send
        ? `send ${step.step.send.type}`
        : `advance ${step.step.advance ?? 0} ms`,
      note: step.step.note ?? null,
      event: step.step.send ?? null,
      stateValue: step.stateValue,
      context: step.context,
      contextChanges: step.contextChanges,
      emitted: step.emitted,
      transitions: step.transitions,
      mismatch: step.mismatch
        ? `${step.mismatch.path}: expected ${show(step.mismatch.expected)}, got ${show(step.mismatch.actual)}`
        : null,
    }));
    return {
      frames: [start, ...frames],
      error: null,
      visitedStates: report.visitedStates,
      takenTransitions: report.takenTransitions,
    };
  } catch (error) {
    return {
      frames: [],
      error: error instanceof Error ? error.message : String(error),
      visitedStates: [],
      takenTransitions: [],
    };
  }
}
