import type { PhotoQuality } from '@contract/places';

/** Constants of the gateway's places part. Spec sections in the comments; the rest are gateway choices. */

/** D1 §2 "a leading 'places/' prefix on the id is stripped"; D2 §2 the same for /place/{placeId}. */
export const PLACE_ID_PREFIX = 'places/';

/** D1 §5, §9 "Place search: a query under 2 characters after trimming does nothing". */
export const MIN_SUGGESTION_TEXT_LENGTH = 2;

/** D2 §3 "name (default "Unknown Place")". */
export const UNKNOWN_PLACE_NAME = 'Unknown Place';

/** D1 §5 nearby attractions: latitude within -90..90, longitude within -180..180. */
export const LATITUDE_RANGE = { min: -90, max: 90 } as const;
export const LONGITUDE_RANGE = { min: -180, max: 180 } as const;

export const coordinateMessages = {
  /** D2 §5, word for word. */
  notNumbers: 'Invalid coordinates: latitude and longitude must be valid numbers',
  /** The mock API's text for the same case (mocks/src/places/constants.ts). */
  outOfRange:
    'Invalid coordinates: latitude must be between -90 and 90 and longitude between -180 and 180',
} as const;

/** D1 §5 travel highlights validation, word for word. */
export const highlightsMessages = {
  missingFields:
    'Travel highlights data is missing required fields (popularCountries or popularCities)',
  invalidStructure: 'Invalid travel highlights response structure',
} as const;

/** Where the gateway serves image bytes (same origin, so the CSP's `img-src 'self'` covers it). */
export const PHOTO_ROUTE_PREFIX = '/photos';
/** `/photos/placeholder?name=…&quality=…`: the image for a place without a photo. */
export const PLACEHOLDER_PATH = 'placeholder';

/** Photos never change for a reference (the REST server says the same): a year, immutable. */
export const PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Placeholders depend only on the name and tier: cached as long. */
export const PLACEHOLDER_CACHE_CONTROL = PHOTO_CACHE_CONTROL;
/** Failed photo answers are not worth keeping: the breaker retries after 5 minutes (D2 §9). */
export const PHOTO_ERROR_CACHE_CONTROL = 'no-store';

/** Issue 3 tiers: low ≈ 200 px, medium ≈ 400, high ≈ 800, ultra ≈ 1600 wide; 3:2 pictures. */
export const PHOTO_TIER_WIDTHS: Record<PhotoQuality, number> = {
  low: 200,
  medium: 400,
  high: 800,
  ultra: 1600,
};
export const PHOTO_ASPECT = 2 / 3;
/** Tier used when `/photos` is asked without a (valid) quality. */
export const DEFAULT_ROUTE_QUALITY: PhotoQuality = 'high';
/** Place names longer than this are cut before they go into a placeholder. */
export const MAX_PLACEHOLDER_NAME_LENGTH = 120;
