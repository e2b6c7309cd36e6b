/** Distances on the globe and the 1° grid the catalogue files its cities in. */

const EARTH_RADIUS_KM = 6371;
/** A degree of latitude is never shorter than this (km). */
export const KM_PER_DEGREE_LATITUDE = 110.5;
export const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

export function distanceKm(
  latitudeA: number,
  longitudeA: number,
  latitudeB: number,
  longitudeB: number,
): number {
  const dLatitude = toRadians(latitudeB - latitudeA);
  const dLongitude = toRadians(longitudeB - longitudeA);
  const h =
    Math.sin(dLatitude / 2) ** 2 +
    Math.cos(toRadians(latitudeA)) * Math.cos(toRadians(latitudeB)) * Math.sin(dLongitude / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** 1° cells: the grid nearby calls and reverse geocoding look cities up in. */
export const cellKey = (latitude: number, longitude: number) =>
  (Math.floor(latitude) + 90) * 360 + ((Math.floor(longitude) + 540) % 360);
