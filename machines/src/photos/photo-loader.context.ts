import type { CircuitBreakerActorRef, CircuitBreakerInput } from './circuit-breaker.machine';
import { createPhotoGuards } from './photo-guards';
import type { LoadingStrategy } from './network-quality.machine';
import type { BatchLanes } from './photo-batches';
import { idlePhotos, withShownPhotos } from './photo-cache';
import { waitingNearby } from './nearby-places';
import type { NearbyState } from './nearby-places';
import { placePhotoRefs } from './photo-queue';

/** What the photo loader of one place page starts from, keeps and hears. */

export interface PhotoLoaderInput {
  placeId: string;
  /** The place's photo refs in display order; the first 5 are loaded. */
  mainRefs: readonly string[];
  /** The place's point: its nearby places are looked up around it. */
  location: { latitude: number; longitude: number };
  strategy: LoadingStrategy;
  /** The clock in ms since the epoch; defaults to `Date.now`. Tests tie it to a SimulatedClock. */
  now?: () => number;
  /** The failure guard carried over from the previous page, so an outage stays known across places. */
  breaker?: CarriedBreaker;
  /**
   * Main photos already on screen when the loader starts, at the main tier: the first batch as the
   * gateway asked for it to render the page (web: use-page-photos.ts). They are not asked for again.
   */
  shownPhotos?: readonly ShownPhoto[];
}

/** A photo the page already shows: its ref and the image a main batch answered for it. */
export interface ShownPhoto {
  photoRef: string;
  url: string;
}

/**
 * What outlives one loader (spec 001 §4): the breaker machine's context (failures, when it opened)
 * and the photo blocks. In-flight marks and a trial under way are not carried: the previous
 * loader's requests were aborted when it stopped.
 */
export interface CarriedBreaker {
  consecutiveFailures: number;
  openedAt: number | null;
  blockedUntil: Readonly<Record<string, number>>;
}

export interface PhotoLoaderContext extends BatchLanes {
  placeId: string;
  location: { latitude: number; longitude: number };
  mainRefs: string[];
  strategy: LoadingStrategy;
  mainPhotosLoaded: boolean;
  nearby: NearbyState;
  /** The photo shown in the lightbox; null while it is closed. */
  lightboxRef: string | null;
  /** The circuit breaker, a child actor (circuit-breaker.machine.ts). */
  breaker: CircuitBreakerActorRef;
  now: () => number;
}

export type PhotoLoaderEvent =
  | { type: 'lightbox.opened'; photoRef: string }
  | { type: 'lightbox.navigated'; photoRef: string }
  | { type: 'lightbox.closed' }
  /** "Try Again" in the Nearby Places error state. */
  | { type: 'nearby.retry' };

/** The breaker machine's input for a loader starting with `input`. */
export const breakerInputOf = (input: PhotoLoaderInput): CircuitBreakerInput => ({
  consecutiveFailures: input.breaker?.consecutiveFailures ?? 0,
  openedAt: input.breaker?.openedAt ?? null,
  now: input.now ?? Date.now,
});

/** The loader's context but its breaker, which the machine spawns. */
export function initialPhotoLoaderContext(
  input: PhotoLoaderInput,
): Omit<PhotoLoaderContext, 'breaker'> {
  const mainRefs = placePhotoRefs(input.mainRefs);
  return {
    placeId: input.placeId,
    location: { latitude: input.location.latitude, longitude: input.location.longitude },
    mainRefs,
    strategy: input.strategy,
    photos: withShownPhotos(idlePhotos(mainRefs), input.shownPhotos ?? [], mainRefs),
    mainPhotosLoaded: false,
    nearby: waitingNearby(),
    lightboxRef: null,
    guards: createPhotoGuards(input.breaker?.blockedUntil),
    requests: {},
    now: input.now ?? Date.now,
  };
}
