import { describe, expect, it } from 'vitest';
import type { Trip } from '@contract/trip';
import { createSeed, seedIds } from '../db/seed';
import { ApiError } from '../handlers/respond';
import {
  applyTripChanges,
  readDestinationInput,
  readNewTrip,
  readTripChanges,
  requireQuery,
} from './requests';

const seededTrip = (tripId: string): Trip => {
  const trip = createSeed(new Date(2026, 2, 10, 12)).trips.find((entry) => entry._id === tripId);
  if (!trip) throw new Error(`no seeded trip ${tripId}`);
  return trip;
};

/** `status message` of the ApiError a reader throws. */
function refusal(read: () => unknown): string {
  try {
    read();
  } catch (error) {
    if (error instanceof ApiError) return `${error.status} ${error.message}`;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('requireQuery', () => {
  it('answers the trimmed values, or one message when any is missing or blank', () => {
    const query = new URLSearchParams({ tripId: ' a ', destinationId: 'b' });
    expect(requireQuery(query, ['tripId', 'destinationId'], 'both')).toEqual({
      tripId: 'a',
      destinationId: 'b',
    });
    expect(
      refusal(() =>
        requireQuery(
          new URLSearchParams('tripId=a&destinationId='),
          ['tripId', 'destinationId'],
          'both',
        ),
      ),
    ).toBe('400 both');
  });
});

describe('readNewTrip', () => {
  it('takes a same-day trip (one day) and leaves out an empty description', () => {
    expect(
      readNewTrip({
        title: ' Day out ',
        description: ' ',
        startDate: '2026-03-10',
        endDate: '2026-03-10',
      }),
    ).toEqual({
      title: 'Day out',
      description: '',
      startDate: '2026-03-10',
      endDate: '2026-03-10',
      destinations: [],
    });
  });

  it('reads null and blank dates as no dates', () => {
    expect(readNewTrip({ title: 'T', startDate: null, endDate: '' })).toMatchObject({
      startDate: null,
      endDate: null,
    });
  });
});

describe('readDestinationInput', () => {
  it('keeps the spec fields, trims text, defaults photoRef to null and types to []', () => {
    expect(
      readDestinationInput({
        placeId: ' p1 ',
        name: ' Place ',
        photoRef: '',
        lattitude: 0,
        longitude: -180,
        rating: 0,
        extra: 'ignored',
      }),
    ).toEqual({
      placeId: 'p1',
      name: 'Place',
      photoRef: null,
      rating: 0,
      lattitude: 0,
      longitude: -180,
      types: [],
    });
  });

  it('refuses what is not an object, and coordinates that are not finite numbers', () => {
    expect(refusal(() => readDestinationInput([]))).toBe('400 Destination must be an object');
    expect(
      refusal(() => readDestinationInput({ placeId: 'p', name: 'n', lattitude: Number.NaN })),
    ).toBe('400 Latitude must be a number from -90 to 90');
    expect(refusal(() => readDestinationInput({ placeId: 'p', name: 'n', photoRef: 3 }))).toBe(
      '400 Photo reference must be text or null',
    );
  });
});

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
