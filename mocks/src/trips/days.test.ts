import { describe, expect, it } from 'vitest';
import type { Activity, ItineraryDay } from '@contract/trip';
import {
  fitItineraryToDays,
  inclusiveDayCount,
  isDayInTrip,
  normaliseItinerary,
  parseIsoDate,
  tripDayCount,
} from './days';

const activity = (id: string): Activity => ({
  _id: id,
  title: id,
  memories: { photos: [], reflections: [] },
});
const day = (number: number, ...ids: string[]): ItineraryDay => ({
  day: number,
  activities: ids.map(activity),
});

describe('parseIsoDate', () => {
  it('reads YYYY-MM-DD dates that exist, leap days included', () => {
    expect(parseIsoDate('2026-03-10')).toBe(Date.UTC(2026, 2, 10));
    expect(parseIsoDate('2028-02-29')).toBe(Date.UTC(2028, 1, 29));
  });

  it.each([
    '2026-02-29',
    '2026-02-30',
    '2026-13-01',
    '2026-00-10',
    '2026-3-10',
    '10/03/2026',
    '',
    '2026-03-10T00:00:00Z',
  ])('refuses %j', (text) => {
    expect(parseIsoDate(text)).toBeNull();
  });
});

describe('inclusiveDayCount (D1 §4, RESOLUTIONS 6.14: whole days, both ends included)', () => {
  it('counts a same-day trip as one day and a week as seven', () => {
    expect(inclusiveDayCount('2026-03-10', '2026-03-10')).toBe(1);
    expect(inclusiveDayCount('2026-03-10', '2026-03-16')).toBe(7);
  });

  it('is not thrown off by daylight-saving changes or month and year ends', () => {
    // Europe and the US change clocks in late March and early November; dates have no time zone.
    expect(inclusiveDayCount('2026-03-27', '2026-03-30')).toBe(4);
    expect(inclusiveDayCount('2026-10-30', '2026-11-02')).toBe(4);
    expect(inclusiveDayCount('2026-12-30', '2027-01-02')).toBe(4);
    expect(inclusiveDayCount('2028-02-28', '2028-03-01')).toBe(3);
  });

  it('is 0 when the end is before the start or a date is not one', () => {
    expect(inclusiveDayCount('2026-03-10', '2026-03-09')).toBe(0);
    expect(inclusiveDayCount('2026-03-10', '2026-02-30')).toBe(0);
  });
});

describe('tripDayCount and isDayInTrip', () => {
  const week = { startDate: '2026-03-10', endDate: '2026-03-16' };

  it('has days 1 to 7 for a week, none outside', () => {
    expect(tripDayCount(week)).toBe(7);
    expect([0, 1, 7, 8, 1.5, -1].map((number) => isDayInTrip(week, number))).toEqual([
      false,
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('has no days without both dates', () => {
    expect(tripDayCount({ startDate: null, endDate: null })).toBe(0);
    expect(tripDayCount({ startDate: '2026-03-10' })).toBe(0);
    expect(isDayInTrip({ startDate: null, endDate: null }, 1)).toBe(false);
  });
});

describe('fitItineraryToDays (dates changed)', () => {
  const plan = [day(3, 'c'), day(1, 'a'), day(2, 'b'), day(5, 'e')];

  it('keeps activities on their day number when the trip keeps its length or grows', () => {
    expect(fitItineraryToDays(plan, 5)).toEqual([
      day(1, 'a'),
      day(2, 'b'),
      day(3, 'c'),
      day(5, 'e'),
    ]);
    expect(fitItineraryToDays(plan, 30)).toHaveLength(4);
  });

  it('drops the days past the new last day, with their activities', () => {
    expect(fitItineraryToDays(plan, 2)).toEqual([day(1, 'a'), day(2, 'b')]);
    expect(fitItineraryToDays(plan, 0)).toEqual([]);
  });
});

describe('normaliseItinerary', () => {
  it('sorts by day and leaves out days without activities', () => {
    expect(normaliseItinerary([day(4, 'd'), day(2), day(1, 'a')])).toEqual([
      day(1, 'a'),
      day(4, 'd'),
    ]);
  });
});
