import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@contract/paths';
import { seedIds } from '@mocks/db/seed';
import { tripMessages } from '@mocks/trips/constants';
import { startTripStack, stopTripStack } from '../../testing/trip-stack';
import type { TripStack } from '../../testing/trip-stack';

/** What every mutation answers here: enough of the trip to see the change. */
const TRIP_FIELDS = /* GraphQL */ `
  fragment TripFields on Trip {
    id
    title
    description
    startDate
    endDate
    viewerCanEdit
    owner {
      userName
    }
    destinations {
      id
      placeId
      name
      address
      latitude
      longitude
      rating
      types
      photo {
        ref
      }
    }
    itinerary {
      day
      activities {
        id
        title
        startTime
        endTime
        notes
        destinationId
      }
    }
    checklist {
      id
      item
      isCompleted
    }
  }
`;

interface TripFields {
  id: string;
  title: string;
  description: string | null;
  startDate: string | null;
  endDate: string | null;
  viewerCanEdit: boolean;
  owner: { userName: string | null };
  destinations: {
    id: string;
    placeId: string;
    name: string;
    address: string | null;
    latitude: number | null;
    longitude: number | null;
    rating: number | null;
    types: string[];
    photo: { ref: string } | null;
  }[];
  itinerary: {
    day: number;
    activities: {
      id: string;
      title: string;
      startTime: string | null;
      endTime: string | null;
      notes: string | null;
      destinationId: string | null;
    }[];
  }[];
  checklist: { id: string; item: string; isCompleted: boolean }[];
}

const KYOTO = seedIds.trips.upcoming;
const { fushimiInari } = seedIds.destinations;

/** The Plan Your Visit place (001 §3 "Destination payload when saving a place"). */
const SENSO_JI = {
  placeId: 'ChIJ8T1GpMGOGGARDYGSgpooDWw',
  name: 'Senso-ji',
  address: '2 Chome-3-1 Asakusa, Taito City, Tokyo 111-0032, Japan',
  photoRef: 'places/ChIJ8T1GpMGOGGARDYGSgpooDWw/photos/gate',
  rating: 4.5,
  googleMapsUrl: 'https://maps.google.com/?cid=1',
  latitude: 35.7148,
  longitude: 139.7967,
  types: ['buddhist_temple', 'tourist_attraction'],
};

let stack: TripStack;

beforeAll(async () => {
  stack = await startTripStack();
});
afterEach(async () => {
  await stack.mock.reset();
});
afterAll(async () => {
  await stopTripStack(stack);
});

/** Runs one mutation as `userName` and answers its field. */
async function mutate(
  userName: string,
  mutation: string,
  variables: Record<string, unknown>,
): Promise<{ data: Record<string, unknown> | null | undefined; errors: unknown[] | undefined }> {
  const headers = await stack.bearerFor(userName);
  return stack.gateway.graphql<Record<string, unknown>>(mutation, variables, headers);
}

async function tripAnswer(
  userName: string,
  field: string,
  mutation: string,
  variables: Record<string, unknown>,
): Promise<TripFields> {
  const answer = await mutate(userName, `${mutation}\n${TRIP_FIELDS}`, variables);
  expect(answer.errors).toBeUndefined();
  const trip = answer.data?.[field];
  if (!trip) throw new Error(`${field} answered no trip`);
  return trip as TripFields;
}

describe('createTrip', () => {
  it('creates a trip from Plan Your Visit with one destination, its clean names sent in REST spelling', async () => {
    const trip = await tripAnswer(
      'maya',
      'createTrip',
      `mutation ($input: CreateTripInput!) { createTrip(input: $input) { ...TripFields } }`,
      {
        input: {
          title: 'Trip to Senso-ji',
          startDate: '2030-04-01',
          endDate: '2030-04-03',
          destinations: [SENSO_JI],
        },
      },
    );

    expect(trip).toMatchObject({
      title: 'Trip to Senso-ji',
      startDate: '2030-04-01',
      endDate: '2030-04-03',
      viewerCanEdit: true,
      owner: { userName: 'maya' },
    });
    expect(trip.destinations).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        placeId: SENSO_JI.placeId,
        name: SENSO_JI.name,
        address: SENSO_JI.address,
        latitude: SENSO_JI.latitude,
        longitude: SENSO_JI.longitude,
        rating: SENSO_JI.rating,
        types: SENSO_JI.types,
        photo: { ref: SENSO_JI.photoRef },
      },
    ]);
    // Stored with the REST server's field names.
    expect(stack.mock.db.trips.findById(trip.id)?.destinations[0]).toMatchObject({
      formattedAddress: SENSO_JI.address,
      lattitude: SENSO_JI.latitude,
      photoRef: SENSO_JI.photoRef,
    });
  });

  it('creates a trip without dates or destinations', async () => {
    const trip = await tripAnswer(
      'maya',
      'createTrip',
      `mutation ($input: CreateTripInput!) { createTrip(input: $input) { ...TripFields } }`,
      { input: { title: 'Someday: Patagonia', description: 'When the time is right' } },
    );

    expect(trip).toMatchObject({
      title: 'Someday: Patagonia',
      description: 'When the time is right',
      startDate: null,
      endDate: null,
      destinations: [],
      itinerary: [],
      checklist: [],
    });
    expect(stack.mock.db.trips.listForUser(seedIds.users.maya).map(({ _id }) => _id)).toContain(
      trip.id,
    );
  });

  it.each([
    ['no data', { success: true, message: 'Trip created' }],
    ['null data', { success: true, data: null }],
    ['a trip without _id', { success: true, data: { title: 'Goa' } }],
  ])(
    'answers null when the server created the trip but returned no id (%s)',
    async (_case, body) => {
      stack.mock.server.use(
        http.post(`*${paths.addTrip}`, () => HttpResponse.json(body, { status: 201 })),
      );
      const answer = await mutate(
        'maya',
        `mutation ($input: CreateTripInput!) { createTrip(input: $input) { id } }`,
        { input: { title: 'Goa' } },
      );

      expect(answer.errors).toBeUndefined();
      expect(answer.data).toEqual({ createTrip: null });
    },
  );

  it('still refuses an answered trip that has an id but is not a whole trip', async () => {
    stack.mock.server.use(
      http.post(`*${paths.addTrip}`, () =>
        HttpResponse.json({ success: true, data: { _id: 't-1' } }, { status: 201 }),
      ),
    );
    const answer = await mutate(
      'maya',
      `mutation ($input: CreateTripInput!) { createTrip(input: $input) { id } }`,
      { input: { title: 'Goa' } },
    );

    expect(answer.errors?.[0]).toMatchObject({ extensions: { code: 'UPSTREAM_ERROR' } });
  });

  it('refuses one date alone with the server message', async () => {
    const answer = await mutate(
      'maya',
      `mutation ($input: CreateTripInput!) { createTrip(input: $input) { id } }`,
      { input: { title: 'Half planned', startDate: '2030-04-01' } },
    );

    expect(answer.errors?.[0]).toMatchObject({
      message: tripMessages.bothDatesRequired,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe("maya's writes to her trip", () => {
  it('updateTrip changes the given fields and keeps the others', async () => {
    const before = stack.mock.db.trips.findById(KYOTO);
    const trip = await tripAnswer(
      'maya',
      'updateTrip',
      `mutation ($id: ID!, $input: UpdateTripInput!) { updateTrip(id: $id, input: $input) { ...TripFields } }`,
      { id: KYOTO, input: { title: 'Kyoto and Nara', description: null } },
    );

    expect(trip.title).toBe('Kyoto and Nara');
    expect(trip.description).toBe(before?.description);
    expect(trip.startDate).toBe(before?.startDate);
  });

  it('deleteTrip answers the id and the trip is gone', async () => {
    const answer = await mutate('maya', `mutation ($id: ID!) { deleteTrip(id: $id) }`, {
      id: KYOTO,
    });

    expect(answer.errors).toBeUndefined();
    expect(answer.data?.deleteTrip).toBe(KYOTO);
    expect(stack.mock.db.trips.findById(KYOTO)).toBeUndefined();
  });

  it('addDestination and removeDestination answer the updated trip', async () => {
    const added = await tripAnswer(
      'maya',
      'addDestination',
      `mutation ($tripId: ID!, $input: DestinationInput!) { addDestination(tripId: $tripId, input: $input) { ...TripFields } }`,
      { tripId: KYOTO, input: SENSO_JI },
    );
    const senso = added.destinations.find(({ placeId }) => placeId === SENSO_JI.placeId);
    expect(senso).toMatchObject({ name: SENSO_JI.name, latitude: SENSO_JI.latitude });

    const removed = await tripAnswer(
      'maya',
      'removeDestination',
      `mutation ($tripId: ID!, $destinationId: ID!) { removeDestination(tripId: $tripId, destinationId: $destinationId) { ...TripFields } }`,
      { tripId: KYOTO, destinationId: senso?.id },
    );
    expect(removed.destinations.map(({ placeId }) => placeId)).not.toContain(SENSO_JI.placeId);
    expect(removed.destinations).toHaveLength(added.destinations.length - 1);
  });

  it('addActivity sends times and destination, removeActivity takes it out', async () => {
    const added = await tripAnswer(
      'maya',
      'addActivity',
      `mutation ($tripId: ID!, $day: Int!, $input: ActivityInput!) { addActivity(tripId: $tripId, day: $day, input: $input) { ...TripFields } }`,
      {
        tripId: KYOTO,
        day: 5,
        input: {
          title: 'Tea ceremony',
          startTime: '15:00',
          endTime: '16:30',
          notes: 'Book ahead',
          destinationId: fushimiInari,
        },
      },
    );
    const dayFive = added.itinerary.find(({ day }) => day === 5);
    expect(dayFive?.activities).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        title: 'Tea ceremony',
        startTime: '15:00',
        endTime: '16:30',
        notes: 'Book ahead',
        destinationId: fushimiInari,
      },
    ]);

    const removed = await tripAnswer(
      'maya',
      'removeActivity',
      `mutation ($tripId: ID!, $day: Int!, $activityId: ID!) { removeActivity(tripId: $tripId, day: $day, activityId: $activityId) { ...TripFields } }`,
      { tripId: KYOTO, day: 5, activityId: dayFive?.activities[0]?.id },
    );
    expect(removed.itinerary.find(({ day }) => day === 5)).toBeUndefined();
  });

  it('updateItinerary replaces the itinerary, keeping known activity ids', async () => {
    const stored = stack.mock.db.trips.findById(KYOTO);
    const kept = stored?.itinerary[0]?.activities[0];
    if (!kept) throw new Error('the seeded Kyoto trip has no activity');

    const trip = await tripAnswer(
      'maya',
      'updateItinerary',
      `mutation ($tripId: ID!, $itinerary: [ItineraryDayInput!]!) { updateItinerary(tripId: $tripId, itinerary: $itinerary) { ...TripFields } }`,
      {
        tripId: KYOTO,
        itinerary: [
          { day: 2, activities: [{ id: kept._id, title: 'Moved to day 2', startTime: '08:00' }] },
        ],
      },
    );

    expect(trip.itinerary).toEqual([
      {
        day: 2,
        activities: [
          {
            id: kept._id,
            title: 'Moved to day 2',
            startTime: '08:00',
            endTime: null,
            notes: null,
            destinationId: null,
          },
        ],
      },
    ]);
  });

  it('addChecklistItem, toggleChecklistItem and removeChecklistItem answer the updated trip', async () => {
    const added = await tripAnswer(
      'maya',
      'addChecklistItem',
      `mutation ($tripId: ID!, $item: String!) { addChecklistItem(tripId: $tripId, item: $item) { ...TripFields } }`,
      { tripId: KYOTO, item: 'Print the JR pass' },
    );
    const item = added.checklist.at(-1);
    expect(item).toMatchObject({ item: 'Print the JR pass', isCompleted: false });

    const toggled = await tripAnswer(
      'maya',
      'toggleChecklistItem',
      `mutation ($tripId: ID!, $itemId: ID!, $isCompleted: Boolean!) { toggleChecklistItem(tripId: $tripId, itemId: $itemId, isCompleted: $isCompleted) { ...TripFields } }`,
      { tripId: KYOTO, itemId: item?.id, isCompleted: true },
    );
    expect(toggled.checklist.find(({ id }) => id === item?.id)?.isCompleted).toBe(true);

    const removed = await tripAnswer(
      'maya',
      'removeChecklistItem',
      `mutation ($tripId: ID!, $itemId: ID!) { removeChecklistItem(tripId: $tripId, itemId: $itemId) { ...TripFields } }`,
      { tripId: KYOTO, itemId: item?.id },
    );
    expect(removed.checklist.map(({ id }) => id)).not.toContain(item?.id);
    expect(removed.checklist).toHaveLength(added.checklist.length - 1);
  });

  it('updateChecklist replaces the checklist in the order sent', async () => {
    const [first] = stack.mock.db.trips.findById(KYOTO)?.checklist ?? [];
    if (!first) throw new Error('the seeded Kyoto trip has no checklist item');

    const trip = await tripAnswer(
      'maya',
      'updateChecklist',
      `mutation ($tripId: ID!, $checklist: [ChecklistItemInput!]!) { updateChecklist(tripId: $tripId, checklist: $checklist) { ...TripFields } }`,
      { tripId: KYOTO, checklist: [{ item: 'Yen in cash' }, { id: first._id, item: first.item }] },
    );

    expect(trip.checklist).toEqual([
      { id: expect.stringMatching(/^[0-9a-f]{24}$/), item: 'Yen in cash', isCompleted: false },
      { id: first._id, item: first.item, isCompleted: first.isCompleted },
    ]);
  });
});

/** One write of each kind, as lena (a viewer on Kyoto) would send it. */
const VIEWER_WRITES: [string, string, Record<string, unknown>][] = [
  [
    'updateTrip',
    `mutation ($id: ID!) { updateTrip(id: $id, input: { title: "Mine now" }) { id } }`,
    { id: KYOTO },
  ],
  [
    'addDestination',
    `mutation ($tripId: ID!, $input: DestinationInput!) { addDestination(tripId: $tripId, input: $input) { id } }`,
    { tripId: KYOTO, input: SENSO_JI },
  ],
  [
    'removeDestination',
    `mutation ($tripId: ID!, $destinationId: ID!) { removeDestination(tripId: $tripId, destinationId: $destinationId) { id } }`,
    { tripId: KYOTO, destinationId: fushimiInari },
  ],
  [
    'addActivity',
    `mutation ($tripId: ID!) { addActivity(tripId: $tripId, day: 1, input: { title: "Nap" }) { id } }`,
    { tripId: KYOTO },
  ],
  [
    'removeActivity',
    `mutation ($tripId: ID!, $activityId: ID!) { removeActivity(tripId: $tripId, day: 1, activityId: $activityId) { id } }`,
    { tripId: KYOTO, activityId: seedIds.activities.inariHike },
  ],
  [
    'addChecklistItem',
    `mutation ($tripId: ID!) { addChecklistItem(tripId: $tripId, item: "Snacks") { id } }`,
    { tripId: KYOTO },
  ],
  [
    'toggleChecklistItem',
    `mutation ($tripId: ID!, $itemId: ID!) { toggleChecklistItem(tripId: $tripId, itemId: $itemId, isCompleted: true) { id } }`,
    { tripId: KYOTO, itemId: seedIds.checklist.buyIcoca },
  ],
  [
    'removeChecklistItem',
    `mutation ($tripId: ID!, $itemId: ID!) { removeChecklistItem(tripId: $tripId, itemId: $itemId) { id } }`,
    { tripId: KYOTO, itemId: seedIds.checklist.buyIcoca },
  ],
  ['deleteTrip', `mutation ($id: ID!) { deleteTrip(id: $id) }`, { id: KYOTO }],
];

describe('permissions and unknown trips', () => {
  it.each(VIEWER_WRITES)(
    '%s is FORBIDDEN for lena (viewer) with the server message, and changes nothing',
    async (field, mutation, variables) => {
      const before = stack.mock.db.trips.findById(KYOTO);

      const answer = await mutate('lena', mutation, variables);

      expect(answer.data?.[field] ?? null).toBeNull();
      expect(answer.errors?.[0]).toMatchObject({
        message:
          field === 'deleteTrip' ? tripMessages.noDeletePermission : tripMessages.noEditPermission,
        extensions: { code: 'FORBIDDEN' },
      });
      expect(stack.mock.db.trips.findById(KYOTO)).toEqual(before);
    },
  );

  it('arjun (editor) may delete the trip (RESOLUTIONS 7.8): it goes for every member', async () => {
    const answer = await mutate('arjun', `mutation ($id: ID!) { deleteTrip(id: $id) }`, {
      id: KYOTO,
    });

    expect(answer.errors).toBeUndefined();
    expect(answer.data?.['deleteTrip']).toBe(KYOTO);
    expect(stack.mock.db.trips.findById(KYOTO)).toBeUndefined();
  });

  it('arjun (editor) may write: addChecklistItem answers the trip', async () => {
    const trip = await tripAnswer(
      'arjun',
      'addChecklistItem',
      `mutation ($tripId: ID!) { addChecklistItem(tripId: $tripId, item: "Umbrella") { ...TripFields } }`,
      { tripId: KYOTO },
    );
    expect(trip.checklist.at(-1)?.item).toBe('Umbrella');
    expect(trip.viewerCanEdit).toBe(true);
  });

  it('a write to an unknown trip is NOT_FOUND, after one REST call', async () => {
    const headers = await stack.bearerFor('maya');
    const mark = stack.logMark();

    const answer = await stack.gateway.graphql<Record<string, unknown>>(
      `mutation ($tripId: ID!) { addChecklistItem(tripId: $tripId, item: "Snacks") { id } }`,
      { tripId: 'bbbbbbbbbbbbbbbbbbbbbbbb' },
      headers,
    );

    expect(answer.errors?.[0]).toMatchObject({
      message: tripMessages.tripNotFound,
      extensions: { code: 'NOT_FOUND' },
    });
    expect(stack.restCallsSince(mark)).toEqual([`PATCH ${paths.addChecklistItem}`]);
  });
});
