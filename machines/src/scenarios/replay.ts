import { createActor } from 'xstate';
import type { InspectionEvent, StateValue } from 'xstate';
import { createFakeRuntime } from './fake-effects';
import type { SteppingClock } from './fake-effects';
import { activeStates, statePath, transitionName } from './machine-graph';
import { SCENARIO_EPOCH } from './registered-machine';
import { machineRegistry } from './registry';
import { expectationMismatch } from './scenario-match';
import type { ScenarioMismatch } from './scenario-match';
import type { Scenario, ScenarioExpectation, ScenarioStep } from './scenario-schema';

/**
 * The one replay engine: a scenario file against the machine the app runs, its effects answered by
 * the file's fakes, on XState's SimulatedClock. Vitest, `npm run scenario`, the coverage report and
 * the inspector all replay through here.
 */

export interface ReplayedStep {
  index: number;
  /** Simulated ms since the scenario started, after the step. */
  atMs: number;
  step: ScenarioStep;
  stateValue: StateValue;
  /** The context as JSON would show it (functions left out, actors by id). */
  context: Record<string, unknown>;
  contextChanges: Record<string, { before: unknown; after: unknown }>;
  /** What the machine emitted during the step (toasts, alerts …). */
  emitted: Record<string, unknown>[];
  /** The transitions the step took, named as in the coverage report. */
  transitions: string[];
  expected?: ScenarioExpectation;
  mismatch?: ScenarioMismatch;
  /** The machine failed (an error no transition handled). */
  error?: string;
}

export interface ReplayReport {
  machine: string;
  passed: boolean;
  /** The state and context before the first step. */
  initial: {
    stateValue: StateValue;
    context: Record<string, unknown>;
    /** What the machine emitted while starting (e.g. after loading on open). */
    emitted: Record<string, unknown>[];
  };
  steps: ReplayedStep[];
  firstMismatch?: ScenarioMismatch & { stepIndex: number };
  visitedStates: string[];
  takenTransitions: string[];
  /** How often each effect was called. */
  calls: Record<string, number>;
}

export interface ReplayOptions {
  inspect?: (event: InspectionEvent) => void;
}

/** Lets answered promises reach the machine: microtask turns until nothing happens for a while. */
async function settle(activity: () => number): Promise<void> {
  let quiet = 0;
  let seen = activity();
  for (let turn = 0; turn < 5000 && quiet < 25; turn += 1) {
    await Promise.resolve();
    const now = activity();
    quiet = now === seen ? quiet + 1 : 0;
    seen = now;
  }
}

/** Lets `ms` pass timer by timer, settling in between (an answer may set the next timer). */
async function advance(clock: SteppingClock, ms: number, activity: () => number): Promise<void> {
  const until = clock.now() + ms;
  for (let due = clock.nextDue(); due !== undefined && due <= until; due = clock.nextDue()) {
    clock.set(Math.max(due, clock.now()));
    await settle(activity);
  }
  clock.set(until);
  await settle(activity);
}

/** JSON's view of a value: functions left out, actors by id, cycles cut. */
export function plainValue(value: unknown, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'function' || typeof value === 'symbol') return undefined;
  if (typeof value !== 'object' || value === null) return value;
  if (seen.has(value)) return '[cycle]';
  if ('sessionId' in value && 'send' in value) return `[actor ${String(value.sessionId)}]`;
  if (value instanceof Date) return value.toISOString();
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => plainValue(item, seen) ?? null);
  const plain: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const converted = plainValue(item, seen);
    if (converted !== undefined) plain[key] = converted;
  }
  return plain;
}

const plainContext = (context: unknown) => (plainValue(context) ?? {}) as Record<string, unknown>;

function changesBetween(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changes: ReplayedStep['contextChanges'] = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      changes[key] = { before: before[key], after: after[key] };
    }
  }
  return changes;
}

export async function replayScenario(
  scenario: Scenario,
  options: ReplayOptions = {},
): Promise<ReplayReport> {
  const registered = machineRegistry[scenario.machine];
  if (!registered) {
    const known = Object.keys(machineRegistry).join(', ');
    throw new Error(`unknown machine "${scenario.machine}" (registered: ${known})`);
  }
  const startsAt = scenario.startsAt === undefined ? SCENARIO_EPOCH : Date.parse(scenario.startsAt);
  const runtime = createFakeRuntime(startsAt);
  const machine = registered.withFakes(scenario.fakes ?? {}, runtime);
  const visited = new Set<string>();
  const taken = new Set<string>();
  let stepTransitions: string[] = [];
  let stepEmitted: Record<string, unknown>[] = [];
  let events = 0;
  const activity = () => events;

  const actor = createActor(machine, {
    input: registered.inputFor(scenario.input ?? registered.defaultInput, runtime),
    clock: runtime.clock,
    // Effects that fail on purpose log; the report says what happened instead.
    logger: () => {},
    inspect: (event) => {
      events += 1;
      // The machine itself, not its effect actors.
      if (event.actorRef.sessionId === event.rootId) {
        if (event.type === '@xstate.microstep') {
          for (const transition of event._transitions) {
            const name = transitionName(transition);
            taken.add(name);
            stepTransitions.push(name);
            if (transition.source.path.length > 0) visited.add(transition.source.path.join('.'));
          }
        }
        if (event.type === '@xstate.microstep' || event.type === '@xstate.snapshot') {
          const { value } = event.snapshot as { value?: StateValue };
          if (value !== undefined) for (const state of activeStates(value)) visited.add(state);
        }
      }
      options.inspect?.(event);
    },
  });
  actor.on('*', (emitted: { type: string }) => {
    stepEmitted.push(plainValue(emitted) as Record<string, unknown>);
  });
  actor.start();
  await settle(activity);
  const first = actor.getSnapshot();
  const initial = {
    stateValue: first.value as StateValue,
    context: plainContext(first.context),
    emitted: stepEmitted,
  };

  const steps: ReplayedStep[] = [];
  let firstMismatch: ReplayReport['firstMismatch'];
  let before = initial.context;
  for (const [index, step] of scenario.steps.entries()) {
    stepTransitions = [];
    stepEmitted = [];
    if (step.send !== undefined) actor.send(step.send);
    else await advance(runtime.clock, step.advance ?? 0, activity);
    await settle(activity);
    const snapshot = actor.getSnapshot();
    const context = plainContext(snapshot.context);
    const calls = Object.fromEntries(
      Object.entries(runtime.calls).map(([effect, made]) => [effect, made.length]),
    );
    const replayed: ReplayedStep = {
      index,
      atMs: runtime.clock.now() - startsAt,
      step,
      stateValue: snapshot.value as StateValue,
      context,
      contextChanges: changesBetween(before, context),
      emitted: stepEmitted,
      transitions: stepTransitions,
    };
    if (snapshot.status === 'error') replayed.error = String(snapshot.error);
    if (step.expect !== undefined) {
      replayed.expected = step.expect;
      const mismatch = expectationMismatch(step.expect, {
        stateValue: replayed.stateValue,
        context,
        emitted: stepEmitted,
        calls,
      });
      if (mismatch) replayed.mismatch = mismatch;
    }
    if (replayed.error !== undefined && !replayed.mismatch) {
      replayed.mismatch = { path: 'status', expected: 'active', actual: replayed.error };
    }
    if (replayed.mismatch && !firstMismatch)
      firstMismatch = { ...replayed.mismatch, stepIndex: index };
    steps.push(replayed);
    before = context;
  }
  actor.stop();

  const calls = Object.fromEntries(
    Object.entries(runtime.calls).map(([effect, made]) => [effect, made.length]),
  );
  const report: ReplayReport = {
    machine: scenario.machine,
    passed: firstMismatch === undefined,
    initial,
    steps,
    visitedStates: [...visited],
    takenTransitions: [...taken],
    calls,
  };
  if (firstMismatch) report.firstMismatch = firstMismatch;
  return report;
}

export { statePath };
