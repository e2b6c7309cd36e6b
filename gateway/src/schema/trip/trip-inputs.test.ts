import { describe, expect, it } from 'vitest';
import {
  toAddTripRequest,
  toEditTripRequest,
  toRestActivity,
  toUpdateChecklistRequest,
  toUpdateItineraryRequest,
} from './trip-inputs';

describe('GraphQL trip inputs as REST bodies', () => {
  it('sends a destination in REST spelling and leaves out what was not given', () => {
    expect(
      toAddTripRequest({
        title: 'Kyoto',
        description: null,
        startDate: '2030-04-10',
        endDate: '2030-04-12',
        destinations: [
          {
            placeId: 'p1',
            name: 'Fushimi Inari',
            address: 'Kyoto',
            latitude: 34.97,
            longitude: 135.77,
            rating: null,
            types: ['shrine'],
          },
        ],
      }),
    ).toEqual({
      title: 'Kyoto',
      startDate: '2030-04-10',
      endDate: '2030-04-12',
      destinations: [
        {
          placeId: 'p1',
          name: 'Fushimi Inari',
          formattedAddress: 'Kyoto',
          photoRef: null,
          lattitude: 34.97,
          longitude: 135.77,
          types: ['shrine'],
        },
      ],
    });
  });

  it('sends no destinations as an empty list, and only the changed trip fields', () => {
    expect(toAddTripRequest({ title: 'Solo' })).toEqual({ title: 'Solo', destinations: [] });
    expect(toEditTripRequest({ title: null, description: 'New' })).toEqual({ description: 'New' });
  });

  it('puts activity times under `time`, and leaves `time` out without either', () => {
    expect(toRestActivity({ title: 'Tea', startTime: '09:00', destinationId: 'd1' })).toEqual({
      title: 'Tea',
      time: { start: '09:00' },
      destinationId: 'd1',
    });
    expect(toRestActivity({ title: 'Walk', startTime: null, endTime: null, notes: null })).toEqual({
      title: 'Walk',
    });
  });

  it('keeps the ids of whole-list updates as `_id`', () => {
    expect(
      toUpdateItineraryRequest([
        { day: 2, activities: [{ id: 'a1', title: 'Tea', endTime: '10:00' }, { title: 'New' }] },
      ]),
    ).toEqual({
      itinerary: [
        {
          day: 2,
          activities: [{ _id: 'a1', title: 'Tea', time: { end: '10:00' } }, { title: 'New' }],
        },
      ],
    });
    expect(
      toUpdateChecklistRequest([
        { id: 'c1', item: 'Passport', isCompleted: true },
        { item: 'Adapter', isCompleted: null },
      ]),
    ).toEqual({
      checklist: [{ _id: 'c1', item: 'Passport', isCompleted: true }, { item: 'Adapter' }],
    });
  });
});
