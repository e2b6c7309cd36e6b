import { addDays, differenceInCalendarDays, format, parseISO, subDays } from 'date-fns';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@contract/paths';
import {
  addTripRequest,
  allTripsResponse,
  deleteTripResponse,
  editTripRequest,
} from '@contract/trip';
import { seedIds } from '@mocks/db/seed';
import {
  PNG_BYTES,
  UNKNOWN_ID,
  coverForm,
  expectError,
  expectTrip,
  startTripClient,
} from './support/trip-api';
import type { SeedUserName, TripClient } from './support/trip-api';

/**
 * The trip calls of D1 §7 / D2 §7 over HTTP: details, create, edit, delete, and the permission rules
 * every write shares (owner and editors write and delete, viewers and strangers get 403).
 */

let client: TripClient;
beforeAll(async () => {
  client = await startTripClient();
});

const { upcoming, completed } = seedIds.trips;
const iso = (date: Date) => format(date, 'yyyy-MM-dd');

const NO_EDIT = 'You do not have permission to edit this trip';
const NO_VIEW = 'You do not have permission to view this trip';
const NO_DELETE = 'You do not have permission to delete this trip';

interface WriteCall {
  name: string;
  /** The success message; a write answers the updated trip (delete: its id). */
  success: string;
  /** delete-trip: its own refusal text; it answers the deleted id, not the trip. */
  deletes?: boolean;
  send(tripId: string, as: SeedUserName | null): Promise<Response>;
}

/** Every write of D1 §7 on maya's upcoming trip (arjun edits, lena views), with a valid request. */
const writes: WriteCall[] = [
  {
    name: 'edit-trip-details',
    success: 'Trip updated successfully',
    send: (tripId, as) =>
      client.call('PATCH', paths.editTripDetails, {
        as,
        query: { tripId },
        json: { title: 'Kyoto, again' },
      }),
  },
  {
    name: 'add-destination',
    success: 'Destination added successfully',
    send: (tripId, as) =>
      client.call('PATCH', paths.addDestination, {
        as,
        query: { tripId },
        json: { placeId: 'ChIJnijoCastle', name: 'Nijo Castle' },
      }),
  },
  {
    name: 'delete-destination',
    success: 'Destination removed successfully',
    send: (tripId, as) =>
      client.call('PATCH', paths.deleteDestination, {
        as,
        query: { tripId, destinationId: seedIds.destinations.kinkakuji },
      }),
  },
  {
    name: 'update-itinerary',
    success: 'Itinerary updated successfully',
    send: (tripId, as) =>
      client.call('PATCH', paths.updateItinerary, {
        as,
        query: { tripId },
        json: { itinerary: [{ day: 1, activities: [{ title: 'Arrive' }] }] },
      }),
  },
  {
    name: 'add-activity',
    success: 'Activity added successfully',
    send: (tripId, as) =>
      client.call('PATCH', paths.addActivity, {
        as,
        query: { tripId, day: 1 },
        json: { title: 'Tea ceremony' },
      }),
  },
  {
    name: 'delete-activity',
    success: 'Activity removed successfully',
    send: (tripId, as) =>
      client.call('PATCH', paths.deleteActivity, {
        as,
        query: { tripId, day: 1, activityId: seedIds.activities.inariHike },
      }),
  },
  {
    name: 'update-checklist',
    success: 'Checklist updated successfully',
    send: (tripId, as) =>
      client.call('PATCH', paths.updateChecklist, {
        as,
        query: { tripId },
        json: { checklist: [{ item: 'Passport' }] },
      }),
  },
  {
    name: 'add-checklist-item',
    success: 'Item added to checklist',
    send: (tripId, as) =>
      client.call('PATCH', paths.addChecklistItem, {
        as,
        query: { tripId },
        json: { item: 'Passport' },
      }),
  },
  {
    name: 'toggle-checklist-item',
    success: 'Checklist item updated successfully',
    send: (tripId, as) =>
      client.call('PATCH', paths.toggleChecklistItem, {
        as,
        query: { tripId, itemId: seedIds.checklist.buyIcoca },
        json: { isCompleted: true },
      }),
  },
  {
    name: 'delete-checklist-item',
    success: 'Item removed from checklist',
    send: (tripId, as) =>
      client.call('PATCH', paths.deleteChecklistItem, {
        as,
        query: { tripId, itemId: seedIds.checklist.buyIcoca },
      }),
  },
  {
    name: 'add-trip-cover-image',
    success: 'Cover image updated successfully',
    send: (tripId, as) =>
      client.call('PATCH', paths.addTripCoverImage, {
        as,
        form: coverForm(tripId, new Blob([PNG_BYTES]), 'cover.png'),
      }),
  },
  {
    name: 'delete-trip',
    success: 'Trip deleted successfully',
    deletes: true,
    send: (tripId, as) => client.call('DELETE', paths.deleteTrip, { as, query: { tripId } }),
  },
];

describe('permissions on every write', () => {
  it.each(writes)(
    '$name: the viewer lena and the stranger admin get 403, and the trip stays as it was',
    async (write) => {
      const before = await client.trip(upcoming);
      await expectError(
        await write.send(upcoming, 'lena'),
        403,
        write.deletes ? NO_DELETE : NO_EDIT,
      );
      await expectError(
        await write.send(upcoming, 'admin'),
        403,
        write.deletes ? NO_DELETE : NO_EDIT,
      );
      expect(await client.trip(upcoming)).toEqual(before);
    },
  );

  it.each(writes)(
    '$name: the owner maya may; the editor arjun may too (RESOLUTIONS 7.8: delete included)',
    async (write) => {
      const byEditor = await write.send(upcoming, 'arjun');
      if (write.deletes) {
        expect(byEditor.status).toBe(200);
        expect(deleteTripResponse.strict().parse(await byEditor.json()).message).toBe(
          write.success,
        );
        await client.api.db.reset();
        const byOwner = await write.send(upcoming, 'maya');
        expect(byOwner.status).toBe(200);
        expect(deleteTripResponse.strict().parse(await byOwner.json()).message).toBe(write.success);
        return;
      }
      const changedByEditor = await expectTrip(byEditor, write.success);
      expect(changedByEditor._id).toBe(upcoming);
      expect(await client.trip(upcoming, 'arjun')).toEqual(changedByEditor);
      // The owner may too (on a fresh copy of the seed, so the same request is valid again).
      await client.api.db.reset();
      await expectTrip(await write.send(upcoming, 'maya'), write.success);
    },
  );

  it.each(writes)(
    '$name: 404 for an unknown trip, 400 for a malformed id, 401 without a token',
    async (write) => {
      await expectError(await write.send(UNKNOWN_ID, 'maya'), 404, 'Trip not found');
      await expectError(await write.send('kyoto', 'maya'), 400, 'Invalid trip ID');
      await expectError(
        await write.send(upcoming, null),
        401,
        'Unauthorized request: no access token',
      );
    },
  );
});

describe('GET trip/get-trip-details?tripId', () => {
  it('answers the trip to its owner, its editor and its viewer', async () => {
    const byOwner = await client.trip(upcoming, 'maya');
    expect(byOwner).toMatchObject({
      _id: upcoming,
      userId: seedIds.users.maya,
      title: 'Kyoto in Autumn',
    });
    expect(byOwner.collaborators).toEqual([
      { userId: seedIds.users.arjun, role: 'editor' },
      { userId: seedIds.users.lena, role: 'viewer' },
    ]);
    expect(await client.trip(upcoming, 'arjun')).toEqual(byOwner);
    expect(await client.trip(upcoming, 'lena')).toEqual(byOwner);
  });

  it('refuses a stranger (admin role included) with 403', async () => {
    const response = await client.call('GET', paths.tripDetails, {
      as: 'admin',
      query: { tripId: upcoming },
    });
    await expectError(response, 403, NO_VIEW);
    // lena views the upcoming trip only, not maya's others.
    await expectError(
      await client.call('GET', paths.tripDetails, { as: 'lena', query: { tripId: completed } }),
      403,
      NO_VIEW,
    );
  });

  it('answers 404 for an unknown trip and 400 for a missing or malformed id', async () => {
    const get = (query: Record<string, string>) => client.call('GET', paths.tripDetails, { query });
    await expectError(await get({ tripId: UNKNOWN_ID }), 404, 'Trip not found');
    await expectError(await get({ tripId: 'abc' }), 400, 'Invalid trip ID');
    await expectError(await get({}), 400, 'Trip ID is required');
    await expectError(await get({ tripId: '  ' }), 400, 'Trip ID is required');
  });

  it('answers 401 without a token', async () => {
    const response = await client.call('GET', paths.tripDetails, {
      as: null,
      query: { tripId: upcoming },
    });
    await expectError(response, 401, 'Unauthorized request: no access token');
  });
});

describe('POST trip/add-trip', () => {
  const addTrip = (json: unknown, as: SeedUserName = 'maya') =>
    client.call('POST', paths.addTrip, { as, json });

  it('creates the trip from the create dialog (201), trimmed, owned by the caller, listed after', async () => {
    const start = iso(addDays(new Date(), 40));
    const end = iso(addDays(new Date(), 44));
    const request = addTripRequest.parse({
      title: '  Hokkaido in Winter ',
      description: ' Snow festival and hot springs. ',
      startDate: start,
      endDate: end,
      destinations: [],
    });
    const created = await expectTrip(await addTrip(request), 'Trip created successfully', 201);
    expect(created).toMatchObject({
      userId: seedIds.users.maya,
      title: 'Hokkaido in Winter',
      description: 'Snow festival and hot springs.',
      startDate: start,
      endDate: end,
      tripCoverImage: null,
      destinations: [],
      itinerary: [],
      checklist: [],
      collaborators: [],
      sharing: { shareToken: null, allowPublicView: true, allowJoinRequests: false },
      isCompleted: false,
    });
    expect(created._id).toMatch(/^[0-9a-f]{24}$/);
    expect(await client.trip(created._id)).toEqual(created);

    const list = await client.call('GET', paths.allTrips);
    const trips = allTripsResponse.parse(await list.json()).data;
    expect(trips.map((trip) => trip._id)).toEqual([
      upcoming,
      completed,
      seedIds.trips.inProgress,
      created._id,
    ]);
  });

  it('creates a trip from Plan Your Visit holding one destination, with a new destinationId', async () => {
    const destination = {
      placeId: 'ChIJnijoCastle',
      name: 'Nijo Castle',
      formattedAddress: '541 Nijojocho, Nakagyo Ward, Kyoto, 604-8301, Japan',
      photoRef: null,
      rating: 4.5,
      googleMapsUrl: 'https://maps.google.com/?cid=1',
      lattitude: 35.0142,
      longitude: 135.7482,
      types: ['castle', 'tourist_attraction'],
    };
    const created = await expectTrip(
      await addTrip({
        title: 'Trip to Nijo Castle',
        description: '',
        startDate: iso(addDays(new Date(), 3)),
        endDate: iso(addDays(new Date(), 3)),
        destinations: [destination],
      }),
      'Trip created successfully',
      201,
    );
    expect(created.destinations).toEqual([
      { destinationId: expect.stringMatching(/^[0-9a-f]{24}$/) as unknown, ...destination },
    ]);
    // An empty description is no description.
    expect(created).not.toHaveProperty('description');
  });

  it('creates a trip without dates (no itinerary days yet), and records past trips', async () => {
    const undated = await expectTrip(
      await addTrip({ title: 'Someday: Patagonia' }),
      'Trip created successfully',
      201,
    );
    expect(undated).toMatchObject({ startDate: null, endDate: null, destinations: [] });

    const past = await expectTrip(
      await addTrip({
        title: 'Hampi last winter',
        startDate: iso(subDays(new Date(), 300)),
        endDate: iso(subDays(new Date(), 297)),
      }),
      'Trip created successfully',
      201,
    );
    expect(past.isCompleted).toBe(true);
  });

  it('belongs to whoever creates it: admin owns theirs, maya cannot see it', async () => {
    const created = await expectTrip(
      await addTrip({ title: 'Admin offsite' }, 'admin'),
      'Trip created successfully',
      201,
    );
    expect(created.userId).toBe(seedIds.users.admin);
    await expectError(
      await client.call('GET', paths.tripDetails, { query: { tripId: created._id } }),
      403,
      NO_VIEW,
    );
  });

  const today = iso(new Date());
  const tomorrow = iso(addDays(new Date(), 1));
  it.each([
    ['no title', { startDate: today, endDate: tomorrow }, 'Title is required'],
    ['a blank title', { title: '   ' }, 'Title is required'],
    ['a title that is not text', { title: 42 }, 'Title must be text'],
    [
      'a title of 101 characters',
      { title: 'x'.repeat(101) },
      'Title must be 100 characters or less',
    ],
    [
      'a start date alone',
      { title: 'T', startDate: today },
      'Both start and end dates are required',
    ],
    ['an end date alone', { title: 'T', endDate: today }, 'Both start and end dates are required'],
    [
      'an end before the start',
      { title: 'T', startDate: tomorrow, endDate: today },
      'End date cannot be before start date',
    ],
    [
      'a date that does not exist',
      { title: 'T', startDate: '2026-02-30', endDate: '2026-03-02' },
      'Start date must be a valid date (YYYY-MM-DD)',
    ],
    [
      'a date in another format',
      { title: 'T', startDate: '2026-03-01', endDate: '03/05/2026' },
      'End date must be a valid date (YYYY-MM-DD)',
    ],
    [
      'a trip of 366 days',
      { title: 'T', startDate: '2026-01-01', endDate: '2027-01-01' },
      'A trip can last at most 365 days',
    ],
    [
      'destinations that are not a list',
      { title: 'T', destinations: {} },
      'Destinations must be a list',
    ],
    [
      'a destination without placeId',
      { title: 'T', destinations: [{ name: 'Somewhere' }] },
      'Place ID is required',
    ],
    [
      'a destination without name',
      { title: 'T', destinations: [{ placeId: 'p1' }] },
      'Destination name is required',
    ],
  ])('refuses %s with 400', async (_case, body, message) => {
    await expectError(await addTrip(body), 400, message);
    const list = await client.call('GET', paths.allTrips);
    expect(allTripsResponse.parse(await list.json()).data).toHaveLength(3);
  });

  it('accepts a trip of exactly 365 days', async () => {
    const created = await expectTrip(
      await addTrip({ title: 'Gap year', startDate: '2026-01-01', endDate: '2026-12-31' }),
      'Trip created successfully',
      201,
    );
    expect(created.endDate).toBe('2026-12-31');
  });

  it('refuses the same place twice with 409', async () => {
    const place = { placeId: 'p1', name: 'Somewhere' };
    await expectError(
      await addTrip({ title: 'T', destinations: [place, place] }),
      409,
      'This place is already in the trip',
    );
  });

  it('answers 401 without a token', async () => {
    const response = await client.call('POST', paths.addTrip, { as: null, json: { title: 'T' } });
    await expectError(response, 401, 'Unauthorized request: no access token');
  });
});

describe('PATCH trip/edit-trip-details?tripId', () => {
  const edit = (json: unknown, tripId = upcoming, as: SeedUserName = 'maya') =>
    client.call('PATCH', paths.editTripDetails, { as, query: { tripId }, json });

  it('changes the fields sent, trimmed, and keeps the others', async () => {
    const before = await client.trip(upcoming);
    const body = editTripRequest.parse({ title: '  Kyoto and Nara ', description: ' Deer too. ' });
    const updated = await expectTrip(await edit(body), 'Trip updated successfully');
    expect(updated).toEqual({ ...before, title: 'Kyoto and Nara', description: 'Deer too.' });
    expect(await client.trip(upcoming, 'lena')).toEqual(updated);
  });

  it('clears the description with an empty text', async () => {
    const updated = await expectTrip(
      await edit({ description: '  ' }),
      'Trip updated successfully',
    );
    expect(updated).not.toHaveProperty('description');
  });

  it('moving the whole trip keeps every activity on its day number', async () => {
    const before = await client.trip(upcoming);
    const start = addDays(parseISO(before.startDate ?? ''), 30);
    const updated = await expectTrip(
      await edit({ startDate: iso(start), endDate: iso(addDays(start, 6)) }),
      'Trip updated successfully',
    );
    expect(updated.startDate).toBe(iso(start));
    expect(updated.itinerary).toEqual(before.itinerary);
  });

  it('shortening the trip drops the days past its new end, with their activities', async () => {
    const before = await client.trip(upcoming);
    expect(before.itinerary.map((day) => day.day)).toEqual([1, 2, 3]);
    const start = parseISO(before.startDate ?? '');
    const updated = await expectTrip(
      await edit({ endDate: iso(addDays(start, 1)) }),
      'Trip updated successfully',
    );
    expect(differenceInCalendarDays(parseISO(updated.endDate ?? ''), start)).toBe(1);
    expect(updated.itinerary).toEqual(before.itinerary.filter((day) => day.day <= 2));
  });

  it('gives a trip without dates both dates at once, not one', async () => {
    const created = await expectTrip(
      await client.call('POST', paths.addTrip, { json: { title: 'Undated' } }),
      'Trip created successfully',
      201,
    );
    await expectError(
      await edit({ startDate: '2026-05-01' }, created._id),
      400,
      'End date is required',
    );
    await expectError(
      await edit({ endDate: '2026-05-01' }, created._id),
      400,
      'Start date is required',
    );
    const dated = await expectTrip(
      await edit({ startDate: '2026-05-01', endDate: '2026-05-03' }, created._id),
      'Trip updated successfully',
    );
    expect(dated).toMatchObject({ startDate: '2026-05-01', endDate: '2026-05-03' });
  });

  it.each([
    ['a blank title', { title: '  ' }, 'Title cannot be empty'],
    ['a null start date', { startDate: null }, 'Start date is required'],
    ['a blank end date', { endDate: '' }, 'End date is required'],
    ['an end before the start', { endDate: '2000-01-01' }, 'End date cannot be before start date'],
    [
      'a date that does not exist',
      { startDate: '2026-13-01' },
      'Start date must be a valid date (YYYY-MM-DD)',
    ],
    [
      'a description of 1001 characters',
      { description: 'd'.repeat(1001) },
      'Description must be 1000 characters or less',
    ],
  ])('refuses %s with 400 and changes nothing', async (_case, body, message) => {
    const before = await client.trip(upcoming);
    await expectError(await edit(body), 400, message);
    expect(await client.trip(upcoming)).toEqual(before);
  });
});

describe('DELETE trip/delete-trip?tripId', () => {
  it('the owner deletes: the trip is gone from details, the list and for its collaborators', async () => {
    const response = await client.call('DELETE', paths.deleteTrip, { query: { tripId: upcoming } });
    expect(response.status).toBe(200);
    expect(deleteTripResponse.strict().parse(await response.json())).toEqual({
      success: true,
      message: 'Trip deleted successfully',
      data: { _id: upcoming },
    });
    await expectError(
      await client.call('GET', paths.tripDetails, { query: { tripId: upcoming } }),
      404,
      'Trip not found',
    );
    const list = await client.call('GET', paths.allTrips, { as: 'arjun' });
    expect(allTripsResponse.parse(await list.json()).data).toEqual([]);
    // A second delete finds nothing.
    await expectError(
      await client.call('DELETE', paths.deleteTrip, { query: { tripId: upcoming } }),
      404,
      'Trip not found',
    );
  });

  it("takes the trip's cover image with it", async () => {
    const withCover = await expectTrip(
      await client.call('PATCH', paths.addTripCoverImage, {
        form: coverForm(upcoming, new Blob([PNG_BYTES]), 'cover.png'),
      }),
      'Cover image updated successfully',
    );
    const coverUrl = `${client.api.url}${withCover.tripCoverImage ?? ''}`;
    expect((await fetch(coverUrl)).status).toBe(200);
    await client.call('DELETE', paths.deleteTrip, { query: { tripId: upcoming } });
    expect((await fetch(coverUrl)).status).toBe(404);
  });

  it('answers 400 without a trip id', async () => {
    await expectError(await client.call('DELETE', paths.deleteTrip), 400, 'Trip ID is required');
  });
});
