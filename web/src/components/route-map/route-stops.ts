import { haversineKm, isGeoPoint } from '@web/lib/geo/distance';
import type { PlacedStop, RouteStop } from './types';

/** A stop numbered in route order, with the distance from the previous stop that has a position. */
export interface NumberedStop extends RouteStop {
  number: number;
  /** Kilometres from the previous placed stop; null for the first or when either has no position. */
  kmFromPrevious: number | null;
}

/** Numbers the stops and measures each leg (haversine) between consecutive stops with positions. */
export function numberStops(stops: RouteStop[]): NumberedStop[] {
  let previous: RouteStop | null = null;
  return stops.map((stop, index) => {
    const placed = isGeoPoint(stop);
    const kmFromPrevious =
      placed && previous && isGeoPoint(previous) ? haversineKm(previous, stop) : null;
    if (placed) previous = stop;
    return { ...stop, number: index + 1, kmFromPrevious };
  });
}

/** The stops the map can draw: those with a valid position. */
export function placedStops(stops: NumberedStop[]): PlacedStop[] {
  return stops.flatMap((stop) =>
    isGeoPoint(stop)
      ? [
          {
            key: stop.key,
            placeId: stop.placeId,
            name: stop.name,
            number: stop.number,
            latitude: stop.latitude,
            longitude: stop.longitude,
          },
        ]
      : [],
  );
}

/** The whole route's length: the sum of its measured legs. */
export const totalKm = (stops: NumberedStop[]) =>
  stops.reduce((sum, stop) => sum + (stop.kmFromPrevious ?? 0), 0);
