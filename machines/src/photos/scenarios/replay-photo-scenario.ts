import { SimulatedClock, createActor, fromPromise } from 'xstate';
import type { InspectionEvent, Observer, StateValue } from 'xstate';
import { networkQualityMachine } from '../network-quality.machine';
import type { NetworkQualitySnapshot } from '../network-quality.machine';
import { createPhotoLoaderMachine } from '../photo-loader.machine';
import type {
  BatchPhotosInput,
  BatchPhotosOutput,
  FetchNearbyInput,
  PhotoLoaderEffects,
  PhotoLoaderSnapshot,
} from '../photo-loader.machine';
import type {
  BatchAnswer,
  NearbyAnswer,
  NetworkScenario,
  PhotoLoaderScenario,
  ProbeAnswer,
} from './photo-scenarios';

type Inspect = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

/** `{ main: 'complete', lightbox: { open: 'showing' } }` → `['main', 'main.complete', …]`. */
export function activeStatePaths(value: StateValue, prefix = ''): string[] {
  const join = (key: string) => (prefix === '' ? key : `${prefix}.${key}`);
  if (typeof value === 'string') return [join(value)];
  return Object.entries(value).flatMap(([key, child]) =>
    child === undefined ? [join(key)] : [join(key), ...activeStatePaths(child, join(key))],
  );
}

/** The active leaf states, dotted, in the order the machine declares its regions. */
export function leafStatePaths(value: StateValue, prefix = ''): string[] {
  const join = (key: string) => (prefix === '' ? key : `${prefix}.${key}`);
  if (typeof value === 'string') return [join(value)];
  return Object.entries(value).flatMap(([key, child]) =>
    child === undefined ? [join(key)] : leafStatePaths(child, join(key)),
  );
}

/** The `signal` fromPromise gives: machines/ compiles without the DOM lib. */
interface AbortSignalLike {
  readonly aborted: boolean;
}

/** Lets answered promises reach the machine (a few microtask turns; no timers). */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
}

/** The next answer in call order; the last one repeats. */
function nextAnswer<T>(answers: readonly T[], used: { count: number }, effect: string): T {
  const answer = answers[Math.min(used.count, answers.length - 1)];
  used.count += 1;
  if (answer === undefined) throw new Error(`scenario: no answer for ${effect}`);
  return answer;
}

/** Answers after `afterMs` of simulated time; an aborted call never answers. */
function answerLater<T>(
  clock: SimulatedClock,
  signal: AbortSignalLike,
  afterMs: number | undefined,
  answer: () => Promise<T>,
): Promise<T> {
  if (!afterMs) return answer();
  return new Promise<T>((resolve, reject) => {
    clock.setTimeout(() => {
      if (signal.aborted) reject(new Error('aborted'));
      else answer().then(resolve, reject);
    }, afterMs);
  });
}

function batchOutput(input: BatchPhotosInput, answer: BatchAnswer): Promise<BatchPhotosOutput> {
  if ('reject' in answer) return Promise.reject(new Error(answer.reject));
  const failing = answer.failing ?? [];
  const photos = input.photoRefs.map((photoRef) =>
    failing.includes(photoRef)
      ? { photoRef, success: false, image: null, error: 'Photo not found' }
      : { photoRef, success: true, image: `image:${photoRef}@${input.quality}` },
  );
  const successful = photos.filter((photo) => photo.success).length;
  return Promise.resolve({ photos, summary: { total: photos.length, successful } });
}

export interface PhotoLoaderReplay {
  snapshot: PhotoLoaderSnapshot;
  batches: BatchPhotosInput[];
  nearbyFetches: FetchNearbyInput[];
  abortedBatches: number;
  /** Every state the loader was in, transient ones included (dotted paths, parents too). */
  visitedStates: Set<string>;
}

/** Replays a photo loader scenario on a simulated clock; pass an inspector's `inspect` to watch. */
export async function replayPhotoLoaderScenario(
  scenario: PhotoLoaderScenario,
  options: { inspect?: Inspect } = {},
): Promise<PhotoLoaderReplay> {
  const clock = new SimulatedClock();
  clock.set(scenario.startsAt);
  const batches: BatchPhotosInput[] = [];
  const nearbyFetches: FetchNearbyInput[] = [];
  const batchSignals: AbortSignalLike[] = [];
  const batchAnswersUsed = { count: 0 };
  const nearbyAnswersUsed = { count: 0 };
  const visitedStates = new Set<string>();

  // The app's machine (`createPhotoLoaderMachine`) with fakes of its two effects.
  const effects: PhotoLoaderEffects = {
    fetchBatch: (input, signal) => {
      batches.push(input);
      batchSignals.push(signal as AbortSignalLike);
      const answer = nextAnswer(scenario.answers.fetchBatch, batchAnswersUsed, 'fetchBatch');
      return answerLater(clock, signal as AbortSignalLike, answer.afterMs, () =>
        batchOutput(input, answer),
      );
    },
    fetchNearby: (input, signal) => {
      nearbyFetches.push(input);
      const answer: NearbyAnswer = nextAnswer(
        scenario.answers.fetchNearby,
        nearbyAnswersUsed,
        'fetchNearby',
      );
      if ('reject' in answer) return Promise.reject(new Error(answer.reject));
      return answerLater(clock, signal as AbortSignalLike, answer.afterMs, () =>
        Promise.resolve(answer.places),
      );
    },
  };
  const machine = createPhotoLoaderMachine(effects);

  const actor = createActor(machine, {
    input: { ...scenario.input, now: () => clock.now() },
    clock,
    inspect: (event) => {
      if (event.type === '@xstate.microstep' || event.type === '@xstate.snapshot') {
        // The loader itself, not its effect actors.
        if (event.actorRef.sessionId === event.rootId) {
          const value = (event.snapshot as PhotoLoaderSnapshot).value;
          for (const path of activeStatePaths(value)) visitedStates.add(path);
        }
      }
      if (typeof options.inspect === 'function') options.inspect(event);
      else options.inspect?.next?.(event);
    },
  });
  actor.start();
  await settle();
  for (const step of scenario.steps) {
    if ('send' in step) actor.send(step.send);
    else clock.increment(step.advanceMs);
    await settle();
  }

  const snapshot = actor.getSnapshot();
  actor.stop();
  const abortedBatches = batchSignals.filter((signal) => signal.aborted).length;
  return { snapshot, batches, nearbyFetches, abortedBatches, visitedStates };
}

export interface NetworkReplay {
  snapshot: NetworkQualitySnapshot;
  probes: number;
}

/** Replays a network quality scenario on a simulated clock. */
export async function replayNetworkScenario(
  scenario: NetworkScenario,
  options: { inspect?: Inspect } = {},
): Promise<NetworkReplay> {
  const clock = new SimulatedClock();
  const used = { count: 0 };
  const machine = networkQualityMachine.provide({
    actors: {
      probeHealth: fromPromise(({ signal }) => {
        const answer: ProbeAnswer = nextAnswer(scenario.probe, used, 'probeHealth');
        if ('fail' in answer) return Promise.reject(new Error(answer.fail));
        return answerLater(clock, signal as AbortSignalLike, answer.answerAfterMs, () =>
          Promise.resolve(),
        );
      }),
    },
  });
  const actor = createActor(machine, {
    input: { effectiveType: scenario.effectiveType ?? null },
    clock,
    ...(options.inspect ? { inspect: options.inspect } : {}),
  });
  actor.start();
  await settle();
  for (const step of scenario.steps) {
    if ('send' in step) actor.send(step.send);
    else clock.increment(step.advanceMs);
    await settle();
  }
  const snapshot = actor.getSnapshot();
  actor.stop();
  return { snapshot, probes: used.count };
}
