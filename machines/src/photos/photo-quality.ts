import {
  LIGHTBOX_PHOTO_QUALITY,
  MAIN_PHOTO_QUALITY,
  NEARBY_PHOTO_QUALITY,
  PHOTO_QUALITIES,
} from './constants';
import type { BatchType, PhotoQuality } from './constants';

/**
 * Which tier each kind of photo is asked for at (spec 001 §4 "Place photos", §9 "Photo batches"):
 * the place's own photos high, nearby cards low, the lightbox ultra. A photo shown at one tier
 * counts as shown at every lower one, so a better image is never replaced by a worse one.
 */

/** The batch types the place page sends (explore cards load their images another way). */
export type PlaceBatchType = Exclude<BatchType, 'explore'>;

export const QUALITY_OF_BATCH: Readonly<Record<PlaceBatchType, PhotoQuality>> = {
  main: MAIN_PHOTO_QUALITY,
  nearby: NEARBY_PHOTO_QUALITY,
  lightbox: LIGHTBOX_PHOTO_QUALITY,
};

const rankOf = (quality: PhotoQuality) => PHOTO_QUALITIES.indexOf(quality);

/** `quality` is `wanted` or better. */
export function isAtLeast(quality: PhotoQuality, wanted: PhotoQuality): boolean {
  return rankOf(quality) >= rankOf(wanted);
}
