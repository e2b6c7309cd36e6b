import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  calendarDayOf,
  calendarDaysBetween,
  isCalendarDay,
  stepMonth,
} from './calendar-day';
import {
  formatTripDate,
  formatTripDateRange,
  itineraryDays,
  tripDayCount,
  validateNewTrip,
  validateTripEdit,
  withDayActivities,
} from './itinerary';

describe('itinerary days (spec 001 §2 "Itinerary tab", §9; RESOLUTIONS 6.14)', () => {
  it('one "Day N" block per calendar day, start and end included, dated EEE, MMM d, yyyy', () => {
    expect(itineraryDays('2026-06-01', '2026-06-03')).toEqual([
      { day: 1, date: '2026-06-01', title: 'Day 1', dateLabel: 'Mon, Jun 1, 2026' },
      { day: 2, date: '2026-06-02', title: 'Day 2', dateLabel: 'Tue, Jun 2, 2026' },
      { day: 3, date: '2026-06-03', title: 'Day 3', dateLabel: 'Wed, Jun 3, 2026' },
    ]);
  });

  it('crosses month and year ends, and February of a leap year', () => {
    expect(itineraryDays('2026-01-30', '2026-02-02').map((day) => day.date)).toEqual([
      '2026-01-30',
      '2026-01-31',
      '2026-02-01',
      '2026-02-02',
    ]);
    expect(itineraryDays('2025-12-31', '2026-01-01').map((day) => day.dateLabel)).toEqual([
      'Wed, Dec 31, 2025',
      'Thu, Jan 1, 2026',
    ]);
    expect(itineraryDays('2028-02-28', '2028-03-01').map((day) => day.date)).toEqual([
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
  });

  it.each([
    [
      'US spring forward',
      '2026-03-07',
      '2026-03-09',
      ['Sat, Mar 7, 2026', 'Sun, Mar 8, 2026', 'Mon, Mar 9, 2026'],
    ],
    [
      'EU spring forward',
      '2026-03-28',
      '2026-03-30',
      ['Sat, Mar 28, 2026', 'Sun, Mar 29, 2026', 'Mon, Mar 30, 2026'],
    ],
    [
      'EU fall back',
      '2026-10-24',
      '2026-10-26',
      ['Sat, Oct 24, 2026', 'Sun, Oct 25, 2026', 'Mon, Oct 26, 2026'],
    ],
    [
      'US fall back',
      '2026-10-31',
      '2026-11-02',
      ['Sat, Oct 31, 2026', 'Sun, Nov 1, 2026', 'Mon, Nov 2, 2026'],
    ],
  ])(
    'a daylight-saving change (%s) neither drops nor repeats a day',
    (_change, start, end, labels) => {
      const days = itineraryDays(start, end);
      expect(days.map((day) => day.dateLabel)).toEqual(labels);
      expect(days.map((day) => day.title)).toEqual(['Day 1', 'Day 2', 'Day 3']);
      expect(tripDayCount(start, end)).toBe(3);
    },
  );

  it('reads server time stamps by their day, and Dates by their local day', () => {
    expect(itineraryDays('2026-06-01T00:00:00.000Z', '2026-06-02T00:00:00.000Z')).toHaveLength(2);
    expect(itineraryDays(new Date(2026, 5, 1), new Date(2026, 5, 1, 23, 59))).toEqual([
      { day: 1, date: '2026-06-01', title: 'Day 1', dateLabel: 'Mon, Jun 1, 2026' },
    ]);
  });

  it('has no days without both dates, or with the end before the start', () => {
    expect(itineraryDays(null, '2026-06-01')).toEqual([]);
    expect(itineraryDays('2026-06-01', undefined)).toEqual([]);
    expect(itineraryDays('2026-06-03', '2026-06-01')).toEqual([]);
    expect(itineraryDays('2026-02-30', '2026-03-02')).toEqual([]);
    expect(itineraryDays('not a date', '2026-03-02')).toEqual([]);
  });
});

describe('activities by day (issue 19: a long itinerary)', () => {
  it('gives each day its stored activities, and days without an entry none', () => {
    const days = itineraryDays('2026-06-01', '2026-06-04');
    const grouped = withDayActivities(days, [
      { day: 3, activities: ['c1', 'c2'] },
      { day: 1, activities: ['a1'] },
    ]);
    expect(grouped.map(({ day, activities }) => [day.title, activities])).toEqual([
      ['Day 1', ['a1']],
      ['Day 2', []],
      ['Day 3', ['c1', 'c2']],
      ['Day 4', []],
    ]);
    // The same empty list each time, so a memoized day without activities keeps its props.
    expect(grouped[1]?.activities).toBe(grouped[3]?.activities);
    expect(grouped[0]?.day).toBe(days[0]);
  });

  it('keeps 1,000 activities over 100 days each on its day, in order, leaving out days past the end', () => {
    const stored = Array.from({ length: 101 }, (_unused, index) => ({
      day: 101 - index,
      activities: Array.from({ length: 10 }, (_none, slot) => `${101 - index}.${slot}`),
    }));
    const grouped = withDayActivities(itineraryDays('2026-01-01', '2026-04-10'), stored);
    expect(grouped).toHaveLength(100);
    expect(grouped.flatMap(({ activities }) => activities)).toHaveLength(1_000);
    grouped.forEach(({ day, activities }) => {
      expect(activities).toEqual(Array.from({ length: 10 }, (_none, slot) => `${day.day}.${slot}`));
    });
    expect(grouped.at(-1)?.day.dateLabel).toBe('Fri, Apr 10, 2026');
  });
});

describe('day counts: inclusive (RESOLUTIONS 6.14)', () => {
  it.each([
    ['2026-06-01', '2026-06-01', 1],
    ['2026-06-01', '2026-06-07', 7],
    ['2026-02-27', '2026-03-01', 3],
    ['2026-06-07', '2026-06-01', 0],
    [null, '2026-06-01', 0],
  ])('tripDayCount(%s, %s) = %i', (start, end, count) => {
    expect(tripDayCount(start, end)).toBe(count);
  });
});

describe('trip date texts (RESOLUTIONS "Date formats")', () => {
  it('cards and headers use MMM dd, yyyy; the card range is "start - end"', () => {
    expect(formatTripDate('2026-06-01')).toBe('Jun 01, 2026');
    expect(formatTripDate('2026-12-25T00:00:00.000Z')).toBe('Dec 25, 2026');
    expect(formatTripDate(null)).toBe('');
    expect(formatTripDateRange('2026-06-01', '2026-06-07')).toBe('Jun 01, 2026 - Jun 07, 2026');
    expect(formatTripDateRange('2026-06-01', null)).toBe('Jun 01, 2026');
  });
});

describe('calendar days', () => {
  it('normalises, checks and steps days and months', () => {
    expect(calendarDayOf(' 2026-06-01 ')).toBe('2026-06-01');
    expect(calendarDayOf('2026-13-01')).toBeNull();
    expect(calendarDayOf(new Date(Number.NaN))).toBeNull();
    expect(isCalendarDay('2026-06-01')).toBe(true);
    expect(isCalendarDay('2026-06-01T00:00:00Z')).toBe(false);
    expect(calendarDaysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(addCalendarDays('2026-03-31', -31)).toBe('2026-02-28');
    expect(stepMonth('2026-01', -1)).toBe('2025-12');
    expect(stepMonth('2026-12', 1)).toBe('2027-01');
    expect(stepMonth('2026-06', 14)).toBe('2027-08');
  });
});

describe('Edit Trip validation (spec 001 §5)', () => {
  const valid = {
    title: '  Monsoon in Goa ',
    description: ' Beaches and forts  ',
    startDate: '2026-07-01',
    endDate: '2026-07-05',
  };

  it('trims title and description and gives the dates as yyyy-MM-dd', () => {
    expect(validateTripEdit({ ...valid, endDate: '2026-07-05T00:00:00.000Z' })).toEqual({
      ok: true,
      value: {
        title: 'Monsoon in Goa',
        description: 'Beaches and forts',
        startDate: '2026-07-01',
        endDate: '2026-07-05',
      },
    });
    expect(validateTripEdit({ ...valid, description: null })).toMatchObject({
      ok: true,
      value: { description: '' },
    });
  });

  it.each([
    ['a blank title', { title: '   ' }, { title: 'Title cannot be empty' }],
    ['no start date', { startDate: null }, { startDate: 'Start date is required' }],
    ['no end date', { endDate: '' }, { endDate: 'End date is required' }],
    [
      'the end before the start',
      { endDate: '2026-06-30' },
      { endDate: 'End date cannot be before start date' },
    ],
    [
      'everything missing',
      { title: '', startDate: null, endDate: null },
      {
        title: 'Title cannot be empty',
        startDate: 'Start date is required',
        endDate: 'End date is required',
      },
    ],
  ])('%s', (_case, change, errors) => {
    expect(validateTripEdit({ ...valid, ...change })).toEqual({ ok: false, errors });
  });

  it('accepts a one-day trip (end on the start date)', () => {
    expect(validateTripEdit({ ...valid, endDate: valid.startDate }).ok).toBe(true);
  });
});

describe('create-trip validation (spec 000 §5)', () => {
  it('needs a title and both dates; description optional; past dates allowed', () => {
    expect(
      validateNewTrip({ title: ' Trip to Hampi ', startDate: '2019-01-01', endDate: '2019-01-03' }),
    ).toEqual({
      ok: true,
      value: {
        title: 'Trip to Hampi',
        description: '',
        startDate: '2019-01-01',
        endDate: '2019-01-03',
      },
    });
  });

  it.each([
    ['no title', { title: ' ' }, { title: 'Trip title is required' }],
    [
      'no dates',
      { startDate: null, endDate: null },
      { dates: 'Both start and end dates are required' },
    ],
    ['only a start', { endDate: null }, { dates: 'Both start and end dates are required' }],
    ['only an end', { startDate: undefined }, { dates: 'Both start and end dates are required' }],
    [
      'reversed',
      { startDate: '2026-07-05', endDate: '2026-07-01' },
      { dates: 'End date cannot be before start date' },
    ],
  ])('%s', (_case, change, errors) => {
    const draft = {
      title: 'Trip to Hampi',
      startDate: '2026-07-01',
      endDate: '2026-07-03',
      ...change,
    };
    expect(validateNewTrip(draft)).toEqual({ ok: false, errors });
  });
});
