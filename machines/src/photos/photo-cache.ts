import type { RefusedRef, RefusalReason } from './photo-guards';
import type { PhotoQuality } from './constants';
import { QUALITY_OF_BATCH, isAtLeast } from './photo-quality';

/**
 * What the place page shows for each photo ref (main and nearby): its status and the best image
 * it has. Pure functions of the record, each returning a new record; the loader keeps it in its
 * context. An image once shown stays: a failure or a worse tier never takes it away.
 */

export type PhotoStatus = 'idle' | 'loading' | 'loaded' | 'failed';
/** Why a photo has no image: refused by the breaker, answered as failed, or the request failed. */
export type PhotoFailureReason = RefusalReason | 'failedAnswer' | 'failedRequest';
export interface PhotoState {
  status: PhotoStatus;
  /** The image to show (the batch answer's `image`); kept when a better tier fails. */
  url?: string;
  quality?: PhotoQuality;
  failure?: PhotoFailureReason;
  error?: string;
}
/** Photo ref → its state. */
export type PhotoCache = Readonly<Record<string, PhotoState>>;

/** One answer of a batch for one ref: its image, or why it has none. */
export type PhotoAnswer = { image: string } | { failure: PhotoFailureReason; error: string };

/** Every ref idle, none asked for yet. */
export function idlePhotos(refs: readonly string[]): Record<string, PhotoState> {
  return Object.fromEntries(refs.map((ref) => [ref, { status: 'idle' as const }]));
}

/**
 * Main photos the page already shows when the loader starts (PhotoLoaderInput `shownPhotos`): loaded
 * at the main tier. Only the place's own photos (`mainRefs`); any other ref is ignored.
 */
export function withShownPhotos(
  photos: Record<string, PhotoState>,
  shown: readonly { photoRef: string; url: string }[],
  mainRefs: readonly string[],
): Record<string, PhotoState> {
  const next = { ...photos };
  for (const { photoRef, url } of shown) {
    if (mainRefs.includes(photoRef)) {
      next[photoRef] = { status: 'loaded', url, quality: QUALITY_OF_BATCH.main };
    }
  }
  return next;
}

/** Refs not known yet join as idle; known ones keep their state. */
export function withIdlePhotos(photos: PhotoCache, refs: readonly string[]): PhotoCache {
  const next = { ...photos };
  for (const ref of refs) next[ref] ??= { status: 'idle' };
  return next;
}

export function hasImageAtLeast(photo: PhotoState | undefined, quality: PhotoQuality): boolean {
  return (
    photo?.status === 'loaded' && photo.quality !== undefined && isAtLeast(photo.quality, quality)
  );
}

/** The refs whose image at this tier (or better) is not shown yet. */
export function refsWithoutImageAt(
  photos: PhotoCache,
  refs: readonly string[],
  quality: PhotoQuality,
): string[] {
  return refs.filter((ref) => !hasImageAtLeast(photos[ref], quality));
}

/** A photo that cannot be loaded now: an image already shown stays, otherwise the placeholder. */
function failedPhoto(
  photo: PhotoState | undefined,
  failure: PhotoFailureReason,
  error?: string,
): PhotoState {
  if (photo?.status === 'loaded') return photo;
  return error === undefined ? { status: 'failed', failure } : { status: 'failed', failure, error };
}

/**
 * A request went out for `asked`; `refused` were not asked for. An image already shown stays while
 * a better one comes; a ref refused because another request is bringing it stays as it is.
 */
export function markRequested(
  photos: PhotoCache,
  asked: readonly string[],
  refused: readonly RefusedRef[],
): PhotoCache {
  const next = { ...photos };
  for (const ref of asked) {
    if (next[ref]?.status !== 'loaded') next[ref] = { status: 'loading' };
  }
  for (const { ref, reason } of refused) {
    if (reason !== 'inFlight') next[ref] = failedPhoto(next[ref], reason);
  }
  return next;
}

/** A batch answered: each ref gets its image at `quality` (unless a better one is shown) or fails. */
export function storeAnswers(
  photos: PhotoCache,
  answers: ReadonlyMap<string, PhotoAnswer>,
  quality: PhotoQuality,
): PhotoCache {
  const next = { ...photos };
  for (const [ref, answer] of answers) {
    const current = next[ref];
    if ('image' in answer) {
      // A better tier already shown (e.g. ultra from the lightbox) is not replaced.
      if (!hasImageAtLeast(current, quality)) {
        next[ref] = { status: 'loaded', url: answer.image, quality };
      }
    } else {
      next[ref] = failedPhoto(current, answer.failure, answer.error);
    }
  }
  return next;
}
