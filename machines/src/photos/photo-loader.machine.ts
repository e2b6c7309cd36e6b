import { assign, fromPromise, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import {
  admitRequest,
  breakerPhase,
  carryOverBreaker,
  createCircuitBreaker,
  isRefusingRequests,
  recordRequestOutcome,
  releaseRequest,
} from './circuit-breaker';
import type {
  AdmittedRequest,
  BreakerPhase,
  CircuitBreakerState,
  RefusalReason,
} from './circuit-breaker';
import {
  BATCH_REQUEST_DEBOUNCE_MS,
  LIGHTBOX_PHOTO_QUALITY,
  MAIN_PHOTO_QUALITY,
  MAX_PLACE_PHOTOS,
  NEARBY_FETCH_DEBOUNCE_MS,
  NEARBY_PHOTOS_DELAY_MS,
  NEARBY_PHOTO_QUALITY,
  PHOTO_QUALITIES,
  PROGRESSIVE_FIRST_BATCH_SIZE,
  PROGRESSIVE_REST_DELAY_MS,
} from './constants';
import type { BatchType, PhotoQuality } from './constants';
import type { LoadingStrategy } from './network-quality.machine';

/**
 * Photos of the place page (spec 001 §4 "Place photos", "Photo failure guard"; §2 "Place
 * details"; §9 "Photo batches"). Three regions run side by side:
 *
 * - `main`: the place's photos (at most 5) at high quality. Progressive: the first 2 at once, the
 *   rest 500 ms later; if either batch fails, one batch of every main photo not yet loaded. Lazy:
 *   one batch. Then `mainPhotosLoaded` (failed photos count as settled: the page goes on).
 * - `nearby`: waits for the main photos ("Waiting for main photos to load first..."), fetches the
 *   nearby places 1000 ms later, then their photos 300 ms after that at low quality.
 * - `lightbox`: the photo on screen at ultra quality, 100 ms after the last `lightbox.opened` or
 *   `lightbox.navigated`; moving on aborts the request under way (its actor is stopped and the
 *   `signal` given to `fetchBatch` aborts), so only the latest answer is applied.
 *
 * Every batch passes the circuit breaker first (`circuit-breaker.ts`): refs it refuses are not
 * asked for and show as `failed` (the UI's placeholder), unless an image is already there.
 * Effects come from `photoLoaderMachine.provide({ actors: { fetchBatch, fetchNearby } })`.
 */

export type PhotoStatus = 'idle' | 'loading' | 'loaded' | 'failed';
/** Why a photo has no image: refused by the breaker, answered as failed, or the request failed. */
export type PhotoFailureReason = RefusalReason | 'failedAnswer' | 'failedRequest';
export interface PhotoState {
  status: PhotoStatus;
  /** The image to show (the batch answer's `image`); kept when a better tier fails. */
  url?: string;
  quality?: PhotoQuality;
  failure?: PhotoFailureReason;
  error?: string;
}

/** `POST places/batch-photos` (spec 001 §3, §7); the provided actor sends `signal` with it. */
export interface BatchPhotosInput {
  photoRefs: string[];
  quality: PhotoQuality;
  batchType: BatchType;
}
export interface BatchPhotoResult {
  photoRef: string;
  success: boolean;
  image: string | null;
  error?: string | null;
}
export interface BatchPhotosOutput {
  photos: BatchPhotoResult[];
  summary: { total: number; successful: number };
}

/** Nearby place item (spec 001 §3), its photo reference as one string or null. */
export interface NearbyPlace {
  id: string;
  name: string;
  photoRef: string | null;
  rating?: number | null;
  totalRatings?: number | null;
  primaryType?: string | null;
}
export interface NearbyPlaces {
  restaurants: NearbyPlace[];
  attractions: NearbyPlace[];
}
export interface FetchNearbyInput {
  placeId: string;
}

/** `waiting` until the main photos have loaded; `loading` covers the 1 s pause and the fetch. */
export type NearbyStatus = 'waiting' | 'loading' | 'loaded' | 'error';
export interface NearbyState {
  status: NearbyStatus;
  places: NearbyPlaces | null;
  error: string | null;
}

/** Each lane keeps its latest request; its breaker marks are released when it ends. */
export type RequestLane = 'mainFirst' | 'mainRest' | 'mainAll' | 'nearby' | 'lightbox';
export interface PhotoRequest extends AdmittedRequest {
  photoRefs: string[];
  batchType: BatchType;
}

export interface PhotoLoaderInput {
  placeId: string;
  /** The place's photo refs in display order; the first 5 are loaded. */
  mainRefs: readonly string[];
  strategy: LoadingStrategy;
  /** The clock in ms since the epoch; defaults to `Date.now`. Tests tie it to a SimulatedClock. */
  now?: () => number;
  /** A breaker carried over from the previous page, so an outage stays known across places. */
  breaker?: CircuitBreakerState;
}
export interface PhotoLoaderContext {
  placeId: string;
  mainRefs: string[];
  strategy: LoadingStrategy;
  photos: Record<string, PhotoState>;
  mainPhotosLoaded: boolean;
  nearby: NearbyState;
  /** The photo shown in the lightbox; null while it is closed. */
  lightboxRef: string | null;
  breaker: CircuitBreakerState;
  requests: Partial<Record<RequestLane, PhotoRequest>>;
  now: () => number;
}
export type PhotoLoaderEvent =
  | { type: 'lightbox.opened'; photoRef: string }
  | { type: 'lightbox.navigated'; photoRef: string }
  | { type: 'lightbox.closed' }
  /** "Try Again" in the Nearby Places error state. */
  | { type: 'nearby.retry' };

function notProvided(effect: string): Error {
  return new Error(`photo loader: the "${effect}" effect was not provided (provide)`);
}

function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message !== '') return error.message;
  if (typeof error === 'string' && error !== '') return error;
  return 'Request failed';
}

const rankOf = (quality: PhotoQuality) => PHOTO_QUALITIES.indexOf(quality);

function hasImageAtLeast(photo: PhotoState | undefined, quality: PhotoQuality): boolean {
  return (
    photo?.status === 'loaded' &&
    photo.quality !== undefined &&
    rankOf(photo.quality) >= rankOf(quality)
  );
}

/** A photo that cannot be loaded now: an image already shown stays, otherwise the placeholder. */
function failedPhoto(
  photo: PhotoState | undefined,
  failure: PhotoFailureReason,
  error?: string,
): PhotoState {
  if (photo?.status === 'loaded') return photo;
  return error === undefined ? { status: 'failed', failure } : { status: 'failed', failure, error };
}

function requestOf(context: PhotoLoaderContext, lane: RequestLane): PhotoRequest {
  const request = context.requests[lane];
  if (!request) throw new Error(`photo loader: no ${lane} request to send`);
  return request;
}

function batchInputOf(context: PhotoLoaderContext, lane: RequestLane): BatchPhotosInput {
  const { photoRefs, quality, batchType } = requestOf(context, lane);
  return { photoRefs: [...photoRefs], quality, batchType };
}

const firstMainRefs = (context: PhotoLoaderContext) =>
  context.mainRefs.slice(0, PROGRESSIVE_FIRST_BATCH_SIZE);
const restMainRefs = (context: PhotoLoaderContext) =>
  context.mainRefs.slice(PROGRESSIVE_FIRST_BATCH_SIZE);
const unloadedMainRefs = (context: PhotoLoaderContext) =>
  context.mainRefs.filter((ref) => context.photos[ref]?.status !== 'loaded');

function nearbyPhotoRefs(places: NearbyPlaces | null): string[] {
  if (!places) return [];
  const refs = [...places.restaurants, ...places.attractions].map((place) => place.photoRef);
  return [...new Set(refs.filter((ref): ref is string => ref !== null && ref !== ''))];
}

interface AdmitParams {
  lane: RequestLane;
  photoRefs: readonly string[];
  quality: PhotoQuality;
  batchType: BatchType;
}
const mainBatch = (lane: RequestLane, photoRefs: string[]): AdmitParams => ({
  lane,
  photoRefs,
  quality: MAIN_PHOTO_QUALITY,
  batchType: 'main',
});

interface BatchLoadingStateOptions {
  lane: RequestLane;
  /** The invoked request's actor id. */
  id: string;
  /** Where the answer leads once applied. */
  onDone: string;
  /** Where a failed request leads. */
  onError: string;
  /** False where a fallback batch follows: its photos stay loading rather than flash a placeholder. */
  markPhotosFailed: boolean;
}

/**
 * The state that sends a lane's admitted request: the answer is applied, a failed request counts
 * for the breaker, and the lane's breaker marks are released on every way out (also an abort).
 */
function batchLoadingState({
  lane,
  id,
  onDone,
  onError,
  markPhotosFailed,
}: BatchLoadingStateOptions) {
  return {
    exit: { type: 'releasePhotoRequest', params: { lane } },
    invoke: {
      id,
      src: 'fetchBatch',
      input: ({ context }: { context: PhotoLoaderContext }) => batchInputOf(context, lane),
      onDone: {
        target: onDone,
        actions: {
          type: 'applyBatchAnswer',
          params: ({ event }: { event: { output: BatchPhotosOutput } }) => ({
            lane,
            output: event.output,
          }),
        },
      },
      onError: {
        target: onError,
        actions: {
          type: 'recordFailedRequest',
          params: ({ event }: { event: { error: unknown } }) => ({
            lane,
            error: event.error,
            markPhotosFailed,
          }),
        },
      },
    },
  } as const;
}

export const photoLoaderMachine = setup({
  types: {
    context: {} as PhotoLoaderContext,
    events: {} as PhotoLoaderEvent,
    input: {} as PhotoLoaderInput,
  },
  actors: {
    fetchBatch: fromPromise<BatchPhotosOutput, BatchPhotosInput>(() =>
      Promise.reject(notProvided('fetchBatch')),
    ),
    fetchNearby: fromPromise<NearbyPlaces, FetchNearbyInput>(() =>
      Promise.reject(notProvided('fetchNearby')),
    ),
  },
  actions: {
    /**
     * Asks the breaker which refs this lane may request now (photos already shown at this tier or
     * better are not asked for again); keeps the admitted request in the lane, or clears the lane.
     */
    admitPhotos: assign(({ context }, params: AdmitParams) => {
      const wanted = params.photoRefs.filter(
        (ref) => !hasImageAtLeast(context.photos[ref], params.quality),
      );
      const now = context.now();
      const admission = admitRequest(
        context.breaker,
        { photoRefs: wanted, quality: params.quality },
        now,
      );
      const photos = { ...context.photos };
      for (const ref of admission.admitted) {
        const photo = photos[ref];
        if (photo?.status !== 'loaded') photos[ref] = { status: 'loading' };
      }
      for (const { ref, reason } of admission.refused) {
        // Another request is already bringing this photo: leave it as it is.
        if (reason !== 'inFlight') photos[ref] = failedPhoto(photos[ref], reason);
      }
      const { [params.lane]: _previous, ...otherLanes } = context.requests;
      if (admission.admitted.length === 0) {
        return { breaker: admission.breaker, photos, requests: otherLanes };
      }
      const request: PhotoRequest = {
        photoRefs: admission.admitted,
        quality: params.quality,
        batchType: params.batchType,
        startedAt: now,
        isTrial: admission.isTrial,
      };
      return {
        breaker: admission.breaker,
        photos,
        requests: { ...otherLanes, [params.lane]: request },
      };
    }),
    /** On every exit of a loading state (answered, failed or aborted): frees the breaker marks. */
    releasePhotoRequest: assign(({ context }, params: { lane: RequestLane }) => {
      const request = context.requests[params.lane];
      return request ? { breaker: releaseRequest(context.breaker, request) } : {};
    }),
    applyBatchAnswer: assign(
      ({ context }, params: { lane: RequestLane; output: BatchPhotosOutput }) => {
        const request = requestOf(context, params.lane);
        const resultByRef = new Map(params.output.photos.map((photo) => [photo.photoRef, photo]));
        const photos = { ...context.photos };
        const failedRefs: string[] = [];
        let loadedCount = 0;
        for (const ref of request.photoRefs) {
          const result = resultByRef.get(ref);
          const current = photos[ref];
          if (result?.success === true && result.image) {
            loadedCount += 1;
            // A better tier already shown (e.g. ultra from the lightbox) is not replaced.
            if (!hasImageAtLeast(current, request.quality)) {
              photos[ref] = { status: 'loaded', url: result.image, quality: request.quality };
            }
          } else {
            failedRefs.push(ref);
            const error = result ? (result.error ?? 'Photo failed') : 'Missing from the answer';
            photos[ref] = failedPhoto(current, 'failedAnswer', error);
          }
        }
        const breaker = recordRequestOutcome(
          context.breaker,
          { failedRefs, requestFailed: loadedCount === 0 },
          context.now(),
        );
        return { photos, breaker };
      },
    ),
    /** The request was rejected: one failure for the breaker; the refs themselves stay unblocked. */
    recordFailedRequest: assign(
      ({ context }, params: { lane: RequestLane; error: unknown; markPhotosFailed: boolean }) => {
        const request = requestOf(context, params.lane);
        const breaker = recordRequestOutcome(
          context.breaker,
          { failedRefs: [], requestFailed: true },
          context.now(),
        );
        if (!params.markPhotosFailed) return { breaker };
        const photos = { ...context.photos };
        const error = errorMessage(params.error);
        for (const ref of request.photoRefs) {
          photos[ref] = failedPhoto(photos[ref], 'failedRequest', error);
        }
        return { breaker, photos };
      },
    ),
    markMainPhotosLoaded: assign({ mainPhotosLoaded: true }),
    startNearbyLoading: assign(({ context }) => ({
      nearby: { ...context.nearby, status: 'loading' as const, error: null },
    })),
    storeNearbyPlaces: assign(({ context }, places: NearbyPlaces) => {
      const photos = { ...context.photos };
      for (const ref of nearbyPhotoRefs(places)) photos[ref] ??= { status: 'idle' };
      return { nearby: { status: 'loaded' as const, places, error: null }, photos };
    }),
    storeNearbyError: assign(({ context }, params: { error: unknown }) => ({
      nearby: { ...context.nearby, status: 'error' as const, error: errorMessage(params.error) },
    })),
    showInLightbox: assign((_, params: { photoRef: string }) => ({
      lightboxRef: params.photoRef,
    })),
    closeLightbox: assign({ lightboxRef: null }),
  },
  guards: {
    isProgressive: ({ context }) => context.strategy === 'progressive',
    isBreakerRefusingRequests: ({ context }) => isRefusingRequests(context.breaker, context.now()),
    hasNoRestRefs: ({ context }) => restMainRefs(context).length === 0,
    hasRequest: ({ context }, params: { lane: RequestLane }) =>
      context.requests[params.lane] !== undefined,
    haveMainPhotosLoaded: ({ context }) => context.mainPhotosLoaded,
    hasNoNearbyPhotos: ({ context }) => nearbyPhotoRefs(context.nearby.places).length === 0,
    isLightboxAlreadyOn: ({ context, event }) =>
      (event.type === 'lightbox.opened' || event.type === 'lightbox.navigated') &&
      event.photoRef === context.lightboxRef,
  },
  delays: {
    progressiveRestDelay: PROGRESSIVE_REST_DELAY_MS,
    batchDebounce: BATCH_REQUEST_DEBOUNCE_MS,
    nearbyFetchDebounce: NEARBY_FETCH_DEBOUNCE_MS,
    nearbyPhotosDelay: NEARBY_PHOTOS_DELAY_MS,
  },
}).createMachine({
  id: 'photoLoader',
  context: ({ input }) => {
    const mainRefs = [...new Set(input.mainRefs.filter((ref) => ref !== ''))].slice(
      0,
      MAX_PLACE_PHOTOS,
    );
    return {
      placeId: input.placeId,
      mainRefs,
      strategy: input.strategy,
      photos: Object.fromEntries(mainRefs.map((ref) => [ref, { status: 'idle' as const }])),
      mainPhotosLoaded: false,
      nearby: { status: 'waiting', places: null, error: null },
      lightboxRef: null,
      breaker: input.breaker ? carryOverBreaker(input.breaker) : createCircuitBreaker(),
      requests: {},
      now: input.now ?? Date.now,
    };
  },
  type: 'parallel',
  states: {
    main: {
      initial: 'choosingStrategy',
      states: {
        choosingStrategy: {
          always: [{ guard: 'isProgressive', target: 'progressive' }, { target: 'lazy' }],
        },
        progressive: {
          type: 'parallel',
          onDone: { target: 'complete' },
          states: {
            firstBatch: {
              initial: 'admitting',
              states: {
                admitting: {
                  entry: {
                    type: 'admitPhotos',
                    params: ({ context }) => mainBatch('mainFirst', firstMainRefs(context)),
                  },
                  always: [
                    {
                      guard: { type: 'hasRequest', params: { lane: 'mainFirst' } },
                      target: 'loading',
                    },
                    // The breaker is open: no progressive path; the fallback settles every photo.
                    { guard: 'isBreakerRefusingRequests', target: '#photoLoader.main.fallback' },
                    { target: 'done' },
                  ],
                },
                // A failure gives up the progressive path: one batch of everything not yet loaded.
                loading: batchLoadingState({
                  lane: 'mainFirst',
                  id: 'mainFirstBatch',
                  onDone: 'done',
                  onError: '#photoLoader.main.fallback',
                  markPhotosFailed: false,
                }),
                done: { type: 'final' },
              },
            },
            restBatch: {
              initial: 'scheduled',
              states: {
                scheduled: {
                  always: { guard: 'hasNoRestRefs', target: 'done' },
                  after: { progressiveRestDelay: { target: 'admitting' } },
                },
                admitting: {
                  entry: {
                    type: 'admitPhotos',
                    params: ({ context }) => mainBatch('mainRest', restMainRefs(context)),
                  },
                  always: [
                    {
                      guard: { type: 'hasRequest', params: { lane: 'mainRest' } },
                      target: 'loading',
                    },
                    { target: 'done' },
                  ],
                },
                loading: batchLoadingState({
                  lane: 'mainRest',
                  id: 'mainRestBatch',
                  onDone: 'done',
                  onError: '#photoLoader.main.fallback',
                  markPhotosFailed: false,
                }),
                done: { type: 'final' },
              },
            },
          },
        },
        lazy: {
          initial: 'admitting',
          states: {
            admitting: {
              entry: {
                type: 'admitPhotos',
                params: ({ context }) => mainBatch('mainAll', context.mainRefs),
              },
              always: [
                {
                  guard: { type: 'hasRequest', params: { lane: 'mainAll' } },
                  target: 'loading',
                },
                { target: '#photoLoader.main.complete' },
              ],
            },
            loading: batchLoadingState({
              lane: 'mainAll',
              id: 'mainLazyBatch',
              onDone: '#photoLoader.main.complete',
              onError: '#photoLoader.main.complete',
              markPhotosFailed: true,
            }),
          },
        },
        fallback: {
          initial: 'admitting',
          states: {
            admitting: {
              entry: {
                type: 'admitPhotos',
                params: ({ context }) => mainBatch('mainAll', unloadedMainRefs(context)),
              },
              always: [
                {
                  guard: { type: 'hasRequest', params: { lane: 'mainAll' } },
                  target: 'loading',
                },
                { target: '#photoLoader.main.complete' },
              ],
            },
            loading: batchLoadingState({
              lane: 'mainAll',
              id: 'mainFallbackBatch',
              onDone: '#photoLoader.main.complete',
              onError: '#photoLoader.main.complete',
              markPhotosFailed: true,
            }),
          },
        },
        /** Every main photo is loaded or failed: the rest of the page may load. */
        complete: {
          entry: 'markMainPhotosLoaded',
        },
      },
    },

    nearby: {
      initial: 'waitingForMainPhotos',
      states: {
        waitingForMainPhotos: {
          always: { guard: 'haveMainPhotosLoaded', target: 'debouncing' },
        },
        debouncing: {
          entry: 'startNearbyLoading',
          after: { nearbyFetchDebounce: { target: 'fetching' } },
        },
        fetching: {
          invoke: {
            id: 'nearbyPlaces',
            src: 'fetchNearby',
            input: ({ context }) => ({ placeId: context.placeId }),
            onDone: {
              target: 'loaded',
              actions: { type: 'storeNearbyPlaces', params: ({ event }) => event.output },
            },
            onError: {
              target: 'failed',
              actions: {
                type: 'storeNearbyError',
                params: ({ event }) => ({ error: event.error }),
              },
            },
          },
        },
        loaded: {
          initial: 'photosScheduled',
          states: {
            photosScheduled: {
              always: { guard: 'hasNoNearbyPhotos', target: 'photosDone' },
              after: { nearbyPhotosDelay: { target: 'photosAdmitting' } },
            },
            photosAdmitting: {
              entry: {
                type: 'admitPhotos',
                params: ({ context }) => ({
                  lane: 'nearby',
                  photoRefs: nearbyPhotoRefs(context.nearby.places),
                  quality: NEARBY_PHOTO_QUALITY,
                  batchType: 'nearby',
                }),
              },
              always: [
                {
                  guard: { type: 'hasRequest', params: { lane: 'nearby' } },
                  target: 'photosLoading',
                },
                { target: 'photosDone' },
              ],
            },
            photosLoading: batchLoadingState({
              lane: 'nearby',
              id: 'nearbyPhotosBatch',
              onDone: 'photosDone',
              onError: 'photosDone',
              markPhotosFailed: true,
            }),
            photosDone: {},
          },
        },
        failed: {
          on: { 'nearby.retry': { target: 'debouncing' } },
        },
      },
    },

    lightbox: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'lightbox.opened': {
              target: 'open',
              actions: {
                type: 'showInLightbox',
                params: ({ event }) => ({ photoRef: event.photoRef }),
              },
            },
          },
        },
        open: {
          initial: 'debouncing',
          on: {
            'lightbox.opened': [
              { guard: 'isLightboxAlreadyOn' },
              {
                target: '.debouncing',
                actions: {
                  type: 'showInLightbox',
                  params: ({ event }) => ({ photoRef: event.photoRef }),
                },
              },
            ],
            // A newer photo: the pending request restarts its 100 ms, one under way is aborted.
            'lightbox.navigated': [
              { guard: 'isLightboxAlreadyOn' },
              {
                target: '.debouncing',
                actions: {
                  type: 'showInLightbox',
                  params: ({ event }) => ({ photoRef: event.photoRef }),
                },
              },
            ],
            'lightbox.closed': { target: 'closed', actions: 'closeLightbox' },
          },
          states: {
            debouncing: {
              after: { batchDebounce: { target: 'admitting' } },
            },
            admitting: {
              entry: {
                type: 'admitPhotos',
                params: ({ context }) => ({
                  lane: 'lightbox',
                  photoRefs: context.lightboxRef === null ? [] : [context.lightboxRef],
                  quality: LIGHTBOX_PHOTO_QUALITY,
                  batchType: 'lightbox',
                }),
              },
              always: [
                {
                  guard: { type: 'hasRequest', params: { lane: 'lightbox' } },
                  target: 'loading',
                },
                { target: 'showing' },
              ],
            },
            loading: batchLoadingState({
              lane: 'lightbox',
              id: 'lightboxBatch',
              onDone: 'showing',
              onError: 'showing',
              markPhotosFailed: true,
            }),
            showing: {},
          },
        },
      },
    },
  },
});

export type PhotoLoaderMachine = typeof photoLoaderMachine;
export type PhotoLoaderSnapshot = SnapshotFrom<PhotoLoaderMachine>;
export type PhotoLoaderActorRef = ActorRefFrom<PhotoLoaderMachine>;

export interface MainPhoto extends PhotoState {
  photoRef: string;
}

const mainPhotosByPhotos = new WeakMap<Record<string, PhotoState>, MainPhoto[]>();

/** Every photo the loader knows (main and nearby), by ref; the same object until one changes. */
export const selectPhotos = (snapshot: PhotoLoaderSnapshot) => snapshot.context.photos;

export const selectPhoto = (snapshot: PhotoLoaderSnapshot, photoRef: string) =>
  snapshot.context.photos[photoRef];

/** The place's photos in display order (at most 5); the same array until a photo changes. */
export function selectMainPhotos(snapshot: PhotoLoaderSnapshot): readonly MainPhoto[] {
  const { photos, mainRefs } = snapshot.context;
  const cached = mainPhotosByPhotos.get(photos);
  if (cached) return cached;
  const mainPhotos = mainRefs.map((photoRef) => ({
    photoRef,
    ...(photos[photoRef] ?? { status: 'idle' as const }),
  }));
  mainPhotosByPhotos.set(photos, mainPhotos);
  return mainPhotos;
}

export const selectMainPhotosLoaded = (snapshot: PhotoLoaderSnapshot) =>
  snapshot.context.mainPhotosLoaded;

export const selectNearby = (snapshot: PhotoLoaderSnapshot): NearbyState => snapshot.context.nearby;

/** The lightbox's photo, or null while it is closed. */
export function selectLightboxPhoto(snapshot: PhotoLoaderSnapshot): PhotoState | null {
  const { lightboxRef, photos } = snapshot.context;
  if (lightboxRef === null) return null;
  return photos[lightboxRef] ?? null;
}

/** The breaker to carry over to the next place's loader (input `breaker`). */
export const selectCircuitBreaker = (snapshot: PhotoLoaderSnapshot): CircuitBreakerState =>
  snapshot.context.breaker;

export const selectBreakerPhase = (snapshot: PhotoLoaderSnapshot): BreakerPhase =>
  breakerPhase(snapshot.context.breaker, snapshot.context.now());
