import { describe, expect, it } from 'vitest';
import { orderTripsForList } from './trip-order';

const TODAY = new Date(2026, 5, 15, 12); // June 15, 2026, local noon

const trip = (id: string, startDate: string | null, endDate: string | null) => ({
  id,
  startDate,
  endDate,
});

describe('orderTripsForList', () => {
  it('lists ongoing and upcoming trips by start date, then past trips most recent first, then undated', () => {
    const trips = [
      trip('past-old', '2025-01-01', '2025-01-05'),
      trip('undated', null, null),
      trip('later', '2026-09-01', '2026-09-10'),
      trip('past-recent', '2026-05-01', '2026-05-04'),
      trip('ongoing', '2026-06-10', '2026-06-20'),
      trip('soon', '2026-07-01T00:00:00.000Z', '2026-07-03T00:00:00.000Z'),
      trip('ends-today', '2026-06-12', '2026-06-15'),
    ];
    expect(orderTripsForList(trips, TODAY).map(({ id }) => id)).toEqual([
      'ongoing',
      'ends-today',
      'soon',
      'later',
      'past-recent',
      'past-old',
      'undated',
    ]);
  });

  it('keeps trips with the same dates in id order, whatever order the server sent', () => {
    const a = trip('a', '2026-07-01', '2026-07-02');
    const b = trip('b', '2026-07-01', '2026-07-02');
    expect(orderTripsForList([b, a], TODAY)).toEqual([a, b]);
    expect(orderTripsForList([a, b], TODAY)).toEqual([a, b]);
  });
});
