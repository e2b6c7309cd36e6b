import { placesRequestMessages } from '@contract/places-messages';
import type { PhotoQuality } from '@contract/places';

/** Constants of the mock's places and destination calls. Spec sections in the comments. */

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
  ...placesRequestMessages,
  suggestionsFetched: 'Suggestions fetched successfully',
  placeNotFound: 'Place not found',
  placeDetailsFetched: 'Place details fetched successfully',
  nearbyPlacesFetched: 'Nearby places fetched successfully',
  searchResultsFetched: 'Search results fetched successfully',
  invalidPhotoRef: 'Invalid photo reference',
  photoNotFound: 'Photo not found',
  photosFetched: 'Photos fetched successfully',
  highlightsFetched: 'Travel highlights fetched successfully',
} as const;
