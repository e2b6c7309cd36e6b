import { SimulatedClock, createActor, waitFor } from 'xstate';
import type {
  AnyActorRef,
  AnyStateMachine,
  AnyStateNode,
  InspectionEvent,
  Observer,
  SnapshotFrom,
} from 'xstate';
import type { ToastEmitted } from './feedback';

/**
 * Named event sequences for QA to replay, with or without an inspector. A scenario is data: the
 * machine's input, one answer per effect call (in call order), and steps that send an event or let
 * time pass on a simulated clock. Shared by the account machines' scenarios/ folders.
 */

/**
 * How an effect answers. `fail: null` rejects with an empty message so the spec's fallback shows;
 * `code` is carried as the error's `code` (a geolocation code or a GraphQL code such as
 * UNAUTHENTICATED).
 */
export type EffectAnswer<T> = { ok: T } | { fail: string | null; code?: string | number };

/** Send an event, or let whole seconds pass (timers fire once a second, as a browser's would). */
export type ScenarioStep<TEvent> = { send: TEvent } | { advanceSeconds: number };

export interface ScenarioExpectation {
  /** Dotted state path; parallel regions joined by commas (see `statePath`). */
  state: string;
  error: string | null;
  /** The toast texts emitted, in order. */
  toasts: string[];
}

export interface ScenarioReplay<TMachine extends AnyStateMachine> {
  snapshot: SnapshotFrom<TMachine>;
  toasts: ToastEmitted[];
  /** Every state configuration the machine passed through (dotted paths). */
  visitedStates: Set<string>;
}

export type ScenarioInspector = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

/** `{ a: { b: 'c', d: 'e' } }` → `a.b.c,a.d.e`. */
export function statePath(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null) return '';
  return Object.entries(value as Record<string, unknown>)
    .map(([key, child]) =>
      child === undefined
        ? key
        : statePath(child)
            .split(',')
            .map((path) => `${key}.${path}`)
            .join(','),
    )
    .join(',');
}

/** Takes the next answer for `effect`; the list is consumed, so pass a copy per replay. */
export function answerFrom<T>(answers: EffectAnswer<T>[], effect: string): Promise<T> {
  const answer = answers.shift();
  if (answer === undefined) {
    return Promise.reject(new Error(`scenario: no answer left for ${effect}`));
  }
  if ('ok' in answer) return Promise.resolve(answer.ok);
  const error = new Error(answer.fail ?? '');
  return Promise.reject(
    answer.code === undefined ? error : Object.assign(error, { code: answer.code }),
  );
}

type SettledSnapshot = { status: string; hasTag: (tag: string) => boolean };
const isSettled = (snapshot: SettledSnapshot) =>
  snapshot.status !== 'active' || !snapshot.hasTag('busy');

/**
 * Runs `steps` against an already provided machine on a simulated clock, waiting after each step
 * until no effect is under way (the `busy` tag).
 */
export async function replaySteps<TMachine extends AnyStateMachine, TEvent>(
  machine: TMachine,
  input: unknown,
  steps: readonly ScenarioStep<TEvent>[],
  inspector?: ScenarioInspector,
  /** Subscribes to the actor's other emits before it starts (alerts, navigation). */
  listen?: (actor: AnyActorRef) => void,
): Promise<ScenarioReplay<TMachine>> {
  const clock = new SimulatedClock();
  clock.set(Date.UTC(2026, 5, 1, 9, 0, 0));
  const toasts: ToastEmitted[] = [];
  const visitedStates = new Set<string>();
  const actor = createActor(machine as AnyStateMachine, {
    input,
    clock,
    inspect: (event) => {
      const { snapshot } = event as { snapshot?: object };
      // The machine itself, not its effect actors.
      if (
        (event.type === '@xstate.snapshot' || event.type === '@xstate.microstep') &&
        event.actorRef.sessionId === event.rootId &&
        snapshot !== undefined &&
        'value' in snapshot
      ) {
        visitedStates.add(statePath(snapshot.value));
      }
      if (typeof inspector === 'function') inspector(event);
      else inspector?.next?.(event);
    },
  });
  actor.on('toast', (emitted: ToastEmitted) => {
    toasts.push(emitted);
  });
  listen?.(actor);
  actor.start();
  visitedStates.add(statePath(actor.getSnapshot().value));
  for (const step of steps) {
    if ('send' in step) actor.send(step.send as Parameters<typeof actor.send>[0]);
    else for (let second = 0; second < step.advanceSeconds; second += 1) clock.increment(1000);
    await waitFor(actor, isSettled);
  }
  // The actor's snapshot is the machine's: createActor lost the type through AnyStateMachine.
  const snapshot = actor.getSnapshot() as SnapshotFrom<TMachine>;
  actor.stop();
  return { snapshot, toasts, visitedStates };
}

/** Every state of a machine as a dotted path, compound and parallel ones included. */
export function allStatePaths(node: AnyStateNode): string[] {
  return Object.values(node.states).flatMap((child: AnyStateNode) => [
    child.path.join('.'),
    ...allStatePaths(child),
  ]);
}

/** The states no visited configuration passed through. */
export function unvisitedStates(machine: AnyStateMachine, visited: Iterable<string>): string[] {
  const leaves = [...visited].flatMap((configuration) => configuration.split(','));
  return allStatePaths(machine.root).filter(
    (path) => !leaves.some((leaf) => leaf === path || leaf.startsWith(`${path}.`)),
  );
}
