import { describe, expect, it } from 'vitest';
import * as constants from './constants';

describe('photo pipeline constants are the spec numbers (spec 001 §4, §9)', () => {
  it('holds every delay, limit and text as written', () => {
    expect(constants).toMatchObject({
      HEALTH_PROBE_FAST_BELOW_MS: 100,
      MAX_PLACE_PHOTOS: 5,
      PROGRESSIVE_FIRST_BATCH_SIZE: 2,
      PROGRESSIVE_REST_DELAY_MS: 500,
      BATCH_REQUEST_DEBOUNCE_MS: 100,
      NEARBY_FETCH_DEBOUNCE_MS: 1000,
      NEARBY_PHOTOS_DELAY_MS: 300,
      BREAKER_FAILURE_THRESHOLD: 3,
      BREAKER_OPEN_MS: 30_000,
      FAILED_REF_BLOCK_MS: 300_000,
      IN_FLIGHT_GUARD_MS: 2_000,
      EXPLORE_PHOTO_BATCH_SIZE: 3,
      EXPLORE_PHOTO_BATCH_GAP_MS: 300,
      EXPLORE_PHOTO_FRESH_MS: 1_800_000,
      EXPLORE_PHOTO_KEPT_MS: 3_600_000,
      EXPLORE_PHOTO_RETRIES: 1,
      MAIN_PHOTO_QUALITY: 'high',
      NEARBY_PHOTO_QUALITY: 'low',
      LIGHTBOX_PHOTO_QUALITY: 'ultra',
      WAITING_FOR_MAIN_PHOTOS: 'Waiting for main photos to load first...',
    });
    expect(constants.FAST_EFFECTIVE_TYPES).toEqual(['4g', '3g']);
    expect(constants.SLOW_EFFECTIVE_TYPES).toEqual(['2g', 'slow-2g']);
    expect(constants.BATCH_TYPES).toEqual(['main', 'nearby', 'lightbox', 'explore']);
    expect(constants.PHOTO_QUALITIES).toEqual(['low', 'medium', 'high', 'ultra']);
  });
});
