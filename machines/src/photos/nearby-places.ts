import { serverMessageOr } from '../shared/error-message';
import { NEARBY_FETCH_FAILED } from './constants';

/**
 * The place page's Nearby Places (spec 001 §2 "Place details", §3 "Nearby place item"): fetched
 * only once the main photos have loaded, shown as waiting, loading, loaded or an error with
 * Try Again.
 */

/** Nearby place item (spec 001 §3), its photo reference as one string or null. */
export interface NearbyPlace {
  id: string;
  name: string;
  photoRef: string | null;
  rating?: number | null;
  totalRatings?: number | null;
  primaryType?: string | null;
}
export interface NearbyPlaces {
  restaurants: NearbyPlace[];
  attractions: NearbyPlace[];
}
/** What the provided `fetchNearby` effect asks for: the places around the place's point. */
export interface FetchNearbyInput {
  placeId: string;
  latitude: number;
  longitude: number;
}

/** `waiting` until the main photos have loaded; `loading` covers the 1 s pause and the fetch. */
export type NearbyStatus = 'waiting' | 'loading' | 'loaded' | 'error';
export interface NearbyState {
  status: NearbyStatus;
  places: NearbyPlaces | null;
  error: string | null;
}

export const waitingNearby = (): NearbyState => ({ status: 'waiting', places: null, error: null });

export const loadingNearby = (nearby: NearbyState): NearbyState => ({
  ...nearby,
  status: 'loading',
  error: null,
});

/** The places around `placeId`, without the place itself (it is nearest to its own point). */
export function loadedNearby(places: NearbyPlaces, placeId: string): NearbyState {
  const others = (list: readonly NearbyPlace[]) => list.filter((place) => place.id !== placeId);
  return {
    status: 'loaded',
    places: { restaurants: others(places.restaurants), attractions: others(places.attractions) },
    error: null,
  };
}

/** Spec 001 §8: the server's message when there is one, else "Failed to fetch nearby places". */
export const failedNearby = (nearby: NearbyState, error: unknown): NearbyState => ({
  ...nearby,
  status: 'error',
  error: serverMessageOr(error, NEARBY_FETCH_FAILED),
});

/** The nearby cards' photo refs, each once, restaurants first. */
export function nearbyPhotoRefs(places: NearbyPlaces | null): string[] {
  if (!places) return [];
  const refs = [...places.restaurants, ...places.attractions].map((place) => place.photoRef);
  return [...new Set(refs.filter((ref): ref is string => ref !== null && ref !== ''))];
}
