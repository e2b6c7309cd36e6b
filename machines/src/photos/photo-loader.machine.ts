import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { circuitBreakerMachine } from './circuit-breaker.machine';
import {
  BATCH_REQUEST_DEBOUNCE_MS,
  NEARBY_FETCH_DEBOUNCE_MS,
  NEARBY_PHOTOS_DELAY_MS,
  PROGRESSIVE_REST_DELAY_MS,
} from './constants';
import { admittingState, loadingState } from './batch-states';
import { failedNearby, loadedNearby, loadingNearby, nearbyPhotoRefs } from './nearby-places';
import type { FetchNearbyInput, NearbyPlaces } from './nearby-places';
import {
  admitBatch,
  applyBatchAnswer,
  applyBatchFailure,
  hasRequestOn,
  isBreakerRefusing,
  isTrialOn,
  releaseLane,
} from './photo-batches';
import type { BatchPhotosInput, BatchPhotosOutput, BatchPlan, RequestLane } from './photo-batches';
import { withIdlePhotos } from './photo-cache';
import { breakerInputOf, initialPhotoLoaderContext } from './photo-loader.context';
import type {
  PhotoLoaderContext,
  PhotoLoaderEvent,
  PhotoLoaderInput,
} from './photo-loader.context';
import {
  firstBatchRefs,
  lightboxBatch,
  mainBatch,
  nearbyBatch,
  restBatchRefs,
  unloadedRefs,
} from './photo-queue';

/**
 * Photos of the place page (spec 001 §4 "Place photos", "Photo failure guard"; §2 "Place
 * details"; §9 "Photo batches"). Three regions run side by side:
 *
 * - `main`: the place's photos (at most 5) at high quality. Progressive: the first 2 at once, the
 *   rest 500 ms later; if either batch fails, one batch of every main photo not yet loaded. Lazy:
 *   one batch. Then `complete` (failed photos count as settled: the page goes on).
 * - `nearby`: waits for the main photos ("Waiting for main photos to load first..."), fetches the
 *   nearby places 1000 ms later, then their photos 300 ms after that at low quality.
 * - `lightbox`: the photo on screen at ultra quality, 100 ms after the last `lightbox.opened` or
 *   `lightbox.navigated`; moving on aborts the request under way (its actor is stopped and the
 *   `signal` given to `fetchBatch` aborts), so only the latest answer is applied.
 *
 * Which refs go in a batch: `photo-queue.ts`; at which tier: `photo-quality.ts`; admission and
 * answers: `photo-batches.ts`; what each photo shows: `photo-cache.ts`. The circuit breaker is a
 * child machine (`circuit-breaker.machine.ts`, id `circuitBreaker`): the loader reads its snapshot
 * synchronously when it admits a batch, and tells it with `sendTo` how each request ended.
 * The app and the tests build it the same way, `createPhotoLoaderMachine(effects)`, with only the
 * two effects differing.
 */

/** The abort signal XState gives an effect (named through XState: machines/ has no DOM lib). */
export type EffectSignal = Parameters<Parameters<typeof fromPromise>[0]>[0]['signal'];

/** The loader's only effects: everything else (schedule, tiers, breaker, texts) is here. */
export interface PhotoLoaderEffects {
  /** `POST places/batch-photos` (spec 001 §3, §7); aborts on `signal`. */
  fetchBatch: (input: BatchPhotosInput, signal: EffectSignal) => Promise<BatchPhotosOutput>;
  /** The place's nearby restaurants and attractions (spec 001 §3); aborts on `signal`. */
  fetchNearby: (input: FetchNearbyInput, signal: EffectSignal) => Promise<NearbyPlaces>;
}

function notProvided(effect: string): Error {
  return new Error(`photo loader: the "${effect}" effect was not provided (provide)`);
}

/**
 * Sends a lane's batch, then goes to `next`. On a failure its photos fail, unless a fallback batch
 * follows (`fallback`): then they stay loading rather than flash a placeholder.
 */
const sendBatch = (lane: RequestLane, id: string, next: string, fallback?: string) =>
  loadingState({
    lane,
    id,
    onDone: next,
    onError: fallback ?? next,
    markPhotosFailed: fallback === undefined,
  });

/** The lightbox moves to another photo; staying on the same one changes nothing. */
const showNewerPhoto = [
  { guard: 'isLightboxAlreadyOn' },
  {
    target: '.debouncing',
    actions: {
      type: 'showInLightbox',
      params: ({ event }: { event: { photoRef: string } }) => ({ photoRef: event.photoRef }),
    },
  },
] as const;

const photoLoaderMachine = setup({
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
    circuitBreaker: circuitBreakerMachine,
  },
  actions: {
    // The breaker's answer is read from its snapshot now, in the same step that marks photos.
    admitPhotos: enqueueActions(({ context, enqueue }, plan: BatchPlan) => {
      const lanes = admitBatch(context, plan, context.now(), context.breaker.getSnapshot());
      enqueue.assign(lanes);
      if (isTrialOn(lanes, plan.lane)) enqueue.sendTo(context.breaker, { type: 'PROBE_STARTED' });
    }),
    releasePhotoRequest: enqueueActions(({ context, enqueue }, params: { lane: RequestLane }) => {
      if (isTrialOn(context, params.lane)) {
        enqueue.sendTo(context.breaker, { type: 'PROBE_ENDED' });
      }
      enqueue.assign(releaseLane(context, params.lane));
    }),
    applyBatchAnswer: enqueueActions(
      ({ context, enqueue }, params: { lane: RequestLane; output: BatchPhotosOutput }) => {
        const { requestFailed, ...changes } = applyBatchAnswer(
          context,
          params.lane,
          params.output,
          context.now(),
        );
        enqueue.assign(changes);
        enqueue.sendTo(context.breaker, {
          type: requestFailed ? 'REQUEST_FAILED' : 'REQUEST_SUCCEEDED',
        });
      },
    ),
    recordFailedRequest: enqueueActions(
      (
        { context, enqueue },
        params: { lane: RequestLane; error: unknown; markPhotosFailed: boolean },
      ) => {
        const { photos } = applyBatchFailure(context, params.lane, params);
        if (photos) enqueue.assign({ photos });
        enqueue.sendTo(context.breaker, { type: 'REQUEST_FAILED' });
      },
    ),
    markMainPhotosLoaded: assign({ mainPhotosLoaded: true }),
    startNearbyLoading: assign(({ context }) => ({ nearby: loadingNearby(context.nearby) })),
    storeNearbyPlaces: assign(({ context }, places: NearbyPlaces) => {
      const nearby = loadedNearby(places, context.placeId);
      return { nearby, photos: withIdlePhotos(context.photos, nearbyPhotoRefs(nearby.places)) };
    }),
    storeNearbyError: assign(({ context }, params: { error: unknown }) => ({
      nearby: failedNearby(context.nearby, params.error),
    })),
    showInLightbox: assign((_, params: { photoRef: string }) => ({ lightboxRef: params.photoRef })),
    closeLightbox: assign({ lightboxRef: null }),
  },
  guards: {
    isProgressive: ({ context }) => context.strategy === 'progressive',
    isBreakerRefusingRequests: ({ context }) =>
      isBreakerRefusing(context, context.breaker.getSnapshot()),
    hasNoRestRefs: ({ context }) => restBatchRefs(context.mainRefs).length === 0,
    hasRequest: ({ context }, params: { lane: RequestLane }) => hasRequestOn(context, params.lane),
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
  context: ({ input, spawn }) => ({
    ...initialPhotoLoaderContext(input),
    breaker: spawn('circuitBreaker', { id: 'circuitBreaker', input: breakerInputOf(input) }),
  }),
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
                admitting: admittingState({
                  lane: 'mainFirst',
                  plan: (context) => mainBatch('mainFirst', firstBatchRefs(context.mainRefs)),
                  onAdmitted: 'loading',
                  // The breaker is open: no progressive path; the fallback settles every photo.
                  onBreakerRefusing: '#photoLoader.main.fallback',
                  onNothingToAsk: 'done',
                }),
                // A failure gives up the progressive path: one batch of everything not yet loaded.
                loading: sendBatch(
                  'mainFirst',
                  'mainFirstBatch',
                  'done',
                  '#photoLoader.main.fallback',
                ),
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
                admitting: admittingState({
                  lane: 'mainRest',
                  plan: (context) => mainBatch('mainRest', restBatchRefs(context.mainRefs)),
                  onAdmitted: 'loading',
                  onNothingToAsk: 'done',
                }),
                loading: sendBatch(
                  'mainRest',
                  'mainRestBatch',
                  'done',
                  '#photoLoader.main.fallback',
                ),
                done: { type: 'final' },
              },
            },
          },
        },
        lazy: {
          initial: 'admitting',
          states: {
            admitting: admittingState({
              lane: 'mainAll',
              plan: (context) => mainBatch('mainAll', context.mainRefs),
              onAdmitted: 'loading',
              onNothingToAsk: '#photoLoader.main.complete',
            }),
            loading: sendBatch('mainAll', 'mainLazyBatch', '#photoLoader.main.complete'),
          },
        },
        fallback: {
          initial: 'admitting',
          states: {
            admitting: admittingState({
              lane: 'mainAll',
              plan: (context) =>
                mainBatch('mainAll', unloadedRefs(context.mainRefs, context.photos)),
              onAdmitted: 'loading',
              onNothingToAsk: '#photoLoader.main.complete',
            }),
            loading: sendBatch('mainAll', 'mainFallbackBatch', '#photoLoader.main.complete'),
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
            input: ({ context }) => ({ placeId: context.placeId, ...context.location }),
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
            photosAdmitting: admittingState({
              lane: 'nearby',
              plan: (context) => nearbyBatch(nearbyPhotoRefs(context.nearby.places)),
              onAdmitted: 'photosLoading',
              onNothingToAsk: 'photosDone',
            }),
            photosLoading: sendBatch('nearby', 'nearbyPhotosBatch', 'photosDone'),
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
          // A newer photo: the pending request restarts its 100 ms, one under way is aborted.
          on: {
            'lightbox.opened': showNewerPhoto,
            'lightbox.navigated': showNewerPhoto,
            'lightbox.closed': { target: 'closed', actions: 'closeLightbox' },
          },
          states: {
            debouncing: {
              after: { batchDebounce: { target: 'admitting' } },
            },
            admitting: admittingState({
              lane: 'lightbox',
              plan: (context) => lightboxBatch(context.lightboxRef),
              onAdmitted: 'loading',
              onNothingToAsk: 'showing',
            }),
            loading: sendBatch('lightbox', 'lightboxBatch', 'showing'),
            showing: {},
          },
        },
      },
    },
  },
});

/** The photo loader with the app's (or a test's) effects: the one way to build it. */
export function createPhotoLoaderMachine(effects: PhotoLoaderEffects) {
  return photoLoaderMachine.provide({
    actors: {
      fetchBatch: fromPromise<BatchPhotosOutput, BatchPhotosInput>(({ input, signal }) =>
        effects.fetchBatch(input, signal),
      ),
      fetchNearby: fromPromise<NearbyPlaces, FetchNearbyInput>(({ input, signal }) =>
        effects.fetchNearby(input, signal),
      ),
    },
  });
}

export type PhotoLoaderMachine = ReturnType<typeof createPhotoLoaderMachine>;
export type PhotoLoaderSnapshot = SnapshotFrom<PhotoLoaderMachine>;
export type PhotoLoaderActorRef = ActorRefFrom<PhotoLoaderMachine>;

// The loader's public face for the app: its input, events, answers and selectors.
export type {
  CarriedBreaker,
  PhotoLoaderEvent,
  PhotoLoaderInput,
  ShownPhoto,
} from './photo-loader.context';
export { firstMainBatchOf } from './photo-queue';
export type { BatchPhotosInput, BatchPhotosOutput } from './photo-batches';
export type { PhotoState, PhotoStatus } from './photo-cache';
export type * from './nearby-places';
export * from './photo-loader.selectors';
