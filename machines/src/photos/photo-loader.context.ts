import { carryOverBreaker, createCircuitBreaker } from './circuit-breaker';
import type { CircuitBreakerState } from './circuit-breaker';
import type { LoadingStrategy } from './network-quality.machine';
import type { BatchLanes } from './photo-batches';
import { idlePhotos } from './photo-cache';
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
  /** A breaker carried over from the previous page, so an outage stays known across places. */
  breaker?: CircuitBreakerState;
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
  now: () => number;
}

export type PhotoLoaderEvent =
  | { type: 'lightbox.opened'; photoRef: string }
  | { type: 'lightbox.navigated'; photoRef: string }
  | { type: 'lightbox.closed' }
  /** "Try Again" in the Nearby Places error state. */
  | { type: 'nearby.retry' };

export function initialPhotoLoaderContext(input: PhotoLoaderInput): PhotoLoaderContext {
  const mainRefs = placePhotoRefs(input.mainRefs);
  return {
    placeId: input.placeId,
    location: { latitude: input.location.latitude, longitude: input.location.longitude },
    mainRefs,
    strategy: input.strategy,
    photos: idlePhotos(mainRefs),
    mainPhotosLoaded: false,
    nearby: waitingNearby(),
    lightboxRef: null,
    breaker: input.breaker ? carryOverBreaker(input.breaker) : createCircuitBreaker(),
    requests: {},
    now: input.now ?? Date.now,
  };
}
