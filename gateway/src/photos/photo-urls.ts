import type { PhotoQuality } from '@contract/places';
import { PHOTO_ROUTE_PREFIX, PLACEHOLDER_PATH } from '../places/constants';

/**
 * The gateway's own image URLs (relative: the browser loads them from the app's origin, which the
 * CSP's `img-src 'self'` allows). A photo: `/photos/<encodeURIComponent(ref)>?quality=<tier>`; a place
 * without one: `/photos/placeholder?name=<encoded name>&quality=<tier>`. Both are served by
 * photo-route.ts.
 */
export function photoUrl(ref: string, quality: PhotoQuality): string {
  return `${PHOTO_ROUTE_PREFIX}/${encodeURIComponent(ref)}?quality=${quality}`;
}

export function placeholderUrl(name: string, quality: PhotoQuality): string {
  const query = new URLSearchParams({ name, quality });
  return `${PHOTO_ROUTE_PREFIX}/${PLACEHOLDER_PATH}?${query.toString()}`;
}

/** The photo's URL, or the placeholder built from the name when there is no photo. */
export function imageUrlFor(
  photo: { ref: string } | null | undefined,
  name: string,
  quality: PhotoQuality,
): string {
  return photo ? photoUrl(photo.ref, quality) : placeholderUrl(name, quality);
}
