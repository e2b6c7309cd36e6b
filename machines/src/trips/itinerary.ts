import { formatItineraryDay } from '../shared/date-format';
import { addCalendarDays, calendarDayOf, calendarDaysBetween } from './calendar-day';
import type { CalendarDay } from './calendar-day';
import {
  BOTH_DATES_REQUIRED,
  END_DATE_BEFORE_START,
  END_DATE_REQUIRED,
  START_DATE_REQUIRED,
  TITLE_CANNOT_BE_EMPTY,
  TRIP_TITLE_REQUIRED,
  itineraryDayTitle,
} from './constants';

/**
 * Trip dates: itinerary days, day counts, date texts and the trip-details validations (spec 000 §5;
 * 001 §2 "Itinerary tab", §5 "Edit Trip", §9; RESOLUTIONS 6.14 and "Date formats").
 */

/** A date as trips carry it: `yyyy-MM-dd`, an ISO time stamp, or a Date (its local day). */
export type TripDate = string | Date | null | undefined;

export interface ItineraryDay {
  /** 1 for the start date. */
  day: number;
  date: CalendarDay;
  /** "Day N" (001 §2). */
  title: string;
  /** `EEE, MMM d, yyyy` (RESOLUTIONS "Date formats"), e.g. "Sun, Mar 8, 2026". */
  dateLabel: string;
}

/**
 * Days in a trip, counted as whole days inclusive (000 §4, 001 §9, RESOLUTIONS 6.14): a trip that
 * starts and ends on one day has 1. 0 when a date is missing or the end is before the start.
 */
export function tripDayCount(startDate: TripDate, endDate: TripDate): number {
  const start = calendarDayOf(startDate);
  const end = calendarDayOf(endDate);
  if (start === null || end === null) return 0;
  return Math.max(0, calendarDaysBetween(start, end) + 1);
}

/**
 * One block per calendar day from the start date to the end date, inclusive (001 §2 "Itinerary
 * tab"). Empty when there are no days ("No days in your trip yet").
 */
export function itineraryDays(startDate: TripDate, endDate: TripDate): ItineraryDay[] {
  const start = calendarDayOf(startDate);
  const count = tripDayCount(startDate, endDate);
  if (start === null) return [];
  return Array.from({ length: count }, (_, index) => {
    const date = addCalendarDays(start, index);
    return {
      day: index + 1,
      date,
      title: itineraryDayTitle(index + 1),
      dateLabel: formatItineraryDay(date),
    };
  });
}

/**
 * A trip's date and "start - end" on cards and headers (000 §2): the shared date-format module's
 * card formats, under the names the trip screens use.
 */
export {
  formatCardDate as formatTripDate,
  formatDateRange as formatTripDateRange,
} from '../shared/date-format';

/** A stored itinerary day as the trip carries it: its number and its activities. */
export interface StoredItineraryDay<Activity> {
  day: number;
  activities: readonly Activity[];
}

const NO_ACTIVITIES: readonly never[] = [];

/**
 * Each day of the itinerary with its stored activities (none when the day has no entry), in day
 * order. One pass over each list, so a trip of 1,000 activities over 100 days costs as many steps,
 * not days × entries; a day without activities always gets the same empty list, so a memoized day
 * does not re-render for it.
 */
export function withDayActivities<Activity>(
  days: readonly ItineraryDay[],
  stored: readonly StoredItineraryDay<Activity>[],
): { day: ItineraryDay; activities: readonly Activity[] }[] {
  const activitiesByDay = new Map(stored.map((entry) => [entry.day, entry.activities]));
  return days.map((day) => ({ day, activities: activitiesByDay.get(day.day) ?? NO_ACTIVITIES }));
}

export interface TripDetailsDraft {
  title: string;
  description?: string | null;
  startDate: TripDate;
  endDate: TripDate;
}
/** Checked trip details: trimmed texts, dates as `yyyy-MM-dd` (000 §7). */
export interface TripDetails {
  title: string;
  description: string;
  startDate: CalendarDay;
  endDate: CalendarDay;
}
export type Validation<TValue, TErrors> =
  { ok: true; value: TValue } | { ok: false; errors: TErrors };

export type TripEditErrors = Partial<Record<'title' | 'startDate' | 'endDate', string>>;

/**
 * Edit Trip (001 §5): "Title cannot be empty", "Start date is required", "End date is required",
 * "End date cannot be before start date". Title and description are trimmed.
 */
export function validateTripEdit(draft: TripDetailsDraft): Validation<TripDetails, TripEditErrors> {
  const title = draft.title.trim();
  const description = (draft.description ?? '').trim();
  const startDate = calendarDayOf(draft.startDate);
  const endDate = calendarDayOf(draft.endDate);
  const errors: TripEditErrors = {};
  if (title === '') errors.title = TITLE_CANNOT_BE_EMPTY;
  if (startDate === null) errors.startDate = START_DATE_REQUIRED;
  if (endDate === null) errors.endDate = END_DATE_REQUIRED;
  else if (startDate !== null && endDate < startDate) errors.endDate = END_DATE_BEFORE_START;
  if (Object.keys(errors).length > 0 || startDate === null || endDate === null) {
    return { ok: false, errors };
  }
  return { ok: true, value: { title, description, startDate, endDate } };
}

export type NewTripErrors = Partial<Record<'title' | 'dates', string>>;

/**
 * Create trip (000 §5, 001 §5 "Trip creation from a place"): title required; both dates required
 * ("Both start and end dates are required"); description optional; past dates allowed. Texts trimmed.
 */
export function validateNewTrip(draft: TripDetailsDraft): Validation<TripDetails, NewTripErrors> {
  const title = draft.title.trim();
  const description = (draft.description ?? '').trim();
  const startDate = calendarDayOf(draft.startDate);
  const endDate = calendarDayOf(draft.endDate);
  const errors: NewTripErrors = {};
  if (title === '') errors.title = TRIP_TITLE_REQUIRED;
  if (startDate === null || endDate === null) errors.dates = BOTH_DATES_REQUIRED;
  // The range picker cannot give a reversed pair; a typed one is refused with Edit Trip's text.
  else if (endDate < startDate) errors.dates = END_DATE_BEFORE_START;
  if (Object.keys(errors).length > 0 || startDate === null || endDate === null) {
    return { ok: false, errors };
  }
  return { ok: true, value: { title, description, startDate, endDate } };
}
