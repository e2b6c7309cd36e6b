import { roundedText } from '@web/lib/text/number-text';

/** A point on the globe in degrees, as the GraphQL schema names it. */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** The mean Earth radius (IUGG), the usual figure for great-circle distances. */
const EARTH_RADIUS_KM = 6371.0088;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points in kilometres (the haversine formula). */
export function haversineKm(from: GeoPoint, to: GeoPoint): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A distance as the app writes numbers (en-US grouping): one decimal under 10 km ("3.4 km"), whole
 * kilometres above ("1,234 km"), and "< 0.1 km" for stops next door.
 */
export function formatKm(km: number): string {
  if (km < 0.05) return '< 0.1 km';
  return `${roundedText(km, km < 10 ? 1 : 0)} km`;
}

/** Whether a latitude/longitude pair is a real position (the REST data may carry nulls or junk). */
export function isGeoPoint(point: {
  latitude?: number | null;
  longitude?: number | null;
}): point is GeoPoint {
  const { latitude, longitude } = point;
  return (
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
  );
}
