import { ISO_DATE_PATTERN } from './trip';

/**
 * Trip dates (YYYY-MM-DD, no time zone) counted in UTC, where every day has 24 hours. Shared by the
 * request schemas (a date must exist, a trip may not end before it starts) and the mock's day counting.
 */

const MS_PER_DAY = 24 * 60 * 60 * 1000;

/** Epoch milliseconds of the date at UTC midnight; null when it is not a YYYY-MM-DD date that exists. */
export function parseIsoDate(text: string): number | null {
  if (!ISO_DATE_PATTERN.test(text)) return null;
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  // Date.UTC rolls 2026-02-30 over into March: a date that exists reads back the same.
  const exists =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return exists ? time : null;
}

/** Days from start to end, both included; 0 when end is before start or either is not a date. */
export function inclusiveDayCount(startDate: string, endDate: string): number {
  const start = parseIsoDate(startDate);
  const end = parseIsoDate(endDate);
  if (start === null || end === null || end < start) return 0;
  return Math.round((end - start) / MS_PER_DAY) + 1;
}
