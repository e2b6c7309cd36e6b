import { MAX_BATCH_PHOTO_REFS } from '@contract/places';
import type { PhotoQuality } from '@contract/places';

/** Constants of the mock's places and destination calls. Spec sections in the comments. */

/** D1 §5, §9 "Place search: a query under 2 characters after trimming does nothing". */
export const MIN_SEARCH_LENGTH = 2;
/** Longer queries are refused (the mock's own limit: nobody types a place name this long). */
export const MAX_SEARCH_LENGTH = 120;
/** Suggestions per autocomplete answer (Google's default is 5). */
export const AUTOCOMPLETE_LIMIT = 5;

/** Places per nearby list: the page shows 4, then all (D2 §2, §9). */
export const NEARBY_LIMIT = 20;
/** How far nearby calls look, in km. */
export const NEARBY_RADIUS_KM = 15;
/** Home / explore "nearby attractions" (D1 §7 nearby-places) look a little further. */
export const NEARBY_PLACES_RADIUS_KM = 30;
/** "Places in {place}" results (D2 §2 Explore). */
export const TEXT_SEARCH_LIMIT = 20;
/** A country's "places in" come from its most popular cities. */
export const TEXT_SEARCH_COUNTRY_CITIES = 12;

/** Default photo quality when none is asked for. */
export const DEFAULT_PHOTO_QUALITY: PhotoQuality = 'medium';
/** Issue 3: image width per tier (low ≈ 200 px, medium ≈ 400, high ≈ 800, ultra ≈ 1600); 3:2 pictures. */
export const PHOTO_WIDTHS: Record<PhotoQuality, number> = {
  low: 200,
  medium: 400,
  high: 800,
  ultra: 1600,
};
export const PHOTO_ASPECT = 2 / 3;
/** JPEG quality per tier: sharper pictures for the lightbox (D2 §4 "upgrades to ultra"). */
export const PHOTO_JPEG_QUALITY: Record<PhotoQuality, number> = {
  low: 60,
  medium: 70,
  high: 78,
  ultra: 85,
};
/** Rendered photos kept in memory (LRU by bytes). */
export const PHOTO_CACHE_BYTES = 48 * 1024 * 1024;
/** Photos never change for a reference: a year, immutable. */
export const PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export const placesMessages = {
  searchTextTooShort: `Search text must be at least ${MIN_SEARCH_LENGTH} characters`,
  searchTextTooLong: `Search text must be at most ${MAX_SEARCH_LENGTH} characters`,
  suggestionsFetched: 'Suggestions fetched successfully',
  placeIdRequired: 'placeId is required',
  placeNotFound: 'Place not found',
  placeDetailsFetched: 'Place details fetched successfully',
  coordinatesRequired: 'latitude and longitude are required',
  /** D2 §5: the client's own text for non-numeric coordinates, reused by the server. */
  coordinatesNotNumbers: 'Invalid coordinates: latitude and longitude must be valid numbers',
  coordinatesOutOfRange:
    'Invalid coordinates: latitude must be between -90 and 90 and longitude between -180 and 180',
  nearbyPlacesFetched: 'Nearby places fetched successfully',
  locationRequired: 'location is required',
  searchResultsFetched: 'Search results fetched successfully',
  photoRefRequired: 'ref is required',
  invalidPhotoRef: 'Invalid photo reference',
  photoNotFound: 'Photo not found',
  invalidQuality: 'quality must be one of low, medium, high, ultra',
  photoRefsRequired: 'photoRefs must be a non-empty list of photo references',
  tooManyPhotoRefs: `photoRefs may hold at most ${MAX_BATCH_PHOTO_REFS} references`,
  invalidBatchType: 'batchType must be one of main, nearby, lightbox, explore',
  photosFetched: 'Photos fetched successfully',
  highlightsFetched: 'Travel highlights fetched successfully',
} as const;
