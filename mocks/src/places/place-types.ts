import type { Culture } from './culture';
import type { Landmark } from './landmarks';

/** What the place generators know of a city and make of it (place-stubs.ts, the name modules). */

export type PlaceCategory = 'attraction' | 'restaurant';

export interface GeneratorCity {
  geonameId: number;
  name: string;
  population: number;
  latitude: number;
  longitude: number;
  isCapital: boolean;
  culture: Culture;
  landmarks: readonly Landmark[];
}

export interface PlaceStub {
  slot: number;
  category: PlaceCategory;
  name: string;
  primaryType: string;
  /** Google-style type list, most specific first. */
  types: string[];
  rating: number;
  userRatingCount: number;
  latitude: number;
  longitude: number;
  photoCount: number;
  landmark: Landmark | null;
}
