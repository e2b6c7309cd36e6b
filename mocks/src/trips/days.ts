import { inclusiveDayCount } from '@contract/trip-dates';
import type { ItineraryDay, Trip } from '@contract/trip';

/**
 * Trip days. A trip's days run from its start date to its end date, both included (D1 §4, D2 §9,
 * RESOLUTIONS 6.14): a same-day trip has one day, day 1 is the start date. Dates are calendar dates
 * (YYYY-MM-DD) with no time zone, so they are counted in UTC, where every day has 24 hours.
 */

export { inclusiveDayCount, parseIsoDate } from '@contract/trip-dates';

/** The number of itinerary days a trip has: 0 without both dates. */
export function tripDayCount(trip: Pick<Trip, 'startDate' | 'endDate'>): number {
  if (!trip.startDate || !trip.endDate) return 0;
  return inclusiveDayCount(trip.startDate, trip.endDate);
}

/** Whether `day` (1-based) is one of the trip's days. */
export function isDayInTrip(trip: Pick<Trip, 'startDate' | 'endDate'>, day: number): boolean {
  return Number.isInteger(day) && day >= 1 && day <= tripDayCount(trip);
}

/**
 * The itinerary after the trip's dates changed to give `dayCount` days. Activities stay on their day
 * number (moving a whole trip keeps its plan); days past the new last day are dropped with their
 * activities. Sorted by day; days without activities are left out.
 */
export function fitItineraryToDays(itinerary: ItineraryDay[], dayCount: number): ItineraryDay[] {
  return normaliseItinerary(itinerary.filter((entry) => entry.day >= 1 && entry.day <= dayCount));
}

/** Sorted by day, without empty days: the one shape the mock keeps itineraries in. */
export function normaliseItinerary(itinerary: ItineraryDay[]): ItineraryDay[] {
  return itinerary
    .filter((entry) => entry.activities.length > 0)
    .sort((first, second) => first.day - second.day);
}
