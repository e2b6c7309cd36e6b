import { calendarDayOf, calendarDaysBetween } from '@machines/trips/calendar-day';
import type { CalendarDay } from '@machines/trips/calendar-day';
import { tripDayCount } from '@machines/trips/itinerary';
import { classifyTrips } from './home-trips';
import type { DatedTrip } from './home-trips';

/** What the stats read of a trip. */
export interface StatsTrip extends DatedTrip {
  destinations: readonly { placeId: string; address?: string | null }[];
}

export interface TravelStats {
  tripsPlanned: number;
  upcoming: number;
  completed: number;
  /** Distinct places across all trips. */
  destinations: number;
  /** Days of completed trips, plus the days so far of trips under way. */
  daysTravelled: number;
  /** Distinct countries of the destinations' addresses. */
  countries: number;
}

/**
 * The country of a formatted address: its last part that is a name rather than a postcode
 * ("Baga, Calangute, Goa 403516, India" → "India"); null when there is none.
 */
export function countryOf(address: string | null | undefined): string | null {
  const parts = (address ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !/\d/.test(part));
  return parts.at(-1) ?? null;
}

/** The home's travel stats (spec 000 §1 "travel stats"; what each counts: docs/decisions.md). */
export function travelStats(trips: readonly StatsTrip[], now: Date): TravelStats {
  const { upcomingCount, completedCount } = classifyTrips(trips, now);
  const today = calendarDayOf(now) as CalendarDay;
  const places = new Set<string>();
  const countries = new Set<string>();
  let daysTravelled = 0;
  for (const trip of trips) {
    for (const destination of trip.destinations) {
      places.add(destination.placeId);
      const country = countryOf(destination.address);
      if (country !== null) countries.add(country.toLowerCase());
    }
    const start = calendarDayOf(trip.startDate);
    const end = calendarDayOf(trip.endDate);
    if (start === null || end === null || start > today) continue;
    daysTravelled +=
      end < today
        ? tripDayCount(start, end)
        : Math.min(calendarDaysBetween(start, today) + 1, tripDayCount(start, end));
  }
  return {
    tripsPlanned: trips.length,
    upcoming: upcomingCount,
    completed: completedCount,
    destinations: places.size,
    daysTravelled,
    countries: countries.size,
  };
}
