import { SimulatedClock, createActor } from 'xstate';
import type { CarriedBreaker, ShownPhoto } from './photo-loader.context';
import type { LoadingStrategy } from './network-quality.machine';
import { createPhotoLoaderMachine, selectPhoto } from './photo-loader.machine';
import type {
  BatchPhotosInput,
  BatchPhotosOutput,
  EffectSignal,
  FetchNearbyInput,
  NearbyPlace,
  NearbyPlaces,
  PhotoLoaderActorRef,
} from './photo-loader.machine';
import { statePath } from '@machines/scenarios/machine-graph';

/** Test support for the photo machines: effects answered by hand, time moved by a SimulatedClock. */

export const T0 = Date.UTC(2026, 5, 1, 9, 0, 0);
export const SECOND = 1000;
export const MINUTE = 60_000;

export interface PendingCall<TInput, TOutput> {
  input: TInput;
  signal: EffectSignal;
  /** Simulated time when the effect was called. */
  calledAt: number;
  resolve: (output: TOutput) => void;
  reject: (error: unknown) => void;
}

/**
 * A fake of one of the loader's effects: records each call; answers at once with `respond` when
 * set, else when the test says so.
 */
export function recordedEffect<TInput, TOutput>(clock: SimulatedClock) {
  const calls: PendingCall<TInput, TOutput>[] = [];
  let respond: ((input: TInput) => Promise<TOutput>) | null = null;
  const effect = (input: TInput, signal: EffectSignal): Promise<TOutput> => {
    const handles: Partial<Pick<PendingCall<TInput, TOutput>, 'resolve' | 'reject'>> = {};
    const promise = new Promise<TOutput>((resolve, reject) => {
      handles.resolve = resolve;
      handles.reject = reject;
    });
    calls.push({
      input,
      signal,
      calledAt: clock.now(),
      resolve: (output) => handles.resolve?.(output),
      reject: (error) => handles.reject?.(error),
    });
    return respond ? respond(input) : promise;
  };
  return {
    effect,
    calls,
    /** Answer every later call at once. */
    answerWith(answer: (input: TInput) => Promise<TOutput>) {
      respond = answer;
    },
    last(): PendingCall<TInput, TOutput> {
      const call = calls.at(-1);
      if (!call) throw new Error('test: the effect was not called');
      return call;
    },
  };
}

/** The image a test answer gives a ref at a tier. */
export const imageOf = (ref: string, quality: string) => `image:${ref}@${quality}`;

/** A batch answer: every ref loads, except `failing` ones (answered with success false). */
export function batchAnswer(
  input: BatchPhotosInput,
  failing: readonly string[] = [],
): BatchPhotosOutput {
  const photos = input.photoRefs.map((photoRef) =>
    failing.includes(photoRef)
      ? { photoRef, success: false, image: null, error: 'Photo not found' }
      : { photoRef, success: true, image: imageOf(photoRef, input.quality) },
  );
  return {
    photos,
    summary: { total: photos.length, successful: photos.filter((photo) => photo.success).length },
  };
}

export const nearbyPlace = (id: string, photoRef: string | null): NearbyPlace => ({
  id,
  name: `Place ${id}`,
  photoRef,
  rating: 4.5,
  totalRatings: 120,
  primaryType: 'restaurant',
});

export const nearbyPlaces: NearbyPlaces = {
  restaurants: [nearbyPlace('r1', 'ref-r1'), nearbyPlace('r2', 'ref-r2')],
  attractions: [nearbyPlace('a1', 'ref-a1'), nearbyPlace('a2', null)],
};

/** Lets answered promises reach the machine (a few microtask turns; no timers). */
export async function settle(): Promise<void> {
  for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
}

export const PLACE_REFS = ['p1', 'p2', 'p3', 'p4', 'p5'];
export const PLACE_LOCATION = { latitude: 48.8584, longitude: 2.2945 };

export function startPhotoLoader(
  options: {
    mainRefs?: readonly string[];
    strategy?: LoadingStrategy;
    breaker?: CarriedBreaker;
    shownPhotos?: readonly ShownPhoto[];
    startsAt?: number;
  } = {},
) {
  const clock = new SimulatedClock();
  clock.set(options.startsAt ?? T0);
  const fetchBatch = recordedEffect<BatchPhotosInput, BatchPhotosOutput>(clock);
  const fetchNearby = recordedEffect<FetchNearbyInput, NearbyPlaces>(clock);
  // Built as the app builds it: only the two effects are fakes.
  const machine = createPhotoLoaderMachine({
    fetchBatch: fetchBatch.effect,
    fetchNearby: fetchNearby.effect,
  });
  const actor = createActor(machine, {
    input: {
      placeId: 'place-1',
      mainRefs: options.mainRefs ?? PLACE_REFS,
      location: PLACE_LOCATION,
      strategy: options.strategy ?? 'progressive',
      now: () => clock.now(),
      ...(options.breaker ? { breaker: options.breaker } : {}),
      ...(options.shownPhotos ? { shownPhotos: options.shownPhotos } : {}),
    },
    clock,
  });
  actor.start();
  /** Moves simulated time on and lets answers arrive. */
  async function advance(ms: number) {
    clock.increment(ms);
    await settle();
  }
  return { actor, clock, fetchBatch, fetchNearby, advance };
}

export type StartedPhotoLoader = ReturnType<typeof startPhotoLoader>;

/** The active leaf states, e.g. `['main.complete', 'nearby.debouncing', 'lightbox.closed']`. */
export const stateOf = (actor: PhotoLoaderActorRef) =>
  statePath(actor.getSnapshot().value).split(',');
export const photo = (actor: PhotoLoaderActorRef, ref: string) =>
  selectPhoto(actor.getSnapshot(), ref);
export const statuses = (actor: PhotoLoaderActorRef, refs: readonly string[] = PLACE_REFS) =>
  refs.map((ref) => photo(actor, ref)?.status);
export const batchInputs = (loader: StartedPhotoLoader) =>
  loader.fetchBatch.calls.map((call) => call.input);
/** A main batch at high quality. */
export const main = (photoRefs: string[]): BatchPhotosInput => ({
  photoRefs,
  quality: 'high',
  batchType: 'main',
});

/** Answers the latest batch call: every ref loads except `failing`. */
export async function answerLastBatch(loader: StartedPhotoLoader, failing: string[] = []) {
  const call = loader.fetchBatch.last();
  call.resolve(batchAnswer(call.input, failing));
  await settle();
}
