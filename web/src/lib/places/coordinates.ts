/** Spec 000 §5: latitude within -90 to 90, longitude within -180 to 180. */
const LATITUDE_LIMIT = 90;
const LONGITUDE_LIMIT = 180;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && !Number.isNaN(value) && Number.isFinite(value);

/**
 * The coordinates the nearby-attractions query may run with, or null: both must be numbers (not
 * NaN), latitude within -90..90 and longitude within -180..180; otherwise the query is disabled and
 * its result is null, without an error (spec 000 §5, RESOLUTIONS 4.11). Explore's nearby section and
 * the home read it.
 */
export function validCoordinates(latitude: unknown, longitude: unknown): Coordinates | null {
  if (!isFiniteNumber(latitude) || !isFiniteNumber(longitude)) return null;
  if (Math.abs(latitude) > LATITUDE_LIMIT || Math.abs(longitude) > LONGITUDE_LIMIT) return null;
  return { latitude, longitude };
}
