import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@contract/paths';
import { seedIds } from '@mocks/db/seed';
import { LISBON_COLLABORATOR_ID } from '@mocks/db/seed-memories';
import { ACTIVITY_PHOTO_ROUTE } from '../../images/activity-photos';
import { MEGABYTE } from '../../uploads/constants';
import { graphqlMultipart } from '../../testing/multipart-request';
import { startTripStack, stopTripStack } from '../../testing/trip-stack';
import type { TripStack } from '../../testing/trip-stack';

/**
 * Memories through the gateway (issue 14; checklist 11.12, 13.10, 13.14, 27.36, 27.37): the trip's
 * memories in its one round trip, the upload checked before anything is forwarded, the reflection,
 * and the photos served from the gateway's own origin with long-lived caching.
 */

const MEMBER = 'id userName firstName lastName profilePic';
const TRIP_MEMORIES = /* GraphQL */ `
  query TripMemories($id: ID!) {
    trip(id: $id) {
      owner { ${MEMBER} }
      collaborators { user { ${MEMBER} } }
      itinerary {
        day
        activities {
          id
          memories {
            photos { url uploadedBy uploadedAt uploader { ${MEMBER} } }
            reflections { text createdBy createdAt author { ${MEMBER} } }
          }
        }
      }
    }
  }
`;
const MEMORIES_OUT = /* GraphQL */ `
  itinerary {
    activities {
      id
      memories {
        photos { url uploadedBy uploader { userName } }
        reflections { text author { userName } }
      }
    }
  }
`;
const ADD_PHOTOS = /* GraphQL */ `
  mutation AddActivityPhotos($tripId: ID!, $day: Int!, $activityId: ID!, $files: [Upload!]!) {
    addActivityPhotos(tripId: $tripId, day: $day, activityId: $activityId, files: $files) {
      ${MEMORIES_OUT}
    }
  }
`;
const ADD_REFLECTION = /* GraphQL */ `
  mutation AddActivityReflection($tripId: ID!, $day: Int!, $activityId: ID!, $text: String!) {
    addActivityReflection(tripId: $tripId, day: $day, activityId: $activityId, text: $text) {
      ${MEMORIES_OUT}
    }
  }
`;

interface Member {
  id?: string;
  userName: string | null;
  firstName?: string | null;
  lastName?: string | null;
  profilePic?: string | null;
}
interface MemoriesOut {
  id: string;
  memories: {
    photos: { url: string; uploadedBy: string; uploadedAt?: string; uploader: Member | null }[];
    reflections: { text: string; createdBy?: string; author: Member | null }[];
  };
}
interface TripOut {
  itinerary: { day?: number; activities: MemoriesOut[] }[];
}

const { upcoming: KYOTO, completed: LISBON } = seedIds.trips;
const { inariHike, castleSunset, pasteisDeBelem, belemSunrise } = seedIds.activities;
const KYOTO_DAY_1 = { tripId: KYOTO, day: 1, activityId: inariHike };
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Lisbon's seeded photos: 2 at Belém, 1 at the pastry shop, 3 at the castle. */
const SEEDED_PHOTOS = 6;
const PHOTO_URL = new RegExp(`^${ACTIVITY_PHOTO_ROUTE}/[\\w-]+$`);

/** `size` bytes starting with `head`, the rest a repeating pattern. */
function bytesOf(head: readonly number[], size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  for (let index = 0; index < size; index += 1) bytes[index] = index % 251;
  bytes.set(head);
  return bytes;
}
const png = (size = 2_000) => bytesOf(PNG_SIGNATURE, size);

function activityIn(trip: TripOut | null | undefined, activityId: string): MemoriesOut {
  const activity = trip?.itinerary
    .flatMap((day) => day.activities)
    .find((entry) => entry.id === activityId);
  if (!activity) throw new Error(`no activity ${activityId} in the answer`);
  return activity;
}

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

async function uploadPhotos(
  userName: string,
  where: { tripId: string; day: number; activityId: string },
  files: { bytes: Uint8Array<ArrayBuffer>; name: string }[],
) {
  const headers = await stack.bearerFor(userName);
  const mark = stack.logMark();
  const answer = await graphqlMultipart<{ addActivityPhotos: TripOut }>(
    stack.gateway.url,
    ADD_PHOTOS,
    { ...where, files: files.map(() => null) },
    files.map((file, index) => ({
      path: `variables.files.${index}`,
      file: new Blob([file.bytes], { type: 'image/png' }),
      fileName: file.name,
    })),
    { headers },
  );
  return { answer, restCalls: stack.restCallsSince(mark) };
}

async function addReflection(userName: string, text: string, where = KYOTO_DAY_1) {
  const headers = await stack.bearerFor(userName);
  const mark = stack.logMark();
  const answer = await stack.gateway.graphql<{ addActivityReflection: TripOut }>(
    ADD_REFLECTION,
    { ...where, text },
    headers,
  );
  return { answer, restCalls: stack.restCallsSince(mark) };
}

const photosStored = () => stack.mock.db.snapshot().activityImages.length;

describe('Trip memories in the trip query', () => {
  it('come in the same round trip: one get-trip-details, one collaboraters-info for members and contributors', async () => {
    const headers = await stack.bearerFor('maya');
    const mark = stack.logMark();

    const answer = await stack.gateway.graphql<{ trip: TripOut }>(
      TRIP_MEMORIES,
      { id: LISBON },
      headers,
    );

    expect(answer.errors).toBeUndefined();
    expect(stack.restCallsSince(mark)).toEqual([
      `GET ${paths.tripDetails}`,
      `GET ${paths.collaboratorsInfo}`,
    ]);
    const sunrise = activityIn(answer.data?.trip, belemSunrise).memories;
    expect(sunrise.photos).toHaveLength(2);
    for (const photo of sunrise.photos) {
      expect(photo.url).toMatch(PHOTO_URL);
      expect(photo.uploadedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    }
    expect(sunrise.photos.map((photo) => photo.uploader)).toMatchObject([
      { id: seedIds.users.maya, userName: 'maya', firstName: 'Maya', lastName: 'Kulkarni' },
      { id: LISBON_COLLABORATOR_ID, userName: 'ana.silva', firstName: 'Ana', lastName: 'Silva' },
    ]);
    // The collaborator's picture loads through the gateway too.
    expect(sunrise.photos[1]?.uploader?.profilePic).toMatch(/^\/photos\/profile-pictures\//);
    expect(sunrise.reflections.map((reflection) => reflection.author?.userName)).toEqual([
      'maya',
      'ana.silva',
    ]);
  });

  it('serves the photo bytes from the gateway, cached for a year as immutable', async () => {
    const headers = await stack.bearerFor('maya');
    const answer = await stack.gateway.graphql<{ trip: TripOut }>(
      TRIP_MEMORIES,
      { id: LISBON },
      headers,
    );
    const [photo] = activityIn(answer.data?.trip, castleSunset).memories.photos;

    // Public like the REST URL: an <img> sends no bearer token.
    const image = await fetch(`${stack.gateway.url}${photo?.url ?? ''}`);

    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(20_000);
    expect((await fetch(`${stack.gateway.url}${ACTIVITY_PHOTO_ROUTE}/unknown123`)).status).toBe(
      404,
    );
  });

  it('answers a null contributor for a user the REST server does not know', async () => {
    stack.mock.db.trips.update(LISBON, (trip) => ({
      ...trip,
      itinerary: trip.itinerary.map((day) => ({
        ...day,
        activities: day.activities.map((activity) => ({
          ...activity,
          memories: {
            ...activity.memories,
            reflections: activity.memories.reflections.map((reflection) => ({
              ...reflection,
              createdBy: '0123456789abcdef01234567',
            })),
          },
        })),
      })),
    }));
    const headers = await stack.bearerFor('maya');

    const answer = await stack.gateway.graphql<{ trip: TripOut }>(
      TRIP_MEMORIES,
      { id: LISBON },
      headers,
    );

    expect(answer.errors).toBeUndefined();
    const reflections = activityIn(answer.data?.trip, belemSunrise).memories.reflections;
    expect(reflections.map((reflection) => reflection.author)).toEqual([null, null]);
  });
});

describe('Mutation.addActivityPhotos', () => {
  it('forwards the photos in one multipart call and answers them under gateway URLs, in the uploader’s name', async () => {
    const { answer, restCalls } = await uploadPhotos('maya', KYOTO_DAY_1, [
      { bytes: png(), name: 'gates.png' },
      { bytes: png(3_000), name: 'summit.png' },
    ]);

    expect(answer.errors).toBeUndefined();
    expect(restCalls).toEqual([
      `GET ${paths.tripDetails}`,
      `PATCH ${paths.addActivityImage}`,
      `GET ${paths.collaboratorsInfo}`,
    ]);
    const photos = activityIn(answer.data?.addActivityPhotos, inariHike).memories.photos;
    expect(photos).toHaveLength(2);
    expect(photos.every((photo) => PHOTO_URL.test(photo.url))).toBe(true);
    expect(photos.map((photo) => photo.uploader?.userName)).toEqual(['maya', 'maya']);
    const image = await fetch(`${stack.gateway.url}${photos[1]?.url ?? ''}`);
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(png(3_000));
  });

  it('lets the editor arjun add photos', async () => {
    const { answer } = await uploadPhotos('arjun', KYOTO_DAY_1, [{ bytes: png(), name: 'a.png' }]);

    expect(answer.errors).toBeUndefined();
    const [photo] = activityIn(answer.data?.addActivityPhotos, inariHike).memories.photos;
    expect(photo?.uploader?.userName).toBe('arjun');
  });

  it.each([
    [
      'a text file named .png (type by bytes, not by name)',
      new Uint8Array(new TextEncoder().encode('not an image at all, just some text')),
      'fake.png',
      'fake.png is not a supported image format (JPEG, PNG, WEBP)',
    ],
    [
      'a GIF',
      bytesOf(
        Array.from('GIF89a', (character) => character.charCodeAt(0)),
        2_000,
      ),
      'party.gif',
      'party.gif is not a supported image format (JPEG, PNG, WEBP)',
    ],
    [
      '5 MB + 1 byte',
      png(5 * MEGABYTE + 1),
      'huge.png',
      'huge.png is too large. Maximum size is 5MB',
    ],
  ])('refuses %s with the spec text, forwarding no file', async (_what, bytes, name, message) => {
    const { answer, restCalls } = await uploadPhotos('maya', KYOTO_DAY_1, [
      { bytes: png(), name: 'fine.png' },
      { bytes: new Uint8Array(bytes), name },
    ]);

    expect(answer.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(restCalls).not.toContain(`PATCH ${paths.addActivityImage}`);
    expect(photosStored()).toBe(SEEDED_PHOTOS);
  });

  it('refuses a 4th photo before reading any file: the activity already holds 3', async () => {
    const before = photosStored();
    const { answer, restCalls } = await uploadPhotos(
      'maya',
      { tripId: LISBON, day: 2, activityId: castleSunset },
      [{ bytes: png(), name: 'fourth.png' }],
    );

    expect(answer.errors?.[0]).toMatchObject({
      message: 'Cannot upload 1 photos. Maximum 3 photos allowed per activity.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(restCalls).toEqual([`GET ${paths.tripDetails}`]);
    expect(photosStored()).toBe(before);
  });

  it('refuses 3 files when 1 is there, forwarding none', async () => {
    const { answer, restCalls } = await uploadPhotos(
      'maya',
      { tripId: LISBON, day: 1, activityId: pasteisDeBelem },
      ['a', 'b', 'c'].map((name) => ({ bytes: png(), name: `${name}.png` })),
    );

    expect(answer.errors?.[0]?.message).toBe(
      'Cannot upload 3 photos. Maximum 3 photos allowed per activity.',
    );
    expect(restCalls).toEqual([`GET ${paths.tripDetails}`]);
  });

  it('refuses 4 files in one request without calling the REST server', async () => {
    const { answer, restCalls } = await uploadPhotos(
      'maya',
      KYOTO_DAY_1,
      ['a', 'b', 'c', 'd'].map((name) => ({ bytes: png(), name: `${name}.png` })),
    );

    expect(answer.errors?.length).toBeGreaterThan(0);
    expect(restCalls).toEqual([]);
  });

  it('is FORBIDDEN for lena (viewer) and admin (stranger) with the server message', async () => {
    for (const userName of ['lena', 'admin']) {
      const { answer } = await uploadPhotos(userName, KYOTO_DAY_1, [
        { bytes: png(), name: 'a.png' },
      ]);
      expect(answer.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    }
    expect(photosStored()).toBe(SEEDED_PHOTOS);
  });

  it('is NOT_FOUND for an unknown activity with the server message', async () => {
    const { answer } = await uploadPhotos(
      'maya',
      { ...KYOTO_DAY_1, activityId: '0123456789abcdef01234567' },
      [{ bytes: png(), name: 'a.png' }],
    );

    expect(answer.errors?.[0]).toMatchObject({
      message: 'Activity not found',
      extensions: { code: 'NOT_FOUND' },
    });
  });
});

describe('Mutation.addActivityReflection', () => {
  it('adds the trimmed text in the author’s name (the editor arjun)', async () => {
    const { answer, restCalls } = await addReflection('arjun', '  Worth the climb.  ');

    expect(answer.errors).toBeUndefined();
    expect(restCalls[0]).toBe(`PATCH ${paths.addActivityReflection}`);
    const [reflection] = activityIn(answer.data?.addActivityReflection, inariHike).memories
      .reflections;
    expect(reflection).toEqual({ text: 'Worth the climb.', author: { userName: 'arjun' } });
  });

  it.each([
    ['501 characters', 'a'.repeat(501), 'Reflection must be 500 characters or less'],
    ['whitespace only', ' \n ', 'Reflection cannot be empty'],
  ])('refuses %s without calling the REST server', async (_what, text, message) => {
    const { answer, restCalls } = await addReflection('maya', text);

    expect(answer.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(restCalls).toEqual([]);
  });

  it('takes exactly 500 characters', async () => {
    const { answer } = await addReflection('maya', 'b'.repeat(500));

    expect(answer.errors).toBeUndefined();
  });

  it('is FORBIDDEN for lena (viewer) with the server message', async () => {
    const { answer } = await addReflection('lena', 'Lovely');

    expect(answer.errors?.[0]).toMatchObject({
      message: 'You do not have permission to edit this trip',
      extensions: { code: 'FORBIDDEN' },
    });
  });
});
