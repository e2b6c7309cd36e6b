import { SimulatedClock, createActor } from 'xstate';
import type { CatalogEntry } from '../catalog';

/** One position of the scrubber: the start, or the state after a step. */
export interface ReplayFrame {
  /** 0 is the start; n is after step n. */
  index: number;
  atMs: number;
  /** What the step did: `send session.login`, `advance 3000 ms`, or `start`. */
  title: string;
  /** The event sent (its payload), or null for the start and clock steps. */
  event: ({ type: string } & Record<string, unknown>) | null;
  stateValue: unknown;
  context: unknown;
  contextChanges: Record<string, unknown>;
  mismatch: string | null;
}

export interface ReplayResult {
  frames: ReplayFrame[];
  /** A file the replay could not run (it names a wrong machine, an effect threw …). */
  error: string | null;
  visitedStates: string[];
}

type Step =
  | { send: { type: string } & Record<string, unknown>; expect?: unknown }
  | { advance: number; expect?: unknown };

function changesBetween(before: unknown, after: unknown): Record<string, unknown> {
  if (typeof before !== 'object' || before === null || typeof after !== 'object' || after === null) {
    return {};
  }
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (JSON.stringify((before as Record<string, unknown>)[key]) !== JSON.stringify(value)) {
      changes[key] = value;
    }
  }
  return changes;
}

/** Replays a scenario file on a simulated clock and keeps every step's state for the scrubber. */
export async function replayForInspector(entry: CatalogEntry, content: unknown): Promise<ReplayResult> {
  const scenario = content as { input?: unknown; steps?: Step[] };
  const { machine } = entry.simulation();
  const clock = new SimulatedClock();
  clock.set(0);
  const actor = createActor(machine, { input: scenario.input, clock });
  const frames: ReplayFrame[] = [];
  const visited = new Set<string>();
  const record = (title: string, event: ReplayFrame['event']) => {
    const snapshot = actor.getSnapshot() as { value: unknown; context: unknown };
    const previous = frames.at(-1);
    frames.push({
      index: frames.length,
      atMs: clock.now(),
      title,
      event,
      stateValue: snapshot.value,
      context: snapshot.context,
      contextChanges: previous ? changesBetween(previous.context, snapshot.context) : {},
      mismatch: null,
    });
  };
  try {
    actor.start();
    record('start', null);
    for (const step of scenario.steps ?? []) {
      if ('send' in step) {
        actor.send(step.send);
        await Promise.resolve();
        record(`send ${step.send.type}`, step.send);
      } else {
        clock.increment(step.advance);
        await Promise.resolve();
        record(`advance ${step.advance} ms`, null);
      }
    }
    actor.stop();
    return { frames, error: null, visitedStates: [...visited] };
  } catch (error) {
    return { frames, error: error instanceof Error ? error.message : String(error), visitedStates: [] };
  }
}
