import { getDaysInMonth } from 'date-fns';
import { calendarMonth } from '@machines/trips/calendar-day';
import type { CalendarDay, CalendarMonth } from '@machines/trips/calendar-day';

/**
 * The cells of one month's grid, Sunday first: leading nulls for the days of the previous month,
 * then every day of the month as `yyyy-MM-dd`.
 */
export function monthCells(month: CalendarMonth): (CalendarDay | null)[] {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const firstWeekday = new Date(year, monthNumber - 1, 1, 12).getDay();
  const dayCount = getDaysInMonth(new Date(year, monthNumber - 1, 1, 12));
  const prefix = calendarMonth(year, monthNumber);
  const days = Array.from(
    { length: dayCount },
    (_, index) => `${prefix}-${String(index + 1).padStart(2, '0')}`,
  );
  return [...Array.from({ length: firstWeekday }, () => null), ...days];
}
