import { describe, expect, it } from 'vitest';
import type { Trip } from '@contract/trip';
import { editTripRequest } from '@contract/trip-requests';
import { createSeed, seedIds } from '../db/seed';
import { ApiError, parseRequest } from '../handlers/respond';
import { applyTripChanges } from './trip-rules';

const seededTrip = (tripId: string): Trip => {
  const trip = createSeed(new Date(2026, 2, 10, 12)).trips.find((entry) => entry._id === tripId);
  if (!trip) throw new Error(`no seeded trip ${tripId}`);
  return trip;
};

/** `status message` of the ApiError a check throws. */
function refusal(read: () => unknown): string {
  try {
    read();
  } catch (error) {
    if (error instanceof ApiError) return `${error.status} ${error.message}`;
    throw error;
  }
  throw new Error('expected a refusal');
}

const readTripChanges = (body: unknown) => parseRequest(editTripRequest, body);

describe('applyTripChanges', () => {
  const today = '2026-03-10';

  it('moving only the start keeps day numbers and drops days past the new end', () => {
    // Goa: 2026-03-08 to 2026-03-13 (6 days), activities on days 1 and 3.
    const goa = seededTrip(seedIds.trips.inProgress);
    expect([goa.startDate, goa.endDate]).toEqual(['2026-03-08', '2026-03-13']);
    const later = applyTripChanges(goa, readTripChanges({ startDate: '2026-03-11' }), today);
    expect(later.itinerary.map((entry) => entry.day)).toEqual([1, 3]);
    const shorter = applyTripChanges(goa, readTripChanges({ startDate: '2026-03-12' }), today);
    expect(shorter.itinerary.map((entry) => entry.day)).toEqual([1]);
  });

  it('leaves the itinerary alone when only the title changes', () => {
    const goa = seededTrip(seedIds.trips.inProgress);
    const renamed = applyTripChanges(goa, readTripChanges({ title: 'Goa' }), today);
    expect(renamed).toEqual({ ...goa, title: 'Goa' });
  });

  it('marks the trip completed when its new end has passed, and not when it has not', () => {
    const kyoto = seededTrip(seedIds.trips.upcoming);
    const past = applyTripChanges(
      kyoto,
      readTripChanges({ startDate: '2025-10-01', endDate: '2025-10-05' }),
      today,
    );
    expect(past.isCompleted).toBe(true);
    const lisbon = seededTrip(seedIds.trips.completed);
    const future = applyTripChanges(lisbon, readTripChanges({ endDate: '2026-03-11' }), today);
    expect(future.isCompleted).toBe(false);
  });

  it('does not touch the trip it was given (a refused edit changes nothing)', () => {
    const kyoto = seededTrip(seedIds.trips.upcoming);
    const copy = structuredClone(kyoto);
    expect(
      refusal(() => applyTripChanges(kyoto, readTripChanges({ endDate: '2026-01-01' }), today)),
    ).toBe('400 End date cannot be before start date');
    applyTripChanges(kyoto, readTripChanges({ endDate: kyoto.startDate ?? '' }), today);
    expect(kyoto).toEqual(copy);
  });
});
