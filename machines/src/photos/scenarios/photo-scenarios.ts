import type { CircuitBreakerState, BreakerPhase } from '../circuit-breaker';
import type { NetworkDecision, NetworkQualityEvent } from '../network-quality.machine';
import type {
  BatchPhotosInput,
  NearbyPlaces,
  NearbyStatus,
  PhotoLoaderEvent,
  PhotoLoaderInput,
  PhotoStatus,
} from '../photo-loader.machine';

/**
 * Named runs of the photo machines, as data, for QA to replay in an inspector
 * (`replayPhotoLoaderScenario(scenario, { inspect })`, `replayNetworkScenario`). Effects answer
 * from `answers` in call order, the last answer repeating once the list is used up; an answer
 * with `afterMs` arrives that much simulated time later (and never, if it was aborted first).
 * Time moves only when a step says so (a SimulatedClock).
 */

/** Every ref loads (`image:{ref}@{quality}`) except `failing` ones; or the request is rejected. */
export type BatchAnswer =
  { load: 'all'; failing?: string[]; afterMs?: number } | { reject: string; afterMs?: number };
export type NearbyAnswer = { places: NearbyPlaces; afterMs?: number } | { reject: string };

export type PhotoLoaderStep = { send: PhotoLoaderEvent } | { advanceMs: number };

export interface PhotoLoaderScenario {
  name: string;
  /** Simulated time at the start, ms since the epoch. */
  startsAt: number;
  input: Omit<PhotoLoaderInput, 'now'>;
  answers: { fetchBatch: BatchAnswer[]; fetchNearby: NearbyAnswer[] };
  steps: PhotoLoaderStep[];
  expected: {
    /** Active leaf states, dotted, e.g. `main.complete`. */
    states: string[];
    /** Every batch request, in order. */
    batches: BatchPhotosInput[];
    nearbyFetches: number;
    /** Requests aborted because a newer one came or the lightbox closed. */
    abortedBatches: number;
    photos: Record<string, PhotoStatus>;
    nearby: NearbyStatus;
    breaker: BreakerPhase;
  };
}

const T0 = Date.UTC(2026, 5, 1, 9, 0, 0);
const SECOND = 1000;
const PLACE = {
  placeId: 'ChIJ-eiffel-tower',
  mainRefs: ['p1', 'p2', 'p3', 'p4', 'p5'],
  location: { latitude: 48.8584, longitude: 2.2945 },
};

const nearby: NearbyPlaces = {
  restaurants: [
    { id: 'r1', name: 'Le Jules Verne', photoRef: 'nr1', rating: 4.5, totalRatings: 2100 },
    { id: 'r2', name: 'Café de l’Homme', photoRef: 'nr2', rating: 4.2, totalRatings: 3400 },
  ],
  attractions: [
    { id: 'a1', name: 'Champ de Mars', photoRef: 'na1', rating: 4.6, totalRatings: 51000 },
  ],
};
const NEARBY_REFS = ['nr1', 'nr2', 'na1'];

const high = (photoRefs: string[]): BatchPhotosInput => ({
  photoRefs,
  quality: 'high',
  batchType: 'main',
});
const low = (photoRefs: string[]): BatchPhotosInput => ({
  photoRefs,
  quality: 'low',
  batchType: 'nearby',
});
const ultra = (ref: string): BatchPhotosInput => ({
  photoRefs: [ref],
  quality: 'ultra',
  batchType: 'lightbox',
});
const every = (refs: string[], status: PhotoStatus): Record<string, PhotoStatus> =>
  Object.fromEntries(refs.map((ref) => [ref, status]));

const pageSettled = ['main.complete', 'nearby.loaded.photosDone', 'lightbox.closed'];

export const photoLoaderScenarios: PhotoLoaderScenario[] = [
  {
    name: 'fast network: progressive main photos, then nearby',
    startsAt: T0,
    input: { ...PLACE, strategy: 'progressive' },
    answers: { fetchBatch: [{ load: 'all' }], fetchNearby: [{ places: nearby }] },
    steps: [
      { advanceMs: 499 }, // only the first 2 so far
      { advanceMs: 1 }, // the rest at 500 ms
      { advanceMs: 1000 }, // nearby places 1 s after the main photos
      { advanceMs: 300 }, // nearby photos 300 ms later
    ],
    expected: {
      states: pageSettled,
      batches: [high(['p1', 'p2']), high(['p3', 'p4', 'p5']), low(NEARBY_REFS)],
      nearbyFetches: 1,
      abortedBatches: 0,
      photos: every([...PLACE.mainRefs, ...NEARBY_REFS], 'loaded'),
      nearby: 'loaded',
      breaker: 'closed',
    },
  },
  {
    name: 'slow network: lazy single batch',
    startsAt: T0,
    input: { ...PLACE, strategy: 'lazy' },
    answers: { fetchBatch: [{ load: 'all', afterMs: 800 }], fetchNearby: [{ places: nearby }] },
    steps: [{ advanceMs: 800 }, { advanceMs: 1000 }, { advanceMs: 300 }, { advanceMs: 800 }],
    expected: {
      states: pageSettled,
      batches: [high(PLACE.mainRefs), low(NEARBY_REFS)],
      nearbyFetches: 1,
      abortedBatches: 0,
      photos: every([...PLACE.mainRefs, ...NEARBY_REFS], 'loaded'),
      nearby: 'loaded',
      breaker: 'closed',
    },
  },
  {
    name: 'progressive batch fails: fallback to one batch',
    startsAt: T0,
    input: { ...PLACE, strategy: 'progressive' },
    answers: {
      fetchBatch: [{ reject: 'Network error' }, { load: 'all', failing: ['p4'] }],
      fetchNearby: [{ places: { restaurants: [], attractions: [] } }],
    },
    steps: [{ advanceMs: 500 }, { advanceMs: 1000 }],
    expected: {
      states: ['main.complete', 'nearby.loaded.photosDone', 'lightbox.closed'],
      batches: [high(['p1', 'p2']), high(PLACE.mainRefs)],
      nearbyFetches: 1,
      abortedBatches: 0,
      photos: { ...every(PLACE.mainRefs, 'loaded'), p4: 'failed' },
      nearby: 'loaded',
      breaker: 'closed',
    },
  },
  {
    name: 'photo outage opens the breaker; the page still shows every fact',
    startsAt: T0,
    input: { ...PLACE, strategy: 'progressive' },
    answers: { fetchBatch: [{ reject: 'Service unavailable' }], fetchNearby: [{ places: nearby }] },
    steps: [
      { advanceMs: 1000 },
      { advanceMs: 300 }, // 3rd failure: first batch, fallback, nearby photos
      { send: { type: 'lightbox.opened', photoRef: 'p1' } },
      { advanceMs: 100 }, // refused: nothing asked
      { send: { type: 'lightbox.navigated', photoRef: 'p2' } },
      { advanceMs: 100 },
      { advanceMs: 10 * SECOND },
    ],
    expected: {
      states: ['main.complete', 'nearby.loaded.photosDone', 'lightbox.open.showing'],
      batches: [high(['p1', 'p2']), high(PLACE.mainRefs), low(NEARBY_REFS)],
      nearbyFetches: 1,
      abortedBatches: 0,
      photos: every([...PLACE.mainRefs, ...NEARBY_REFS], 'failed'),
      nearby: 'loaded',
      breaker: 'open',
    },
  },
  {
    name: 'breaker half-open after 30 s: one trial closes it',
    startsAt: T0,
    input: {
      ...PLACE,
      strategy: 'lazy',
      // Carried over from the previous place page, opened 25 s ago.
      breaker: {
        consecutiveFailures: 3,
        openedAt: T0 - 25 * SECOND,
        trialInFlight: false,
        blockedUntil: {},
        inFlightSince: {},
      } satisfies CircuitBreakerState,
    },
    answers: { fetchBatch: [{ load: 'all' }], fetchNearby: [{ places: nearby }] },
    steps: [
      { advanceMs: 1000 }, // nearby places (main photos settled at once: refused)
      { advanceMs: 300 }, // nearby photos: still open, refused
      { advanceMs: 4 * SECOND }, // 30 s since opening: half-open
      { send: { type: 'lightbox.opened', photoRef: 'p3' } },
      { advanceMs: 100 }, // the trial: answered, closed
      { send: { type: 'lightbox.navigated', photoRef: 'p4' } },
      { advanceMs: 100 },
    ],
    expected: {
      states: ['main.complete', 'nearby.loaded.photosDone', 'lightbox.open.showing'],
      batches: [ultra('p3'), ultra('p4')],
      nearbyFetches: 1,
      abortedBatches: 0,
      photos: {
        ...every([...PLACE.mainRefs, ...NEARBY_REFS], 'failed'),
        p3: 'loaded',
        p4: 'loaded',
      },
      nearby: 'loaded',
      breaker: 'closed',
    },
  },
  {
    name: 'lightbox: quick navigation sends one ultra request; a newer one aborts it',
    startsAt: T0,
    input: { ...PLACE, strategy: 'lazy' },
    answers: {
      fetchBatch: [{ load: 'all' }, { load: 'all', afterMs: 400 }],
      fetchNearby: [{ places: nearby }],
    },
    steps: [
      { send: { type: 'lightbox.opened', photoRef: 'p1' } },
      { advanceMs: 40 },
      { send: { type: 'lightbox.navigated', photoRef: 'p2' } },
      { advanceMs: 40 },
      { send: { type: 'lightbox.navigated', photoRef: 'p3' } },
      { advanceMs: 100 }, // one request, for p3
      { send: { type: 'lightbox.navigated', photoRef: 'p4' } }, // aborts the p3 request
      { advanceMs: 100 },
      { advanceMs: 400 },
    ],
    expected: {
      // 680 ms in: the nearby places are still in their 1 s pause.
      states: ['main.complete', 'nearby.debouncing', 'lightbox.open.showing'],
      batches: [high(PLACE.mainRefs), ultra('p3'), ultra('p4')],
      nearbyFetches: 0,
      abortedBatches: 1,
      photos: every(PLACE.mainRefs, 'loaded'),
      nearby: 'loading',
      breaker: 'closed',
    },
  },
  {
    name: 'nearby places fail, Try Again loads them',
    startsAt: T0,
    input: { ...PLACE, mainRefs: ['p1', 'p2'], strategy: 'progressive' },
    answers: {
      fetchBatch: [{ load: 'all' }],
      fetchNearby: [{ reject: 'Failed to fetch nearby places' }, { places: nearby }],
    },
    steps: [
      { advanceMs: 1000 },
      { send: { type: 'nearby.retry' } },
      { advanceMs: 1000 },
      { advanceMs: 300 },
    ],
    expected: {
      states: pageSettled,
      batches: [high(['p1', 'p2']), low(NEARBY_REFS)],
      nearbyFetches: 2,
      abortedBatches: 0,
      photos: every(['p1', 'p2', ...NEARBY_REFS], 'loaded'),
      nearby: 'loaded',
      breaker: 'closed',
    },
  },
  {
    name: 'second progressive batch fails: fallback for the rest; a failed photo stays blocked',
    startsAt: T0,
    input: { ...PLACE, strategy: 'progressive' },
    answers: {
      fetchBatch: [{ load: 'all', failing: ['p2'] }, { reject: 'Network error' }, { load: 'all' }],
      fetchNearby: [{ reject: 'Failed to fetch nearby places' }],
    },
    steps: [
      { advanceMs: 500 },
      { advanceMs: 1000 },
      { send: { type: 'lightbox.opened', photoRef: 'p2' } }, // blocked for 5 minutes
      { advanceMs: 100 },
    ],
    expected: {
      states: ['main.complete', 'nearby.failed', 'lightbox.open.showing'],
      batches: [high(['p1', 'p2']), high(['p3', 'p4', 'p5']), high(['p3', 'p4', 'p5'])],
      nearbyFetches: 1,
      abortedBatches: 0,
      photos: { ...every(PLACE.mainRefs, 'loaded'), p2: 'failed' },
      nearby: 'error',
      breaker: 'closed',
    },
  },
];

/** Runs of the network quality machine. */
export type ProbeAnswer = { answerAfterMs: number } | { fail: string };
export interface NetworkScenario {
  name: string;
  effectiveType?: string | null;
  /** How `HEAD /health` answers, in call order (the last repeating). */
  probe: ProbeAnswer[];
  steps: ({ send: NetworkQualityEvent } | { advanceMs: number })[];
  expected: { state: string; decision: NetworkDecision | null; probes: number };
}

export const networkScenarios: NetworkScenario[] = [
  {
    name: '4g connection: fast, progressive',
    effectiveType: '4g',
    probe: [],
    steps: [],
    expected: {
      state: 'fast',
      decision: { quality: 'fast', strategy: 'progressive', source: 'connection' },
      probes: 0,
    },
  },
  {
    name: 'connection drops to 2g: slow, lazy',
    effectiveType: '3g',
    probe: [],
    steps: [{ send: { type: 'network.changed', effectiveType: '2g' } }],
    expected: {
      state: 'slow',
      decision: { quality: 'slow', strategy: 'lazy', source: 'connection' },
      probes: 0,
    },
  },
  {
    name: 'no connection info, /health answers in 40 ms: fast',
    effectiveType: null,
    probe: [{ answerAfterMs: 40 }],
    steps: [{ advanceMs: 40 }],
    expected: {
      state: 'fast',
      decision: { quality: 'fast', strategy: 'progressive', source: 'probe' },
      probes: 1,
    },
  },
  {
    name: 'no connection info, /health slower than 100 ms: unknown, lazy',
    effectiveType: null,
    probe: [{ answerAfterMs: 250 }],
    steps: [{ advanceMs: 99 }, { advanceMs: 1 }, { advanceMs: 150 }],
    expected: {
      state: 'unknown',
      decision: { quality: 'unknown', strategy: 'lazy', source: 'probe' },
      probes: 1,
    },
  },
  {
    name: 'no connection info, /health fails: unknown, lazy',
    effectiveType: null,
    probe: [{ fail: 'Failed to fetch' }],
    steps: [],
    expected: {
      state: 'unknown',
      decision: { quality: 'unknown', strategy: 'lazy', source: 'probe' },
      probes: 1,
    },
  },
];
