/**
 * Numbers and texts of the place photo pipeline (spec 001 §4 "Place photos", "Network quality",
 * "Photo failure guard"; §9 "Photo batches", "Circuit breaker", "Explore photo queries").
 */

/** Photo tiers of `POST places/batch-photos` (spec 001 §3, §7). */
export const PHOTO_QUALITIES = ['low', 'medium', 'high', 'ultra'] as const;
export type PhotoQuality = (typeof PHOTO_QUALITIES)[number];

/** `batchType` values (RESOLUTIONS "batchType values"). */
export const BATCH_TYPES = ['main', 'nearby', 'lightbox', 'explore'] as const;
export type BatchType = (typeof BATCH_TYPES)[number];

// §4 "Network quality": 4g or 3g is fast (progressive); 2g or slow-2g is slow (lazy); else unknown (lazy).
export const FAST_EFFECTIVE_TYPES: readonly string[] = ['4g', '3g'];
export const SLOW_EFFECTIVE_TYPES: readonly string[] = ['2g', 'slow-2g'];
/** §4: without connection information, `HEAD /health` answering in under 100 ms counts as fast. */
export const HEALTH_PROBE_FAST_BELOW_MS = 100;

// §9 "Place details": up to 5 photos are loaded.
export const MAX_PLACE_PHOTOS = 5;

// §4 "Place photos", §9 "Photo batches".
export const MAIN_PHOTO_QUALITY: PhotoQuality = 'high';
export const NEARBY_PHOTO_QUALITY: PhotoQuality = 'low';
export const LIGHTBOX_PHOTO_QUALITY: PhotoQuality = 'ultra';
export const PROGRESSIVE_FIRST_BATCH_SIZE = 2; // the first 2 photos at once
export const PROGRESSIVE_REST_DELAY_MS = 500; // the rest 500 ms later
export const BATCH_REQUEST_DEBOUNCE_MS = 100; // §7, §9: an earlier request is aborted by a newer one
export const NEARBY_FETCH_DEBOUNCE_MS = 1000; // nearby places, only after the main photos
export const NEARBY_PHOTOS_DELAY_MS = 300; // nearby photos after the nearby places

// §4 "Photo failure guard", §9 "Circuit breaker".
export const BREAKER_FAILURE_THRESHOLD = 3; // failed requests in a row open the breaker
export const BREAKER_OPEN_MS = 30_000; // then one trial request (half-open)
export const FAILED_REF_BLOCK_MS = 5 * 60_000; // a photo that failed is not asked for again
export const IN_FLIGHT_GUARD_MS = 2_000; // the same photo is not asked for twice within 2 s

// §9 "Explore photo queries": the batching (3 at a time, 300 ms apart) is the explore page's (web);
// the times and the retry are a query family of machines/src/query-freshness/constants.ts.
export const EXPLORE_PHOTO_FRESH_MS = 30 * 60_000;
export const EXPLORE_PHOTO_KEPT_MS = 60 * 60_000;
export const EXPLORE_PHOTO_RETRIES = 1;

/** §2 "Place details": the Nearby Places section until the main photos have loaded. */
export const WAITING_FOR_MAIN_PHOTOS = 'Waiting for main photos to load first...';
/** §8: the nearby fetch's error when the server gives no message. */
export const NEARBY_FETCH_FAILED = 'Failed to fetch nearby places';
