import { print } from 'graphql';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@contract/paths';
import { messages } from '@mocks/constants';
import { seedIds } from '@mocks/db/seed';
import { tripMessages } from '@mocks/trips/constants';
import { TripDocument } from '@web/gql/graphql';
import type { TripQuery } from '@web/gql/graphql';
import { photoUrl, placeholderUrl } from '../../photos/photo-urls';
import { startTripStack, stopTripStack } from '../../testing/trip-stack';
import type { TripStack } from '../../testing/trip-stack';

/**
 * What the trip page asks for (001 §2 "Trip detail"): the web's own `Trip` query with the fragments
 * it spreads, so these tests follow the page as it changes.
 */
const TRIP_PAGE = print(TripDocument);

/** Trip fields the page does not ask for (coordinates, photo refs, the stored itinerary). */
const TRIP_FIELDS = /* GraphQL */ `
  query TripFields($id: ID!) {
    trip(id: $id) {
      destinations {
        id
        latitude
        longitude
        photo {
          ref
          url(quality: MEDIUM)
        }
        imageUrl
      }
      itinerary {
        day
        date
        activities {
          id
          title
          startTime
          endTime
          memories {
            photos {
              url
            }
            reflections {
              text
            }
          }
        }
      }
    }
  }
`;

interface TripFieldsData {
  trip: {
    destinations: {
      id: string;
      latitude: number | null;
      longitude: number | null;
      photo: { ref: string; url: string } | null;
      imageUrl: string;
    }[];
    itinerary: {
      day: number;
      date: string | null;
      activities: { id: string; title: string; startTime: string | null; endTime: string | null }[];
    }[];
  } | null;
}

const KYOTO = seedIds.trips.upcoming;
const PHOTO_REF = 'places/ChIJIW0uPRUPAWAR6eI6dRzKGns/photos/inari-gate';

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

describe('Query.trip: the trip page in one round trip', () => {
  it('makes one get-trip-details and one collaboraters-info call, and answers members and photo URLs', async () => {
    // A destination with a photo, so the answer carries a photo URL beside the placeholders.
    stack.mock.db.trips.update(KYOTO, (trip) => ({
      ...trip,
      destinations: trip.destinations.map((destination, index) =>
        index === 0 ? { ...destination, photoRef: PHOTO_REF } : destination,
      ),
    }));
    const headers = await stack.bearerFor('maya');
    const mark = stack.logMark();

    const answer = await stack.gateway.graphql<TripQuery>(TRIP_PAGE, { id: KYOTO }, headers);

    expect(answer.errors).toBeUndefined();
    expect(stack.restCallsSince(mark)).toEqual([
      `GET ${paths.tripDetails}`,
      `GET ${paths.collaboratorsInfo}`,
    ]);
    const trip = answer.data?.trip;
    expect(trip?.title).toBe('Kyoto in Autumn');
    expect(trip?.owner).toMatchObject({
      id: seedIds.users.maya,
      userName: 'maya',
      firstName: 'Maya',
      lastName: 'Kulkarni',
    });
    expect(trip?.collaborators).toMatchObject([
      {
        role: 'EDITOR',
        user: { id: seedIds.users.arjun, userName: 'arjun', firstName: 'Arjun', lastName: 'Mehta' },
      },
      {
        role: 'VIEWER',
        user: { id: seedIds.users.lena, userName: 'lena', firstName: 'Lena', lastName: 'Fischer' },
      },
    ]);

    const [inari, kinkakuji] = trip?.destinations ?? [];
    expect(inari).toMatchObject({
      id: seedIds.destinations.fushimiInari,
      name: 'Fushimi Inari Taisha',
      imageUrl: photoUrl(PHOTO_REF, 'low'),
    });
    expect(inari?.address).toContain('Kyoto');
    expect(inari?.types).toContain('shinto_shrine');
    // No photo: the image is the gateway's placeholder for the name.
    expect(kinkakuji?.imageUrl).toBe(placeholderUrl('Kinkaku-ji', 'low'));

    // The fields the page does not show resolve from the same REST answer.
    const fields = await stack.gateway.graphql<TripFieldsData>(TRIP_FIELDS, { id: KYOTO }, headers);
    expect(fields.errors).toBeUndefined();
    const [inariFields, kinkakujiFields] = fields.data?.trip?.destinations ?? [];
    expect(inariFields).toMatchObject({
      latitude: 34.9671,
      longitude: 135.7727,
      photo: { ref: PHOTO_REF, url: photoUrl(PHOTO_REF, 'medium') },
      imageUrl: photoUrl(PHOTO_REF, 'medium'),
    });
    // No photo: no PlacePhoto, and the image is the gateway's placeholder for the name.
    expect(kinkakujiFields?.photo).toBeNull();
    expect(kinkakujiFields?.imageUrl).toBe(placeholderUrl('Kinkaku-ji', 'medium'));
  });

  it('dates the itinerary days from the start date and lists every day start to end inclusive', async () => {
    const headers = await stack.bearerFor('maya');
    const stored = stack.mock.db.trips.findById(KYOTO);
    if (!stored?.startDate) throw new Error('the seeded Kyoto trip has no start date');

    const trip = (await stack.gateway.graphql<TripQuery>(TRIP_PAGE, { id: KYOTO }, headers)).data
      ?.trip;
    const fields = await stack.gateway.graphql<TripFieldsData>(TRIP_FIELDS, { id: KYOTO }, headers);

    expect(fields.errors).toBeUndefined();
    const start = new Date(`${stored.startDate}T00:00:00Z`);
    const dayDate = (day: number) =>
      new Date(start.getTime() + (day - 1) * 86_400_000).toISOString().slice(0, 10);
    const itinerary = fields.data?.trip?.itinerary;
    expect(itinerary?.map(({ day, date }) => ({ day, date }))).toEqual(
      stored.itinerary.map(({ day }) => ({ day, date: dayDate(day) })),
    );
    const firstActivity = stored.itinerary[0]?.activities[0];
    expect(itinerary?.[0]?.activities[0]).toMatchObject({
      id: firstActivity?._id,
      title: firstActivity?.title,
      startTime: firstActivity?.time?.start ?? null,
      endTime: firstActivity?.time?.end ?? null,
    });
    // Kyoto runs 12 to 18 days from today: 7 days, the last on the end date.
    expect(trip?.itineraryDays).toHaveLength(7);
    expect(trip?.itineraryDays.at(-1)).toMatchObject({ day: 7, date: stored.endDate });
    expect(trip?.itineraryDays.map(({ day }) => day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(trip?.checklist.map(({ id }) => id)).toEqual(stored.checklist.map(({ _id }) => _id));
  });

  it.each([
    ['maya', { viewerCanEdit: true, viewerIsOwner: true }],
    ['arjun', { viewerCanEdit: true, viewerIsOwner: false }],
    ['lena', { viewerCanEdit: false, viewerIsOwner: false }],
  ] as const)('tells %s what they may do: %o', async (userName, expected) => {
    const headers = await stack.bearerFor(userName);
    const mark = stack.logMark();

    const answer = await stack.gateway.graphql<TripQuery>(TRIP_PAGE, { id: KYOTO }, headers);

    expect(answer.data?.trip).toMatchObject(expected);
    // Read from the token: no get-profile call for it.
    expect(stack.restCallsSince(mark)).not.toContain(`GET ${paths.profile}`);
  });

  it('batches the cards of all trips of myTrips into one collaboraters-info call', async () => {
    const headers = await stack.bearerFor('maya');
    const mark = stack.logMark();

    const answer = await stack.gateway.graphql<{
      myTrips: { owner: { userName: string | null }; collaborators: { user: unknown }[] }[];
    }>(`{ myTrips { owner { userName } collaborators { user { userName } } } }`, {}, headers);

    expect(answer.errors).toBeUndefined();
    expect(answer.data?.myTrips).toHaveLength(3);
    expect(answer.data?.myTrips.every((trip) => trip.owner.userName === 'maya')).toBe(true);
    expect(stack.restCallsSince(mark)).toEqual([
      `GET ${paths.allTrips}`,
      `GET ${paths.collaboratorsInfo}`,
    ]);
  });

  it('is null with NOT_FOUND and the server message for an unknown trip', async () => {
    const headers = await stack.bearerFor('maya');

    const answer = await stack.gateway.graphql<TripQuery>(
      TRIP_PAGE,
      { id: 'aaaaaaaaaaaaaaaaaaaaaaaa' },
      headers,
    );

    expect(answer.data?.trip).toBeNull();
    expect(answer.errors?.[0]).toMatchObject({
      message: tripMessages.tripNotFound,
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('is FORBIDDEN for a user who is not on the trip', async () => {
    const headers = await stack.bearerFor('admin');

    const answer = await stack.gateway.graphql<TripQuery>(TRIP_PAGE, { id: KYOTO }, headers);

    expect(answer.data?.trip).toBeNull();
    expect(answer.errors?.[0]).toMatchObject({
      message: tripMessages.noViewPermission,
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('is UNAUTHENTICATED without a token, before any card is asked for', async () => {
    const mark = stack.logMark();

    const answer = await stack.gateway.graphql<TripQuery>(TRIP_PAGE, { id: KYOTO });

    expect(answer.errors?.[0]).toMatchObject({
      message: messages.accessTokenMissing,
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(stack.restCallsSince(mark)).toEqual([`GET ${paths.tripDetails}`]);
  });
});
