/** Location permission and saving (spec 001 §2 "Profile", §4 "Location permission", §8, §9). */

/**
 * Spec 001 §9 "Geolocation timeout 5 seconds, high accuracy, no cached position". The app passes
 * these to `navigator.geolocation.getCurrentPosition`; the machine hands them to `getPosition`.
 */
export const GEOLOCATION_TIMEOUT_MS = 5000;
export const GEOLOCATION_OPTIONS = {
  enableHighAccuracy: true,
  timeout: GEOLOCATION_TIMEOUT_MS,
  maximumAge: 0,
} as const;

/** Spec 001 §8 "Location". */
export const GEOLOCATION_UNSUPPORTED = 'Geolocation is not supported by your browser';
export const LOCATION_PERMISSION_DENIED =
  'Location permission denied. Please allow location access in your browser settings.';
export const LOCATION_UNAVAILABLE = 'Location information is unavailable.';
export const LOCATION_TIMEOUT = 'The request to get location timed out.';
export const LOCATION_UNAUTHENTICATED = 'Authentication failed. Please log in again.';
export const LOCATION_FAILED = 'Failed to process your location';

/** Spec 001 §8 "Success toast: Location updated to {city}, {country}." */
export const locationUpdatedMessage = (city: string, country: string) =>
  `Location updated to ${city}, ${country}.`;

/**
 * W3C GeolocationPositionError codes (PERMISSION_DENIED 1, POSITION_UNAVAILABLE 2, TIMEOUT 3), so the
 * app can reject with the browser's error as is; `UNSUPPORTED` is the app's own, for a browser
 * without `navigator.geolocation`.
 */
export const GEOLOCATION_ERROR_CODES = {
  PERMISSION_DENIED: 1,
  POSITION_UNAVAILABLE: 2,
  TIMEOUT: 3,
} as const;
export const GEOLOCATION_UNSUPPORTED_CODE = 'UNSUPPORTED';
/** The GraphQL code of a 401 from the location call (gateway: extensions.code). */
export const UNAUTHENTICATED_CODE = 'UNAUTHENTICATED';
