/** The /api/v1/places/* request limits and texts (the mock's answers and the request schemas' errors). */

/** D1 §5, §9 "Place search: a query under 2 characters after trimming does nothing". */
export const MIN_SEARCH_LENGTH = 2;
/** Longer queries are refused (the mock's own limit: nobody types a place name this long). */
export const MAX_SEARCH_LENGTH = 120;
/**
 * Most references one batch may ask for: the place page asks for its nearby photos in one batch
 * (up to 20 restaurants and 20 attractions), main photos are at most 5.
 */
export const MAX_BATCH_PHOTO_REFS = 40;
/** D2 §7: photos are medium when no quality is asked for. */
export const DEFAULT_PHOTO_QUALITY = 'medium';

export const placesRequestMessages = {
  searchTextTooShort: `Search text must be at least ${MIN_SEARCH_LENGTH} characters`,
  searchTextTooLong: `Search text must be at most ${MAX_SEARCH_LENGTH} characters`,
  placeIdRequired: 'placeId is required',
  coordinatesRequired: 'latitude and longitude are required',
  /** D2 §5: the client's own text for non-numeric coordinates, reused by the server. */
  coordinatesNotNumbers: 'Invalid coordinates: latitude and longitude must be valid numbers',
  coordinatesOutOfRange:
    'Invalid coordinates: latitude must be between -90 and 90 and longitude between -180 and 180',
  locationRequired: 'location is required',
  photoRefRequired: 'ref is required',
  invalidQuality: 'quality must be one of low, medium, high, ultra',
  photoRefsRequired: 'photoRefs must be a non-empty list of photo references',
  tooManyPhotoRefs: `photoRefs may hold at most ${MAX_BATCH_PHOTO_REFS} references`,
  invalidBatchType: 'batchType must be one of main, nearby, lightbox, explore',
} as const;
