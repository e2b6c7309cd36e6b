import { format } from 'date-fns';
import { API_DATE_FORMAT, MS_PER_DAY } from './constants';

/**
 * Calendar days as `yyyy-MM-dd` strings, the trip dates' wire format (spec 000 §7). Day arithmetic
 * runs on UTC midnights, where every day has 24 hours, so a range across a daylight-saving change
 * counts the same as any other; texts are formatted at local noon, which is always on the named day.
 */

/** `yyyy-MM-dd`. */
export type CalendarDay = string;
/** `yyyy-MM`. */
export type CalendarMonth = string;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})/;

interface DayParts {
  year: number;
  month: number; // 1-12
  day: number;
}

function partsOf(value: string): DayParts | null {
  const match = DAY_PATTERN.exec(value);
  if (match === null) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const utc = new Date(Date.UTC(year, month - 1, day));
  // 2026-02-30 rolls over to March: not a day.
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day)
    return null;
  return { year, month, day };
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

const dayOfParts = ({ year, month, day }: DayParts): CalendarDay =>
  `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;

/**
 * The calendar day a trip date names: a `yyyy-MM-dd` string, the day part of an ISO time stamp as
 * the server sends it (`2026-06-01T00:00:00.000Z` is June 1 everywhere), or a Date's local day.
 * Null for anything else.
 */
export function calendarDayOf(value: string | Date | null | undefined): CalendarDay | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? null : format(value, API_DATE_FORMAT);
  }
  const parts = partsOf(value.trim());
  return parts === null ? null : dayOfParts(parts);
}

export const isCalendarDay = (value: string): boolean =>
  partsOf(value) !== null && value.length === API_DATE_FORMAT.length;

function utcMidnight(day: CalendarDay): number {
  const parts = partsOf(day);
  if (parts === null) throw new Error(`not a calendar day: ${day}`);
  return Date.UTC(parts.year, parts.month - 1, parts.day);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const calendarDaysBetween = (from: CalendarDay, to: CalendarDay): number =>
  Math.round((utcMidnight(to) - utcMidnight(from)) / MS_PER_DAY);

export function addCalendarDays(day: CalendarDay, days: number): CalendarDay {
  const date = new Date(utcMidnight(day) + days * MS_PER_DAY);
  return dayOfParts({
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
  });
}

/** The local Date at noon of the day, for formatting with date-fns (which reads local fields). */
export function localNoonOf(day: CalendarDay): Date {
  const parts = partsOf(day);
  if (parts === null) throw new Error(`not a calendar day: ${day}`);
  return new Date(parts.year, parts.month - 1, parts.day, 12);
}

export const monthOf = (day: CalendarDay): CalendarMonth => day.slice(0, 7);

export const yearOf = (day: CalendarDay): number => Number(day.slice(0, 4));

/** `2026-01` stepped by −1 is `2025-12`. */
export function stepMonth(month: CalendarMonth, by: number): CalendarMonth {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (monthNumber - 1) + by;
  return `${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1, 2)}`;
}

export const calendarMonth = (year: number, month: number): CalendarMonth =>
  `${pad(year, 4)}-${pad(month, 2)}`;
