import { breakerPhaseOf } from './circuit-breaker.machine';
import type { BreakerPhase } from './circuit-breaker.machine';
import type { PhotoCache, PhotoState } from './photo-cache';
import type { CarriedBreaker, PhotoLoaderContext } from './photo-loader.context';
import type { NearbyState } from './nearby-places';

/**
 * What views read from the photo loader, through `useSelector`. Each takes the loader's snapshot
 * (only its context is read) and returns the same object while what it reads has not changed.
 */
interface LoaderSnapshot {
  context: PhotoLoaderContext;
}

export interface MainPhoto extends PhotoState {
  photoRef: string;
}

const mainPhotosByPhotos = new WeakMap<PhotoCache, MainPhoto[]>();

/** Every photo the loader knows (main and nearby), by ref; the same object until one changes. */
export const selectPhotos = (snapshot: LoaderSnapshot): PhotoCache => snapshot.context.photos;

export const selectPhoto = (snapshot: LoaderSnapshot, photoRef: string): PhotoState | undefined =>
  snapshot.context.photos[photoRef];

/** The place's photos in display order (at most 5); the same array until a photo changes. */
export function selectMainPhotos(snapshot: LoaderSnapshot): readonly MainPhoto[] {
  const { photos, mainRefs } = snapshot.context;
  const cached = mainPhotosByPhotos.get(photos);
  if (cached) return cached;
  const mainPhotos = mainRefs.map((photoRef) => ({
    photoRef,
    ...(photos[photoRef] ?? { status: 'idle' as const }),
  }));
  mainPhotosByPhotos.set(photos, mainPhotos);
  return mainPhotos;
}

export const selectMainPhotosLoaded = (snapshot: LoaderSnapshot): boolean =>
  snapshot.context.mainPhotosLoaded;

export const selectNearby = (snapshot: LoaderSnapshot): NearbyState => snapshot.context.nearby;

/** The lightbox's photo, or null while it is closed. */
export function selectLightboxPhoto(snapshot: LoaderSnapshot): PhotoState | null {
  const { lightboxRef, photos } = snapshot.context;
  if (lightboxRef === null) return null;
  return photos[lightboxRef] ?? null;
}

/**
 * The failure guard to carry over to the next place's loader (input `breaker`): the breaker
 * machine's context and the photo blocks. Read when the loader emits a snapshot: the breaker
 * changes only on the loader's messages, delivered before the loader's observers are told.
 */
export function selectCircuitBreaker(snapshot: LoaderSnapshot): CarriedBreaker {
  const { consecutiveFailures, openedAt } = snapshot.context.breaker.getSnapshot().context;
  return { consecutiveFailures, openedAt, blockedUntil: snapshot.context.guards.blockedUntil };
}

export const selectBreakerPhase = (snapshot: LoaderSnapshot): BreakerPhase =>
  breakerPhaseOf(snapshot.context.breaker.getSnapshot());
