import { MAX_PLACE_PHOTOS, PROGRESSIVE_FIRST_BATCH_SIZE } from './constants';
import type { PhotoCache } from './photo-cache';
import type { BatchPhotosInput, BatchPlan, RequestLane } from './photo-batches';
import { QUALITY_OF_BATCH } from './photo-quality';

/**
 * Which photos go in which batch (spec 001 §4 "Place photos", §9 "Photo batches", "up to 5 photos
 * loaded"): the place's first 5 photos, progressively the first 2 then the rest, or all in one
 * batch (lazy, or the fallback: those not loaded yet); the nearby cards' photos in one batch; the
 * lightbox's photo alone. Each plan carries the tier `photo-quality.ts` gives its batch type.
 */

/** The place's photos to load: the first 5 distinct refs, in display order. */
export function placePhotoRefs(refs: readonly string[]): string[] {
  return [...new Set(refs.filter((ref) => ref !== ''))].slice(0, MAX_PLACE_PHOTOS);
}

export const firstBatchRefs = (mainRefs: readonly string[]) =>
  mainRefs.slice(0, PROGRESSIVE_FIRST_BATCH_SIZE);

export const restBatchRefs = (mainRefs: readonly string[]) =>
  mainRefs.slice(PROGRESSIVE_FIRST_BATCH_SIZE);

/** The refs not loaded yet: what the fallback batch asks for. */
export const unloadedRefs = (mainRefs: readonly string[], photos: PhotoCache) =>
  mainRefs.filter((ref) => photos[ref]?.status !== 'loaded');

export const mainBatch = (lane: RequestLane, photoRefs: readonly string[]): BatchPlan => ({
  lane,
  photoRefs,
  quality: QUALITY_OF_BATCH.main,
  batchType: 'main',
});

export const nearbyBatch = (photoRefs: readonly string[]): BatchPlan => ({
  lane: 'nearby',
  photoRefs,
  quality: QUALITY_OF_BATCH.nearby,
  batchType: 'nearby',
});

/** The lightbox's photo (none while it is closed). */
export const lightboxBatch = (photoRef: string | null): BatchPlan => ({
  lane: 'lightbox',
  photoRefs: photoRef === null ? [] : [photoRef],
  quality: QUALITY_OF_BATCH.lightbox,
  batchType: 'lightbox',
});

/**
 * The first batch a progressive loader sends for a place with these photo refs: what the page's
 * server render asks for, so the loader can start with those photos shown (`shownPhotos`).
 */
export function firstMainBatchOf(photoRefs: readonly string[]): BatchPhotosInput {
  const {
    photoRefs: firstRefs,
    quality,
    batchType,
  } = mainBatch('mainFirst', firstBatchRefs(placePhotoRefs(photoRefs)));
  return { photoRefs: [...firstRefs], quality, batchType };
}
