import { describe, expect, it } from 'vitest';
import { destinationsInDayOrder } from './route-order';

const destination = (id: string) => ({
  __typename: 'Destination' as const,
  id,
  placeId: `place-${id}`,
  name: `Place ${id}`,
  address: null,
  types: [],
  imageUrl: '',
  latitude: 10,
  longitude: 20,
});

const activity = (destinationId: string | null, startTime: string | null) => ({
  __typename: 'Activity' as const,
  id: `${destinationId}-${startTime}`,
  title: 'Visit',
  startTime,
  endTime: null,
  notes: null,
  destinationId,
  memories: { __typename: 'ActivityMemories' as const, photos: [], reflections: [] },
});

describe('destinationsInDayOrder', () => {
  it('orders by the first day and time an activity visits each, unvisited ones last in added order', () => {
    const trip = {
      destinations: ['a', 'b', 'c', 'd'].map(destination),
      itineraryDays: [
        {
          __typename: 'ItineraryDay' as const,
          day: 2,
          date: null,
          activities: [activity('a', '09:00')],
        },
        {
          __typename: 'ItineraryDay' as const,
          day: 1,
          date: null,
          activities: [activity('c', '15:00'), activity(null, '08:00'), activity('b', '10:00')],
        },
      ],
    };
    expect(destinationsInDayOrder(trip).map((stop) => stop.key)).toEqual(['b', 'c', 'a', 'd']);
  });

  it('keeps the added order when no activity names a destination', () => {
    const trip = { destinations: ['x', 'y'].map(destination), itineraryDays: [] };
    expect(destinationsInDayOrder(trip)).toEqual([
      { key: 'x', placeId: 'place-x', name: 'Place x', latitude: 10, longitude: 20 },
      { key: 'y', placeId: 'place-y', name: 'Place y', latitude: 10, longitude: 20 },
    ]);
  });
});
