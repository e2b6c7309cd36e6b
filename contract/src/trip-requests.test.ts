import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { requestErrorOf } from './request-error';
import { addTripRequest, destinationIdsQuery, destinationInput } from './trip-requests';

/** `status message` of the answer to a refused request (its first issue). */
function refusal(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a refusal');
  const { status, message } = requestErrorOf(result.error);
  return `${status} ${message}`;
}

const readNewTrip = (body: unknown) => addTripRequest.parse(body);
const readDestinationInput = (body: unknown) => destinationInput.parse(body);

describe('destinationIdsQuery', () => {
  const tripId = '65f0c0ffee0000000000000a';
  const destinationId = '65F0C0FFEE0000000000000B';

  it('answers the trimmed ids, lowercased, or one message when any is missing or blank', () => {
    expect(destinationIdsQuery.parse({ tripId: ` ${tripId} `, destinationId })).toEqual({
      tripId,
      destinationId: destinationId.toLowerCase(),
    });
    expect(refusal(destinationIdsQuery, { tripId: 'a', destinationId: ' ' })).toBe(
      '400 Trip ID and destination ID are required',
    );
  });

  it('checks the ids only once both are there', () => {
    expect(refusal(destinationIdsQuery, { tripId: 'a', destinationId })).toBe(
      '400 Invalid trip ID',
    );
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
    expect(refusal(destinationInput, [])).toBe('400 Destination must be an object');
    expect(refusal(destinationInput, { placeId: 'p', name: 'n', lattitude: Number.NaN })).toBe(
      '400 Latitude must be a number from -90 to 90',
    );
    expect(refusal(destinationInput, { placeId: 'p', name: 'n', photoRef: 3 })).toBe(
      '400 Photo reference must be text or null',
    );
  });
});

describe('addTripRequest', () => {
  const place = { placeId: 'p1', name: 'Place' };

  it('answers 409 when a place is sent twice, and checks the details before the destinations', () => {
    expect(refusal(addTripRequest, { title: 'T', destinations: [place, place] })).toBe(
      '409 This place is already in the trip',
    );
    expect(refusal(addTripRequest, { title: 'T', startDate: '2026-03-10', destinations: 3 })).toBe(
      '400 Both start and end dates are required',
    );
  });
});
