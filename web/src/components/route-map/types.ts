/** One stop on a route map: a place with its position (null when the data has none). */
export interface RouteStop {
  /** Unique within the map (a trip destination's id, or the place id). */
  key: string;
  placeId: string;
  name: string;
  latitude: number | null | undefined;
  longitude: number | null | undefined;
}

/** A stop the map can draw: numbered in route order, with a valid position. */
export interface PlacedStop {
  key: string;
  placeId: string;
  name: string;
  /** 1-based position in the route. */
  number: number;
  latitude: number;
  longitude: number;
}
