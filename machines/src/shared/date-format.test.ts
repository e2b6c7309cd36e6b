import { describe, expect, it } from 'vitest';
import {
  formatCardDate,
  formatDateRange,
  formatDayName,
  formatItineraryDay,
  formatLongDate,
  formatMonthTitle,
  formatTime,
  formatTimeRange,
  formatTimestamp,
} from './date-format';

describe('dates (RESOLUTIONS "Date formats")', () => {
  it('cards and headers: MMM dd, yyyy; an ISO stamp names its day part', () => {
    expect(formatCardDate('2026-06-01')).toBe('Jun 01, 2026');
    expect(formatCardDate('2026-12-25T00:00:00.000Z')).toBe('Dec 25, 2026');
    expect(formatCardDate(new Date(2026, 2, 4, 23, 30))).toBe('Mar 04, 2026');
    expect(formatCardDate(null)).toBe('');
    expect(formatCardDate('not a date')).toBe('');
    expect(formatCardDate('2026-02-30')).toBe('');
  });

  it('ranges: "start - end", one end alone, nothing for none', () => {
    expect(formatDateRange('2026-06-01', '2026-06-07')).toBe('Jun 01, 2026 - Jun 07, 2026');
    expect(formatDateRange('2026-06-01', null)).toBe('Jun 01, 2026');
    expect(formatDateRange(undefined, null)).toBe('');
  });

  it('itinerary days, long dates, month titles and day names', () => {
    expect(formatItineraryDay('2026-06-01')).toBe('Mon, Jun 1, 2026');
    expect(formatLongDate('2025-03-04T10:00:00.000Z')).toBe('March 4, 2025');
    expect(formatMonthTitle('2026-06')).toBe('June 2026');
    expect(formatDayName('2026-06-01')).toBe('Monday, June 1, 2026');
  });
});

describe('time stamps, local time', () => {
  it('MMM d, yyyy HH:mm, 24-hour; "" when unreadable', () => {
    expect(formatTimestamp(new Date(2026, 2, 8, 14, 5))).toBe('Mar 8, 2026 14:05');
    expect(formatTimestamp(new Date(2026, 2, 8, 9, 5))).toBe('Mar 8, 2026 09:05');
    expect(formatTimestamp('garbled')).toBe('');
    expect(formatTimestamp(null)).toBe('');
  });
});

describe('times of day: one 24-hour format', () => {
  it.each([
    ['09:30', '09:30'],
    ['9:30', '09:30'],
    ['14:05:00', '14:05'],
    ['9:30 PM', '21:30'],
    ['12:15 am', '00:15'],
    ['12:00 PM', '12:00'],
    ['', ''],
    [null, ''],
    ['noon', 'noon'],
    ['25:00', '25:00'],
  ])('%j → %j', (input, shown) => {
    expect(formatTime(input)).toBe(shown);
  });

  it('ranges join with " - " and keep a lone end', () => {
    expect(formatTimeRange('9:00', '10:30')).toBe('09:00 - 10:30');
    expect(formatTimeRange(null, '18:00')).toBe('18:00');
    expect(formatTimeRange(null, undefined)).toBe('');
  });
});
