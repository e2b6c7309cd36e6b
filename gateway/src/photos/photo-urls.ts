import type { PhotoQuality } from '@contract/places';
import { hasLoneSurrogate, toWellFormed } from '@contract/safe-text';
import { PHOTO_ROUTE_PREFIX, PLACEHOLDER_PATH } from '../places/constants';

/**
 * The gateway's own image URLs (relative: the browser loads them from the app's origin, which the
 * CSP's `img-src 'self'` allows). A photo: `/photos/<encodeURIComponent(ref)>?quality=<tier>`; a place
 * without one: `/photos/placeholder?name=<encoded name>&quality=<tier>`. Both are served by
 * photo-route.ts.
 *
 * Never throws: a stored reference with a lone surrogate (refused at the edges since issue 17, but
 * perhaps stored before) would make `encodeURIComponent` throw and the whole trip unloadable.
 */
export function photoUrl(ref: string, quality: PhotoQuality): string {
  return `${PHOTO_ROUTE_PREFIX}/${encodeURIComponent(toWellFormed(ref))}?quality=${quality}`;
}

export function placeholderUrl(name: string, quality: PhotoQuality): string {
  const query = new URLSearchParams({ name, quality });
  return `${PHOTO_ROUTE_PREFIX}/${PLACEHOLDER_PATH}?${query.toString()}`;
}

/**
 * The photo's URL, or the placeholder built from the name when there is no photo, or none that can
 * exist (a reference that is not well-formed text names no photo).
 */
export function imageUrlFor(
  photo: { ref: string } | null | undefined,
  name: string,
  quality: PhotoQuality,
): string {
  return photo && !hasLoneSurrogate(photo.ref)
    ? photoUrl(photo.ref, quality)
    : placeholderUrl(name, quality);
}
