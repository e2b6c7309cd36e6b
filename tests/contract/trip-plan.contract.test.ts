import { addDays, format, parseISO } from 'date-fns';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@contract/paths';
import {
  activityInput,
  addChecklistItemRequest,
  destinationInput,
  toggleChecklistItemRequest,
  updateChecklistRequest,
  updateItineraryRequest,
} from '@contract/trip';
import type { Trip } from '@contract/trip';
import { seedIds } from '@mocks/db/seed';
import { UNKNOWN_ID, expectError, expectTrip, startTripClient } from './support/trip-api';
import type { Query, TripClient } from './support/trip-api';

/**
 * The planning calls over HTTP (D1 §7, D2 §3, §5, §7): destinations, the itinerary and its activities,
 * the checklist. Permissions and unknown trips are covered for every write in
 * trip-operations.contract.test.ts; here: what each call does, and its refusals.
 */

let client: TripClient;
beforeAll(async () => {
  client = await startTripClient();
});

const { upcoming } = seedIds.trips;
const { destinations: d, activities: a, checklist: c } = seedIds;
const OBJECT_ID = /^[0-9a-f]{24}$/;

const patch = (path: string, query: Query, json?: unknown) =>
  client.call('PATCH', path, { query, json });

describe('PATCH trip/add-destination?tripId', () => {
  const nijo = destinationInput.parse({
    placeId: 'ChIJnijoCastle',
    name: 'Nijo Castle',
    formattedAddress: '541 Nijojocho, Nakagyo Ward, Kyoto, 604-8301, Japan',
    photoRef: 'places/ChIJnijoCastle/photos/1',
    rating: 4.5,
    googleMapsUrl: 'https://maps.google.com/?cid=1',
    lattitude: 35.0142,
    longitude: 135.7482,
    types: ['castle', 'tourist_attraction'],
  });

  it('appends the destination with its D2 §3 fields (lattitude spelt so) and a new destinationId', async () => {
    const before = await client.trip(upcoming);
    const updated = await expectTrip(
      await patch(paths.addDestination, { tripId: upcoming }, nijo),
      'Destination added successfully',
    );
    expect(updated.destinations.slice(0, -1)).toEqual(before.destinations);
    const added = updated.destinations.at(-1);
    expect(added).toEqual({ destinationId: expect.stringMatching(OBJECT_ID) as unknown, ...nijo });
    expect(before.destinations.map((entry) => entry.destinationId)).not.toContain(
      added?.destinationId,
    );
  });

  it('fills the defaults of a bare place: photoRef null, no types', async () => {
    const updated = await expectTrip(
      await patch(paths.addDestination, { tripId: upcoming }, { placeId: 'p-1', name: ' Bare ' }),
      'Destination added successfully',
    );
    expect(updated.destinations.at(-1)).toEqual({
      destinationId: expect.stringMatching(OBJECT_ID) as unknown,
      placeId: 'p-1',
      name: 'Bare',
      photoRef: null,
      types: [],
    });
  });

  it('refuses a place already in the trip with 409', async () => {
    const body = { placeId: 'ChIJImeNdGg9mAhjkQH1yCoSLzI', name: 'Fushimi Inari Taisha' };
    await expectError(
      await patch(paths.addDestination, { tripId: upcoming }, body),
      409,
      'This place is already in the trip',
    );
  });

  it.each([
    ['no placeId', { name: 'X' }, 'Place ID is required'],
    ['no name', { placeId: 'p' }, 'Destination name is required'],
    [
      'a rating above 5',
      { placeId: 'p', name: 'X', rating: 7 },
      'Rating must be a number from 0 to 5',
    ],
    [
      'a latitude out of range',
      { placeId: 'p', name: 'X', lattitude: 91 },
      'Latitude must be a number from -90 to 90',
    ],
    [
      'a longitude that is text',
      { placeId: 'p', name: 'X', longitude: '73.1' },
      'Longitude must be a number from -180 to 180',
    ],
    [
      'types that are not a list',
      { placeId: 'p', name: 'X', types: 'park' },
      'Types must be a list of text',
    ],
  ])('refuses %s with 400', async (_case, body, message) => {
    await expectError(await patch(paths.addDestination, { tripId: upcoming }, body), 400, message);
  });
});

describe('PATCH trip/delete-destination?tripId&destinationId', () => {
  it('removes the destination; its activities stay and lose the link', async () => {
    const updated = await expectTrip(
      await patch(paths.deleteDestination, { tripId: upcoming, destinationId: d.arashiyama }),
      'Destination removed successfully',
    );
    expect(updated.destinations.map((entry) => entry.destinationId)).toEqual([
      d.fushimiInari,
      d.kinkakuji,
    ]);
    const day3 = updated.itinerary.find((day) => day.day === 3);
    expect(day3?.activities.map((activity) => activity._id)).toEqual([a.bambooGrove, a.tenryuji]);
    for (const activity of day3?.activities ?? []) {
      expect(activity).not.toHaveProperty('destinationId');
    }
    // Activities of other destinations keep theirs.
    expect(updated.itinerary[0]?.activities[0]?.destinationId).toBe(d.fushimiInari);
  });

  it.each([
    ['no destinationId', { tripId: upcoming }],
    ['no tripId', { destinationId: d.arashiyama }],
    ['neither', {}],
    ['a blank destinationId', { tripId: upcoming, destinationId: ' ' }],
  ])("refuses %s: 'Trip ID and destination ID are required'", async (_case, query) => {
    await expectError(
      await patch(paths.deleteDestination, query),
      400,
      'Trip ID and destination ID are required',
    );
  });

  it('answers 404 for a destination not in the trip, 400 for a malformed one', async () => {
    await expectError(
      await patch(paths.deleteDestination, { tripId: upcoming, destinationId: d.belemTower }),
      404,
      'Destination not found',
    );
    await expectError(
      await patch(paths.deleteDestination, { tripId: upcoming, destinationId: 'belem' }),
      400,
      'Invalid destination ID',
    );
  });
});

describe('PATCH trip/add-activity?tripId&day', () => {
  const addActivity = (day: string | number | undefined, json: unknown, tripId = upcoming) =>
    patch(paths.addActivity, { tripId, day }, json);

  it('adds the activity at the end of its day, with a new id and empty memories', async () => {
    const body = activityInput.parse({
      title: ' Philosopher’s Path ',
      time: { start: '15:00', end: '16:30' },
      notes: ' Cherry trees all along the canal. ',
      destinationId: d.kinkakuji,
    });
    const updated = await expectTrip(await addActivity(2, body), 'Activity added successfully');
    const day2 = updated.itinerary.find((day) => day.day === 2);
    expect(day2?.activities.map((activity) => activity._id)).toEqual([
      a.goldenPavilion,
      expect.stringMatching(OBJECT_ID),
    ]);
    expect(day2?.activities[1]).toEqual({
      _id: expect.any(String) as unknown,
      title: 'Philosopher’s Path',
      time: { start: '15:00', end: '16:30' },
      notes: 'Cherry trees all along the canal.',
      destinationId: d.kinkakuji,
      memories: { photos: [], reflections: [] },
    });
  });

  it('opens a day that had no activities, keeping the days in order', async () => {
    const updated = await expectTrip(
      await addActivity(7, { title: 'Fly home' }),
      'Activity added successfully',
    );
    expect(updated.itinerary.map((day) => day.day)).toEqual([1, 2, 3, 7]);
    expect(updated.itinerary.at(-1)?.activities[0]).toMatchObject({ title: 'Fly home' });
    expect(updated.itinerary.at(-1)?.activities[0]).not.toHaveProperty('time');
  });

  it('knows the first and last day of the trip (7 days, both ends included)', async () => {
    const trip = await client.trip(upcoming);
    const lastDay = format(addDays(parseISO(trip.startDate ?? ''), 6), 'yyyy-MM-dd');
    expect(trip.endDate).toBe(lastDay);
    await expectTrip(await addActivity(1, { title: 'First' }), 'Activity added successfully');
    await expectTrip(await addActivity(7, { title: 'Last' }), 'Activity added successfully');
    await expectError(await addActivity(8, { title: 'After' }), 400, 'Day must be between 1 and 7');
  });

  it.each([
    ['no day', undefined, { title: 'X' }, 'Day is required'],
    ['day 0', 0, { title: 'X' }, 'Day must be a whole number from 1'],
    ['day 1.5', '1.5', { title: 'X' }, 'Day must be a whole number from 1'],
    ['no title', 1, { notes: 'n' }, 'Activity title is required'],
    ['a blank title', 1, { title: '  ' }, 'Activity title is required'],
    [
      'a time that is not HH:mm',
      1,
      { title: 'X', time: { start: '9am' } },
      'Times must be in HH:mm format',
    ],
    ['24:00', 1, { title: 'X', time: { end: '24:00' } }, 'Times must be in HH:mm format'],
    [
      'an end time before the start',
      1,
      { title: 'X', time: { start: '10:00', end: '09:59' } },
      'End time cannot be before start time',
    ],
    [
      'a destination of another trip',
      1,
      { title: 'X', destinationId: d.belemTower },
      'The chosen destination is not part of this trip',
    ],
    ['a malformed destination id', 1, { title: 'X', destinationId: 'x' }, 'Invalid destination ID'],
  ])('refuses %s with 400', async (_case, day, body, message) => {
    const before = await client.trip(upcoming);
    await expectError(await addActivity(day, body), 400, message);
    expect(await client.trip(upcoming)).toEqual(before);
  });

  it('refuses any day of a trip without dates', async () => {
    const created = await expectTrip(
      await client.call('POST', paths.addTrip, { json: { title: 'Undated' } }),
      'Trip created successfully',
      201,
    );
    await expectError(
      await addActivity(1, { title: 'X' }, created._id),
      400,
      'This trip has no dates yet, so it has no days to plan',
    );
  });
});

describe('PATCH trip/delete-activity?tripId&day&activityId', () => {
  it('removes the activity; a day left empty goes from the itinerary', async () => {
    let updated = await expectTrip(
      await patch(paths.deleteActivity, { tripId: upcoming, day: 1, activityId: a.inariHike }),
      'Activity removed successfully',
    );
    expect(updated.itinerary[0]?.activities.map((activity) => activity._id)).toEqual([
      a.nishikiMarket,
    ]);
    updated = await expectTrip(
      await patch(paths.deleteActivity, { tripId: upcoming, day: 2, activityId: a.goldenPavilion }),
      'Activity removed successfully',
    );
    expect(updated.itinerary.map((day) => day.day)).toEqual([1, 3]);
  });

  it('answers 404 for an activity not on that day', async () => {
    await expectError(
      await patch(paths.deleteActivity, { tripId: upcoming, day: 2, activityId: a.inariHike }),
      404,
      'Activity not found',
    );
    await expectError(
      await patch(paths.deleteActivity, { tripId: upcoming, day: 1, activityId: UNKNOWN_ID }),
      404,
      'Activity not found',
    );
  });

  it.each([
    ['no activityId', { tripId: upcoming, day: 1 }],
    ['no day', { tripId: upcoming, activityId: a.inariHike }],
    ['no tripId', { day: 1, activityId: a.inariHike }],
  ])("refuses %s: 'Trip ID, day and activity ID are required'", async (_case, query) => {
    await expectError(
      await patch(paths.deleteActivity, query),
      400,
      'Trip ID, day and activity ID are required',
    );
  });

  it('refuses a malformed activity id with 400', async () => {
    await expectError(
      await patch(paths.deleteActivity, { tripId: upcoming, day: 1, activityId: 'hike' }),
      400,
      'Invalid activity ID',
    );
  });
});

describe('PATCH trip/update-itinerary?tripId', () => {
  /** Gives the inari hike a memory, as the photo call (a later issue) would. */
  function addMemory(): void {
    client.api.db.trips.update(upcoming, (trip): Trip => {
      const hike = trip.itinerary[0]?.activities[0];
      hike?.memories.reflections.push({
        text: 'Worth the early start.',
        createdBy: seedIds.users.maya,
        createdAt: new Date().toISOString(),
      });
      return trip;
    });
  }

  it('replaces the itinerary: known activities keep id and memories, new ones get ids, days sorted', async () => {
    addMemory();
    const body = updateItineraryRequest.parse({
      itinerary: [
        { day: 4, activities: [{ title: 'Nara day trip', time: { start: '09:00' } }] },
        {
          day: 1,
          activities: [
            // Forged memories are ignored: memories change only through their own calls.
            { _id: a.inariHike, title: 'Inari at dawn', memories: { photos: [], reflections: [] } },
          ],
        },
        { day: 2, activities: [] },
      ],
    });
    const updated = await expectTrip(
      await patch(paths.updateItinerary, { tripId: upcoming }, body),
      'Itinerary updated successfully',
    );
    expect(updated.itinerary.map((day) => day.day)).toEqual([1, 4]);
    expect(updated.itinerary[0]?.activities).toEqual([
      {
        _id: a.inariHike,
        title: 'Inari at dawn',
        memories: {
          photos: [],
          reflections: [expect.objectContaining({ text: 'Worth the early start.' })],
        },
      },
    ]);
    expect(updated.itinerary[1]?.activities[0]).toEqual({
      _id: expect.stringMatching(OBJECT_ID) as unknown,
      title: 'Nara day trip',
      time: { start: '09:00' },
      memories: { photos: [], reflections: [] },
    });
  });

  it('an empty list clears the itinerary', async () => {
    const updated = await expectTrip(
      await patch(paths.updateItinerary, { tripId: upcoming }, { itinerary: [] }),
      'Itinerary updated successfully',
    );
    expect(updated.itinerary).toEqual([]);
  });

  it.each([
    ['no itinerary', {}, 'Itinerary must be a list of days'],
    [
      'a day past the end',
      { itinerary: [{ day: 8, activities: [] }] },
      'Day must be between 1 and 7',
    ],
    [
      'a day twice',
      {
        itinerary: [
          { day: 2, activities: [] },
          { day: 2, activities: [] },
        ],
      },
      'Day 2 appears more than once in the itinerary',
    ],
    [
      'an activity without title',
      { itinerary: [{ day: 1, activities: [{}] }] },
      'Activity title is required',
    ],
    [
      'an activity twice',
      {
        itinerary: [
          { day: 1, activities: [{ _id: a.inariHike, title: 'A' }] },
          { day: 2, activities: [{ _id: a.inariHike, title: 'B' }] },
        ],
      },
      'An activity appears more than once in the itinerary',
    ],
    ['activities that are not a list', { itinerary: [{ day: 1 }] }, 'Activities must be a list'],
  ])('refuses %s with 400 and changes nothing', async (_case, body, message) => {
    const before = await client.trip(upcoming);
    await expectError(await patch(paths.updateItinerary, { tripId: upcoming }, body), 400, message);
    expect(await client.trip(upcoming)).toEqual(before);
  });
});

describe('checklist calls', () => {
  it('add-checklist-item appends the trimmed text, not completed', async () => {
    const updated = await expectTrip(
      await patch(
        paths.addChecklistItem,
        { tripId: upcoming },
        addChecklistItemRequest.parse({ item: '  Passport  ' }),
      ),
      'Item added to checklist',
    );
    expect(updated.checklist.map((item) => item._id).slice(0, 3)).toEqual([
      c.bookRyokan,
      c.buyIcoca,
      c.packRainJacket,
    ]);
    expect(updated.checklist[3]).toEqual({
      _id: expect.stringMatching(OBJECT_ID) as unknown,
      item: 'Passport',
      isCompleted: false,
    });
  });

  it.each([
    ['no text', {}, 'Item text is required'],
    ['blank text', { item: '   ' }, 'Item text is required'],
    ['201 characters', { item: 'i'.repeat(201) }, 'Item text must be 200 characters or less'],
  ])('add-checklist-item refuses %s with 400', async (_case, body, message) => {
    await expectError(
      await patch(paths.addChecklistItem, { tripId: upcoming }, body),
      400,
      message,
    );
  });

  it('toggle-checklist-item sets isCompleted both ways', async () => {
    const query = { tripId: upcoming, itemId: c.buyIcoca };
    let updated = await expectTrip(
      await patch(
        paths.toggleChecklistItem,
        query,
        toggleChecklistItemRequest.parse({ isCompleted: true }),
      ),
      'Checklist item updated successfully',
    );
    expect(updated.checklist.find((item) => item._id === c.buyIcoca)?.isCompleted).toBe(true);
    updated = await expectTrip(
      await patch(paths.toggleChecklistItem, query, { isCompleted: false }),
      'Checklist item updated successfully',
    );
    expect(updated.checklist.map((item) => item.isCompleted)).toEqual([true, false, false]);
  });

  it('toggle-checklist-item refuses a missing isCompleted, a missing id and an unknown item', async () => {
    await expectError(
      await patch(paths.toggleChecklistItem, { tripId: upcoming, itemId: c.buyIcoca }, {}),
      400,
      'isCompleted must be true or false',
    );
    await expectError(
      await patch(
        paths.toggleChecklistItem,
        { tripId: upcoming, itemId: c.buyIcoca },
        {
          isCompleted: 'yes',
        },
      ),
      400,
      'isCompleted must be true or false',
    );
    await expectError(
      await patch(paths.toggleChecklistItem, { tripId: upcoming }, { isCompleted: true }),
      400,
      'Trip ID and item ID are required',
    );
    await expectError(
      await patch(
        paths.toggleChecklistItem,
        { tripId: upcoming, itemId: c.goaFerry },
        { isCompleted: true },
      ),
      404,
      'Checklist item not found',
    );
  });

  it('delete-checklist-item removes the item; 404 the second time', async () => {
    const query = { tripId: upcoming, itemId: c.bookRyokan };
    const updated = await expectTrip(
      await patch(paths.deleteChecklistItem, query),
      'Item removed from checklist',
    );
    expect(updated.checklist.map((item) => item._id)).toEqual([c.buyIcoca, c.packRainJacket]);
    await expectError(
      await patch(paths.deleteChecklistItem, query),
      404,
      'Checklist item not found',
    );
    await expectError(
      await patch(paths.deleteChecklistItem, { tripId: upcoming, itemId: 'ryokan' }),
      400,
      'Invalid item ID',
    );
    await expectError(
      await patch(paths.deleteChecklistItem, { itemId: c.bookRyokan }),
      400,
      'Trip ID and item ID are required',
    );
  });

  it('update-checklist replaces the list in the order sent: known ids keep their state', async () => {
    const body = updateChecklistRequest.parse({
      checklist: [
        { _id: c.packRainJacket, item: 'Pack a light rain jacket' },
        { item: ' Print the JR pass ', isCompleted: true },
        { _id: c.bookRyokan, item: 'Book the ryokan in Arashiyama', isCompleted: false },
      ],
    });
    const updated = await expectTrip(
      await patch(paths.updateChecklist, { tripId: upcoming }, body),
      'Checklist updated successfully',
    );
    expect(updated.checklist).toEqual([
      { _id: c.packRainJacket, item: 'Pack a light rain jacket', isCompleted: false },
      {
        _id: expect.stringMatching(OBJECT_ID) as unknown,
        item: 'Print the JR pass',
        isCompleted: true,
      },
      { _id: c.bookRyokan, item: 'Book the ryokan in Arashiyama', isCompleted: false },
    ]);
  });

  it.each([
    ['no checklist', {}, 'Checklist must be a list of items'],
    ['an item without text', { checklist: [{ isCompleted: true }] }, 'Item text is required'],
    [
      'an item twice',
      {
        checklist: [
          { _id: c.buyIcoca, item: 'A' },
          { _id: c.buyIcoca, item: 'B' },
        ],
      },
      'A checklist item appears more than once',
    ],
  ])('update-checklist refuses %s with 400', async (_case, body, message) => {
    await expectError(await patch(paths.updateChecklist, { tripId: upcoming }, body), 400, message);
  });
});

describe('bodies', () => {
  it('refuses JSON that does not parse (400) and a body of another type (415); none reads as {}', async () => {
    const query = { tripId: upcoming };
    await expectError(
      await client.call('PATCH', paths.addChecklistItem, {
        query,
        raw: { contentType: 'application/json', body: '{"item": ' },
      }),
      400,
      'Request body must be valid JSON',
    );
    await expectError(
      await client.call('PATCH', paths.addChecklistItem, {
        query,
        raw: { contentType: 'text/plain', body: 'item=Passport' },
      }),
      415,
      'Content-Type must be application/json',
    );
    await expectError(
      await client.call('PATCH', paths.addChecklistItem, { query }),
      400,
      'Item text is required',
    );
  });
});
