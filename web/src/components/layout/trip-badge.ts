import {
  DESKTOP_TRIP_BADGE_CAP,
  MOBILE_TRIP_BADGE_CAP,
  TRIP_BADGE_OVERFLOW_TEXT,
} from './constants';

function formatCappedCount(count: number, cap: number): string {
  return count > cap ? TRIP_BADGE_OVERFLOW_TEXT : String(count);
}

/** Desktop "Your Trips" badge text: the count up to 99, then "9+" (RESOLUTIONS 2.4, as written). */
export function formatDesktopTripBadge(count: number): string {
  return formatCappedCount(count, DESKTOP_TRIP_BADGE_CAP);
}

/** Mobile Trips tab badge text: the count up to 9, then "9+". */
export function formatMobileTripBadge(count: number): string {
  return formatCappedCount(count, MOBILE_TRIP_BADGE_CAP);
}
