import {
  EXPLORE_PHOTO_FRESH_MS,
  EXPLORE_PHOTO_KEPT_MS,
  EXPLORE_PHOTO_RETRIES,
} from '../photos/constants';

/**
 * How long a query's answer is served without asking again ("fresh"), how long it is kept at all
 * ("kept"), and how often a failed fetch is retried: spec 000 §8, §9 and spec 001 §9. The spec's
 * query cache measures both times from the last successful fetch.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** D1 §9 "Cache freshness tiers: short 5 min, medium 15 min, long 1 hour, very long 24 hours". */
export const FRESHNESS_TIERS_MS = {
  short: 5 * MINUTE_MS,
  medium: 15 * MINUTE_MS,
  long: HOUR_MS,
  veryLong: 24 * HOUR_MS,
} as const;

/** How a failed fetch failed, as far as retrying is concerned (the web layer reads its errors). */
export type QueryFailureKind = 'unauthorized' | 'forbidden' | 'notFound' | 'other';

export interface QueryFamilyPolicy {
  /** Younger answers are served from the cache with no request. */
  freshMs: number;
  /** Older answers are dropped; in between they are shown while a new fetch runs. */
  keptMs: number;
  /** Retries after the first failure. */
  retries: number;
  /** Failures that are final at once. */
  neverRetryOn: readonly QueryFailureKind[];
}

const { short, medium, long, veryLong } = FRESHNESS_TIERS_MS;

/**
 * One entry per query the spec names; every other query is `default`. D1's per-query values
 * override D2's default for the queries it names (checklist NOTE after 28.12).
 */
export const QUERY_FAMILIES = {
  /** D1 §9 "Profile: fresh medium, kept long"; §8 "not retried on 401 or 403 ... up to 2 times". */
  profile: {
    freshMs: medium,
    keptMs: long,
    retries: 2,
    neverRetryOn: ['unauthorized', 'forbidden'],
  },
  /** D1 §9 "Highlights: fresh long, kept very long"; §8 "not retried on 404 ... up to 3 times". */
  highlights: { freshMs: long, keptMs: veryLong, retries: 3, neverRetryOn: ['notFound'] },
  /** D1 §9 "Trips: fresh short, kept medium"; §8 as profile (the list and a trip's details). */
  trips: {
    freshMs: short,
    keptMs: medium,
    retries: 2,
    neverRetryOn: ['unauthorized', 'forbidden'],
  },
  /** D1 §9 "Nearby attractions: fresh medium, kept long"; §8 "retried 2 times". */
  nearbyAttractions: { freshMs: medium, keptMs: long, retries: 2, neverRetryOn: [] },
  /** D2 §9 "Explore photo queries: ... fresh for 30 min, kept 60 min, retry once". */
  explorePhotos: {
    freshMs: EXPLORE_PHOTO_FRESH_MS,
    keptMs: EXPLORE_PHOTO_KEPT_MS,
    retries: EXPLORE_PHOTO_RETRIES,
    neverRetryOn: [],
  },
  /**
   * A place's details: the default rules (D2 §9), except that a 404 is final at once, so an unknown place shows
   * its not-found page without waiting out a retry (docs/decisions.md "A 404 is final").
   */
  placeDetails: {
    freshMs: 5 * MINUTE_MS,
    keptMs: 30 * MINUTE_MS,
    retries: 1,
    neverRetryOn: ['notFound'],
  },
  /** D2 §9 "Default query: fresh 5 min, kept 30 min, retry 1". */
  default: { freshMs: 5 * MINUTE_MS, keptMs: 30 * MINUTE_MS, retries: 1, neverRetryOn: [] },
} as const satisfies Record<string, QueryFamilyPolicy>;

export type QueryFamily = keyof typeof QUERY_FAMILIES;

/**
 * Pause before retry n (0-based): 1 s, 2 s, 4 s ... at most 30 s, as the spec's query cache library
 * does by default. Our choice: the spec gives the retry counts, not the pauses.
 */
export const RETRY_BASE_DELAY_MS = 1000;
export const RETRY_MAX_DELAY_MS = 30_000;
