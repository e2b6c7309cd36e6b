import { calendarDayOf } from '@machines/trips/calendar-day';
import type { TripDate } from '@machines/trips/itinerary';
import { byCodeUnits } from '@web/lib/text/code-unit-order';

interface DatedTrip {
  id: string;
  startDate?: TripDate;
  endDate?: TripDate;
}

/**
 * The trips list's order (docs/decisions.md "Trips list order"): trips not yet over (ongoing and upcoming) first,
 * soonest start first; then past trips, the most recent first; trips without dates last. Ties keep the id order so
 * the list never reshuffles between answers.
 */
export function orderTripsForList<T extends DatedTrip>(trips: readonly T[], today: Date): T[] {
  const todayDay = calendarDayOf(today) ?? '';
  const rank = (trip: T) => {
    const start = calendarDayOf(trip.startDate);
    const end = calendarDayOf(trip.endDate) ?? start;
    if (start === null || end === null) return { group: 2, key: '' };
    return end >= todayDay ? { group: 0, key: start } : { group: 1, key: start };
  };
  return trips
    .map((trip) => ({ trip, ...rank(trip) }))
    .sort(
      (a, b) =>
        a.group - b.group ||
        (a.group === 1 ? byCodeUnits(b.key, a.key) : byCodeUnits(a.key, b.key)) ||
        byCodeUnits(a.trip.id, b.trip.id),
    )
    .map(({ trip }) => trip);
}
