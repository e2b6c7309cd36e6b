import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../../contract/src/paths';
import { messages } from '../../../../mocks/src/constants';
import { seedIds } from '../../../../mocks/src/db/seed';
import { tripMessages } from '../../../../mocks/src/trips/constants';
import { photoUrl, placeholderUrl } from '../../photos/photo-urls';
import { startTripStack, stopTripStack } from '../../testing/trip-stack';
import type { TripStack } from '../../testing/trip-stack';

/** What the trip page asks for, in one query (001 §2 "Trip detail"). */
const TRIP_PAGE = /* GraphQL */ `
  query TripPage($id: ID!) {
    trip(id: $id) {
      id
      title
      description
      startDate
      endDate
      coverImage
      isCompleted
      viewerCanEdit
      viewerIsOwner
      owner {
        id
        userName
        firstName
        lastName
        profilePic
      }
      collaborators {
        role
        user {
          id
          userName
          firstName
          lastName
        }
      }
      destinations {
        id
        placeId
        name
        address
        rating
        googleMapsUrl
        latitude
        longitude
        types
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
          notes
          destinationId
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
      itineraryDays {
        day
        date
        activities {
          id
        }
      }
      checklist {
        id
        item
        isCompleted
      }
    }
  }
`;

interface Member {
  id: string;
  userName: string | null;
  firstName: string | null;
  lastName: string | null;
  profilePic?: string | null;
}
interface TripPageData {
  trip: {
    id: string;
    title: string;
    startDate: string | null;
    endDate: string | null;
    coverImage: string | null;
    isCompleted: boolean;
    viewerCanEdit: boolean;
    viewerIsOwner: boolean;
    owner: Member;
    collaborators: { role: 'VIEWER' | 'EDITOR'; user: Member }[];
    destinations: {
      id: string;
      name: string;
      address: string | null;
      latitude: number | null;
      longitude: number | null;
      types: string[];
      photo: { ref: string; url: string } | null;
      imageUrl: string;
    }[];
    itinerary: {
      day: number;
      date: string | null;
      activities: { id: string; title: string; startTime: string | null; endTime: string | null }[];
    }[];
    itineraryDays: { day: number; date: string | null; activities: { id: string }[] }[];
    checklist: { id: string; item: string; isCompleted: boolean }[];
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

    const answer = await stack.gateway.graphql<TripPageData>(TRIP_PAGE, { id: KYOTO }, headers);

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
    expect(trip?.collaborators).toEqual([
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
      latitude: 34.9671,
      longitude: 135.7727,
      photo: { ref: PHOTO_REF, url: photoUrl(PHOTO_REF, 'medium') },
      imageUrl: photoUrl(PHOTO_REF, 'medium'),
    });
    expect(inari?.address).toContain('Kyoto');
    expect(inari?.types).toContain('shinto_shrine');
    // No photo: no PlacePhoto, and the image is the gateway's placeholder for the name.
    expect(kinkakuji?.photo).toBeNull();
    expect(kinkakuji?.imageUrl).toBe(placeholderUrl('Kinkaku-ji', 'medium'));
  });

  it('dates the itinerary days from the start date and lists every day start to end inclusive', async () => {
    const headers = await stack.bearerFor('maya');
    const stored = stack.mock.db.trips.findById(KYOTO);
    if (!stored?.startDate) throw new Error('the seeded Kyoto trip has no start date');

    const trip = (await stack.gateway.graphql<TripPageData>(TRIP_PAGE, { id: KYOTO }, headers)).data
      ?.trip;

    const start = new Date(`${stored.startDate}T00:00:00Z`);
    const dayDate = (day: number) =>
      new Date(start.getTime() + (day - 1) * 86_400_000).toISOString().slice(0, 10);
    expect(trip?.itinerary.map(({ day, date }) => ({ day, date }))).toEqual(
      stored.itinerary.map(({ day }) => ({ day, date: dayDate(day) })),
    );
    const firstActivity = stored.itinerary[0]?.activities[0];
    expect(trip?.itinerary[0]?.activities[0]).toMatchObject({
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

    const answer = await stack.gateway.graphql<TripPageData>(TRIP_PAGE, { id: KYOTO }, headers);

    expect(answer.data?.trip).toMatchObject(expected);
    // Read from the token: no get-profile call for it.
    expect(stack.restCallsSince(mark)).not.toContain(`GET ${paths.profile}`);
  });

  it('batches the cards of all trips of myTrips into one collaboraters-info call', async () => {
    const headers = await stack.bearerFor('maya');
    const mark = stack.logMark();

    const answer = await stack.gateway.graphql<{
      myTrips: { owner: Member; collaborators: { user: Member }[] }[];
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

    const answer = await stack.gateway.graphql<TripPageData>(
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

    const answer = await stack.gateway.graphql<TripPageData>(TRIP_PAGE, { id: KYOTO }, headers);

    expect(answer.data?.trip).toBeNull();
    expect(answer.errors?.[0]).toMatchObject({
      message: tripMessages.noViewPermission,
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('is UNAUTHENTICATED without a token, before any card is asked for', async () => {
    const mark = stack.logMark();

    const answer = await stack.gateway.graphql<TripPageData>(TRIP_PAGE, { id: KYOTO });

    expect(answer.errors?.[0]).toMatchObject({
      message: messages.accessTokenMissing,
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(stack.restCallsSince(mark)).toEqual([`GET ${paths.tripDetails}`]);
  });
});
