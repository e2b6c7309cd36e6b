import { describe, expect, it } from 'vitest';
import type { Activity } from '@contract/trip';
import type { TripModel } from './trip-models';
import {
  canEdit,
  dateOfDay,
  everyItineraryDay,
  isOwner,
  storedItineraryDays,
  toDestinationModel,
  toTripModel,
  tripDayCount,
} from './trip-models';

const activity = (id: string): Activity => ({
  _id: id,
  title: id,
  memories: { photos: [], reflections: [] },
});

function tripWith(changes: Partial<TripModel>): TripModel {
  return {
    _id: 't1',
    userId: 'owner',
    title: 'Trip',
    startDate: '2030-02-27',
    endDate: '2030-03-02',
    destinations: [],
    itinerary: [],
    checklist: [],
    collaborators: [],
    ...changes,
  };
}

describe('the REST trip as the trip model', () => {
  const kyoto = {
    destinationId: 'd1',
    placeId: 'ChIJ-kyoto',
    name: 'Kyoto',
    formattedAddress: 'Kyoto, Japan',
    photoRef: 'places/ChIJ-kyoto/photos/a',
    rating: 4.7,
    googleMapsUrl: 'https://maps.google.com/?cid=1',
    lattitude: 35.01,
    longitude: 135.77,
    types: ['locality'],
  };

  it('gives each destination its clean names (destinationId, formattedAddress, lattitude)', () => {
    expect(toDestinationModel(kyoto)).toEqual({
      id: 'd1',
      placeId: 'ChIJ-kyoto',
      name: 'Kyoto',
      address: 'Kyoto, Japan',
      photo: { ref: 'places/ChIJ-kyoto/photos/a' },
      rating: 4.7,
      googleMapsUrl: 'https://maps.google.com/?cid=1',
      latitude: 35.01,
      longitude: 135.77,
      types: ['locality'],
    });
  });

  it('answers null for what the REST destination leaves out, and no photo for a blank reference', () => {
    expect(
      toDestinationModel({
        destinationId: 'd2',
        placeId: 'p2',
        name: 'Nara',
        photoRef: '',
        types: [],
      }),
    ).toEqual({
      id: 'd2',
      placeId: 'p2',
      name: 'Nara',
      address: null,
      photo: null,
      rating: null,
      googleMapsUrl: null,
      latitude: null,
      longitude: null,
      types: [],
    });
  });

  it('keeps the other trip fields as the REST server sent them', () => {
    const { destinations: _none, ...fields } = tripWith({});
    const model = toTripModel({ ...fields, destinations: [kyoto] });
    expect(model).toEqual({ ...fields, destinations: [toDestinationModel(kyoto)] });
  });
});

describe('trip days', () => {
  it('dates day N as start + N - 1, across month ends and leap days', () => {
    expect(dateOfDay('2030-02-27', 1)).toBe('2030-02-27');
    expect(dateOfDay('2030-02-27', 3)).toBe('2030-03-01');
    expect(dateOfDay('2028-02-28', 2)).toBe('2028-02-29');
    expect(dateOfDay(null, 1)).toBeNull();
    expect(dateOfDay('27/02/2030', 1)).toBeNull();
  });

  it('counts whole days inclusive (RESOLUTIONS 6.14); 0 without both dates or when reversed', () => {
    expect(tripDayCount(tripWith({}))).toBe(4);
    expect(tripDayCount(tripWith({ endDate: '2030-02-27' }))).toBe(1);
    expect(tripDayCount(tripWith({ startDate: null, endDate: null }))).toBe(0);
    expect(tripDayCount(tripWith({ endDate: '2030-02-01' }))).toBe(0);
  });

  it('lists every day with its stored activities, and the stored days sorted with dates', () => {
    const trip = tripWith({
      itinerary: [
        { day: 3, activities: [activity('c')] },
        { day: 1, activities: [activity('a')] },
      ],
    });

    expect(
      everyItineraryDay(trip).map(({ day, date, activities }) => ({
        day,
        date,
        ids: activities.map(({ _id }) => _id),
      })),
    ).toEqual([
      { day: 1, date: '2030-02-27', ids: ['a'] },
      { day: 2, date: '2030-02-28', ids: [] },
      { day: 3, date: '2030-03-01', ids: ['c'] },
      { day: 4, date: '2030-03-02', ids: [] },
    ]);
    expect(storedItineraryDays(trip).map(({ day, date }) => [day, date])).toEqual([
      [1, '2030-02-27'],
      [3, '2030-03-01'],
    ]);
  });
});

describe('viewer permissions (D2 §4, §6)', () => {
  const trip = tripWith({
    collaborators: [
      { userId: 'editor', role: 'editor' },
      { userId: { _id: 'viewer' }, role: 'viewer' },
      { userId: { id: 'editor2' }, role: 'editor' },
    ],
  });

  it('lets the owner and editors edit, in every collaborator id shape', () => {
    expect(canEdit(trip, 'owner')).toBe(true);
    expect(canEdit(trip, 'editor')).toBe(true);
    expect(canEdit(trip, 'editor2')).toBe(true);
    expect(canEdit(trip, 'viewer')).toBe(false);
    expect(canEdit(trip, 'stranger')).toBe(false);
    expect(canEdit(trip, null)).toBe(false);
  });

  it('calls only the owner the owner', () => {
    expect(isOwner(trip, 'owner')).toBe(true);
    expect(isOwner(trip, 'editor')).toBe(false);
    expect(isOwner(trip, null)).toBe(false);
  });
});
