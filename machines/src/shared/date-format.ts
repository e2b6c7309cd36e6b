import { format, isValid, parseISO } from 'date-fns';
import { calendarDayOf, localNoonOf } from '../trips/calendar-day';

/**
 * The one place that turns dates and times into text (RESOLUTIONS "Date formats", spec 001 §9).
 * Every card, header, itinerary day, time stamp and time range in the app is formatted here, so a
 * screen cannot pick a fifth way; `tests/integration/date-format-source.test.ts` keeps it so.
 * Times are 24-hour everywhere (`HH:mm`), as the spec's time stamps are (docs/decisions.md).
 */
export const DATE_FORMATS = {
  /** Cards and headers: "Jun 01, 2026". */
  card: 'MMM dd, yyyy',
  /** Itinerary days: "Mon, Jun 1, 2026". */
  itineraryDay: 'EEE, MMM d, yyyy',
  /** Join month and long dates: "June 1, 2026". */
  long: 'MMMM d, yyyy',
  /** Memory time stamps: "Jun 1, 2026 14:05". */
  timestamp: 'MMM d, yyyy HH:mm',
  /** Activity times: "09:30". */
  time: 'HH:mm',
  /** The date picker's month heading: "June 2026". */
  monthTitle: 'MMMM yyyy',
  /** A day's name for screen readers in the date picker: "Monday, June 1, 2026". */
  dayName: 'EEEE, MMMM d, yyyy',
} as const;

/** Between the two ends of a date or time range (spec 000 §2 "start - end dates"). */
export const RANGE_SEPARATOR = ' - ';

/** A trip date: `yyyy-MM-dd`, an ISO time stamp whose day part names it, or a Date. */
export type DateInput = string | Date | null | undefined;

/** The calendar day of a trip date, at local noon (always on the named day), or null. */
function dayOf(value: DateInput): Date | null {
  const day = calendarDayOf(value);
  return day === null ? null : localNoonOf(day);
}

/** An instant (ISO time stamp or Date), or null for anything unreadable. */
function instantOf(value: DateInput): Date | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : parseISO(value);
  return isValid(date) ? date : null;
}

const dayText = (value: DateInput, pattern: string) => {
  const day = dayOf(value);
  return day === null ? '' : format(day, pattern);
};

/** "Jun 01, 2026" for cards and headers; '' without a date. */
export const formatCardDate = (value: DateInput) => dayText(value, DATE_FORMATS.card);

/** "Jun 01, 2026 - Jun 07, 2026"; one end alone when the other is missing; '' for neither. */
export const formatDateRange = (start: DateInput, end: DateInput) =>
  [formatCardDate(start), formatCardDate(end)].filter((text) => text !== '').join(RANGE_SEPARATOR);

/** "Mon, Jun 1, 2026" for an itinerary day. */
export const formatItineraryDay = (value: DateInput) => dayText(value, DATE_FORMATS.itineraryDay);

/** "June 1, 2026" (join month, long dates). */
export const formatLongDate = (value: DateInput) => dayText(value, DATE_FORMATS.long);

/** "June 2026": the month of a `yyyy-MM` or a day in it. */
export const formatMonthTitle = (month: string) =>
  dayText(month.length === 7 ? `${month}-01` : month, DATE_FORMATS.monthTitle);

/** "Monday, June 1, 2026": a day's full name. */
export const formatDayName = (value: DateInput) => dayText(value, DATE_FORMATS.dayName);

/** "Jun 1, 2026 14:05" in local time for a moment (memory time stamps); '' when unreadable. */
export function formatTimestamp(value: DateInput): string {
  const date = instantOf(value);
  return date === null ? '' : format(date, DATE_FORMATS.timestamp);
}

const TIME_PATTERN = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?\s*([AaPp][Mm])?$/;

/**
 * "09:30" (24-hour) for a time of day as the API sends it ("9:30", "09:30:00", "9:30 PM");
 * the text itself when it is no time, so nothing the server said is lost; '' for none.
 */
export function formatTime(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  const match = TIME_PATTERN.exec(text);
  if (match === null) return text;
  const [, hourText, minuteText, meridiem] = match;
  let hours = Number(hourText);
  const minutes = Number(minuteText);
  if (meridiem !== undefined) {
    if (hours < 1 || hours > 12) return text;
    hours = (hours % 12) + (meridiem.toLowerCase() === 'pm' ? 12 : 0);
  }
  if (hours > 23 || minutes > 59) return text;
  return format(new Date(2000, 0, 1, hours, minutes), DATE_FORMATS.time);
}

/** "09:00 - 10:30", one end alone when the other is missing, '' for neither. */
export const formatTimeRange = (start: string | null | undefined, end: string | null | undefined) =>
  [formatTime(start), formatTime(end)].filter((text) => text !== '').join(RANGE_SEPARATOR);
