import { describe, expect, it } from 'vitest';
import { classifyTrips, dayOfTrip, daysUntilStart, todaysActivities } from './home-trips';

// A fixed local time: Wednesday 10 June 2026, 15:30.
const NOW = new Date(2026, 5, 10, 15, 30);

const trip = (id: string, startDate: string | null, endDate: string | null) => ({
  id,
  startDate,
  endDate,
});

describe('home trip classification (spec 000 §4, §9; checklist 4.3, 4.4)', () => {
  const trips = [
    trip('later', '2026-08-01', '2026-08-05'),
    trip('tomorrow', '2026-06-11', '2026-06-12'),
    trip('next-month', '2026-07-01', '2026-07-03'),
    trip('far', '2027-01-01', '2027-01-09'),
    trip('yesterday', '2026-06-01', '2026-06-09'),
    trip('last-year', '2025-05-01', '2025-05-04'),
    trip('spring', '2026-04-01', '2026-04-03'),
    trip('winter', '2026-01-10', '2026-01-12'),
    trip('today', '2026-06-10', '2026-06-15'),
    trip('ends-today', '2026-06-05', '2026-06-10'),
    trip('undated', null, null),
  ];

  it('lists the 3 soonest trips that start after today, soonest first', () => {
    expect(classifyTrips(trips, NOW).upcoming.map(({ id }) => id)).toEqual([
      'tomorrow',
      'next-month',
      'later',
    ]);
  });

  it('lists the 3 latest trips that ended before today, latest end first', () => {
    expect(classifyTrips(trips, NOW).recent.map(({ id }) => id)).toEqual([
      'yesterday',
      'spring',
      'winter',
    ]);
  });

  it('counts every upcoming and completed trip beyond the limits', () => {
    const { upcomingCount, completedCount } = classifyTrips(trips, NOW);
    expect(upcomingCount).toBe(4);
    expect(completedCount).toBe(4);
  });

  it('takes a trip that starts or ends today as happening now, the earliest to end first', () => {
    expect(classifyTrips(trips, NOW).inProgress.map(({ id }) => id)).toEqual([
      'ends-today',
      'today',
    ]);
  });

  it('reads ISO time stamps by their day', () => {
    const { upcoming } = classifyTrips(
      [trip('iso', '2026-06-11T00:00:00.000Z', '2026-06-12T00:00:00.000Z')],
      NOW,
    );
    expect(upcoming.map(({ id }) => id)).toEqual(['iso']);
  });
});

describe('trip days', () => {
  it('counts the days to a start (1 = tomorrow)', () => {
    expect(daysUntilStart(trip('t', '2026-06-11', '2026-06-12'), NOW)).toBe(1);
    expect(daysUntilStart(trip('t', '2026-07-10', '2026-07-12'), NOW)).toBe(30);
    expect(daysUntilStart(trip('t', null, null), NOW)).toBeNull();
  });

  it('says which day of a trip under way today is', () => {
    expect(dayOfTrip(trip('t', '2026-06-08', '2026-06-13'), NOW)).toEqual({ day: 3, of: 6 });
    expect(dayOfTrip(trip('t', '2026-06-11', '2026-06-13'), NOW)).toBeNull();
  });

  it("orders today's activities by time, untimed last, and none from other days", () => {
    const days = [
      { date: '2026-06-09', activities: [{ id: 'y', startTime: '08:00' }] },
      {
        date: '2026-06-10',
        activities: [
          { id: 'late', startTime: '18:00' },
          { id: 'untimed', startTime: null },
          { id: 'early', startTime: '07:30' },
        ],
      },
    ];
    expect(todaysActivities(days, NOW).map(({ id }) => id)).toEqual(['early', 'late', 'untimed']);
    expect(todaysActivities(days.slice(0, 1), NOW)).toEqual([]);
  });
});
