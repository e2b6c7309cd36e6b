import { calendarDayOf, calendarDaysBetween } from '@machines/trips/calendar-day';
import type { CalendarDay } from '@machines/trips/calendar-day';
import { tripDayCount } from '@machines/trips/itinerary';
import { MAX_RECENT_TRIPS, MAX_UPCOMING_TRIPS } from '../constants';
import { byCodeUnits } from '@web/lib/text/code-unit-order';

/**
 * Home trip classification (spec 000 §4): upcoming trips start after now, soonest first, at most
 * 3; recent trips ended before now, latest first, at most 3. Trip dates are whole days in the
 * traveller's own calendar (docs/decisions.md): a trip starting today has begun, a trip ending today
 * has not ended, so both are "happening now" rather than upcoming or completed.
 */

/** What classification needs of a trip (the home query's trips have more). */
export interface DatedTrip {
  id: string;
  startDate?: string | null;
  endDate?: string | null;
}

export interface ClassifiedTrips<T extends DatedTrip> {
  /** Start day after today, soonest first, at most 3. */
  upcoming: T[];
  /** End day before today, latest end first, at most 3. */
  recent: T[];
  /** Started and not ended: the earliest to end first. */
  inProgress: T[];
  /** Every upcoming trip (the stats count them all). */
  upcomingCount: number;
  /** Every completed trip. */
  completedCount: number;
}

interface TripDays<T> {
  trip: T;
  start: CalendarDay;
  end: CalendarDay;
}

/** Trips with both dates readable (a trip created without dates is in none of the lists). */
function datedTrips<T extends DatedTrip>(trips: readonly T[]): TripDays<T>[] {
  return trips.flatMap((trip) => {
    const start = calendarDayOf(trip.startDate);
    const end = calendarDayOf(trip.endDate);
    return start === null || end === null ? [] : [{ trip, start, end }];
  });
}

// `yyyy-MM-dd` strings sort as their days do.
const ascending: (a: CalendarDay, b: CalendarDay) => number = byCodeUnits;

export function classifyTrips<T extends DatedTrip>(
  trips: readonly T[],
  now: Date,
): ClassifiedTrips<T> {
  const today = calendarDayOf(now) as CalendarDay;
  const dated = datedTrips(trips);
  const upcoming = dated
    .filter(({ start }) => start > today)
    .sort((a, b) => ascending(a.start, b.start));
  const completed = dated.filter(({ end }) => end < today).sort((a, b) => ascending(b.end, a.end));
  const inProgress = dated
    .filter(({ start, end }) => start <= today && end >= today)
    .sort((a, b) => ascending(a.end, b.end));
  return {
    upcoming: upcoming.slice(0, MAX_UPCOMING_TRIPS).map(({ trip }) => trip),
    recent: completed.slice(0, MAX_RECENT_TRIPS).map(({ trip }) => trip),
    inProgress: inProgress.map(({ trip }) => trip),
    upcomingCount: upcoming.length,
    completedCount: completed.length,
  };
}

/** Whole days from today to the trip's start (1 = tomorrow); null without a start date. */
export function daysUntilStart(trip: DatedTrip, now: Date): number | null {
  const start = calendarDayOf(trip.startDate);
  return start === null ? null : calendarDaysBetween(calendarDayOf(now) as CalendarDay, start);
}

/** "Day 3 of 6" for a trip under way: today's place in the trip, counted inclusive. */
export function dayOfTrip(trip: DatedTrip, now: Date): { day: number; of: number } | null {
  const start = calendarDayOf(trip.startDate);
  if (start === null) return null;
  const day = calendarDaysBetween(start, calendarDayOf(now) as CalendarDay) + 1;
  const of = tripDayCount(trip.startDate, trip.endDate);
  return day >= 1 && day <= of ? { day, of } : null;
}

interface DayWithActivities<A> {
  date?: string | null;
  activities: readonly A[];
}

/** Today's activities of a trip under way, by start time (those without a time last). */
export function todaysActivities<A extends { startTime?: string | null }>(
  days: readonly DayWithActivities<A>[],
  now: Date,
): A[] {
  const today = calendarDayOf(now);
  const day = days.find((entry) => calendarDayOf(entry.date) === today);
  const byTime = (a: A, b: A) => ascending(a.startTime ?? '99:99', b.startTime ?? '99:99');
  return [...(day?.activities ?? [])].sort(byTime);
}
