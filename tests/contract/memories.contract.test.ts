import { beforeAll, describe, expect, it } from 'vitest';
import { sniffImageType } from '@contract/image-type';
import { paths } from '@contract/paths';
import { collaboratorsInfoResponse } from '@contract/trip';
import type { Trip } from '@contract/trip';
import { seedIds } from '@mocks/db/seed';
import { LISBON_COLLABORATOR_ID } from '@mocks/db/seed-memories';
import {
  PNG_BYTES,
  UNKNOWN_ID,
  expectError,
  expectTrip,
  jpegOfSize,
  startTripClient,
} from './support/trip-api';
import type { SeedUserName, TripClient } from './support/trip-api';

/**
 * Memories on activities (issue 14; D2 §3, §5, §6, §7, §9; checklist 13.10, 13.14, 27.36, 27.37):
 * PATCH trip/add-activity-image (multipart tripId, day, activityId, activityImage repeated) and PATCH
 * trip/add-activity-reflection?tripId&day&activityId `{ reflections }`, with every refusal.
 */

let client: TripClient;
beforeAll(async () => {
  client = await startTripClient();
});

const { upcoming, completed } = seedIds.trips;
const { maya, arjun } = seedIds.users;
const { inariHike, goldenPavilion, pasteisDeBelem, castleSunset, belemSunrise } =
  seedIds.activities;
const FIVE_MB = 5 * 1024 * 1024;
const ISO_DATE_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;
const PHOTO_URL = /^\/api\/v1\/trip\/activity-image\/[\w-]+$/;
const UPLOADED = 'Photos uploaded successfully!';
const REFLECTED = 'Reflection added successfully!';

interface PhotoFile {
  bytes: Uint8Array<ArrayBuffer>;
  name: string;
  /** The declared type: never trusted. */
  type?: string;
}
interface Where {
  tripId?: string;
  day?: number | string;
  activityId?: string;
}

const KYOTO_DAY_1: Required<Where> = { tripId: upcoming, day: 1, activityId: inariHike };

function photoForm(where: Where, files: PhotoFile[]): FormData {
  const form = new FormData();
  if (where.tripId !== undefined) form.append('tripId', where.tripId);
  if (where.day !== undefined) form.append('day', String(where.day));
  if (where.activityId !== undefined) form.append('activityId', where.activityId);
  for (const file of files) {
    form.append('activityImage', new Blob([file.bytes], { type: file.type ?? '' }), file.name);
  }
  return form;
}

const uploadPhotos = (where: Where, files: PhotoFile[], as: SeedUserName = 'maya') =>
  client.call('PATCH', paths.addActivityImage, { as, form: photoForm(where, files) });

const addReflection = (where: Where, body: unknown, as: SeedUserName = 'maya') =>
  client.call('PATCH', paths.addActivityReflection, {
    as,
    query: { tripId: where.tripId, day: where.day, activityId: where.activityId },
    json: body,
  });

function memoriesOf(trip: Trip, activityId: string) {
  const activity = trip.itinerary
    .flatMap((day) => day.activities)
    .find((entry) => entry._id === activityId);
  if (!activity) throw new Error(`no activity ${activityId}`);
  return activity.memories;
}

const storedPhotoCount = () => client.api.db.snapshot().activityImages.length;
const served = (url: string) => fetch(`${client.api.url}${url}`);
const text = (length: number) => 'a'.repeat(length);

describe('PATCH trip/add-activity-image', () => {
  it('stores two photos of maya with their uploader and time, and serves their bytes, typed by the bytes', async () => {
    const updated = await expectTrip(
      await uploadPhotos(KYOTO_DAY_1, [
        { bytes: PNG_BYTES, name: 'gates.png', type: 'image/png' },
        { bytes: jpegOfSize(4096), name: 'summit.jpg', type: 'image/png' },
      ]),
      UPLOADED,
    );

    const { photos, reflections } = memoriesOf(updated, inariHike);
    expect(reflections).toEqual([]);
    expect(photos).toHaveLength(2);
    for (const photo of photos) {
      expect(photo.url).toMatch(PHOTO_URL);
      expect(photo.uploadedBy).toBe(maya);
      expect(photo.uploadedAt).toMatch(ISO_DATE_TIME);
    }
    expect(memoriesOf(await client.trip(upcoming, 'lena'), inariHike).photos).toEqual(photos);

    // Public like any image URL (an <img> sends no token); an id is never reused: cached for good.
    const [png, jpeg] = await Promise.all(photos.map((photo) => served(photo.url)));
    expect(png?.headers.get('content-type')).toBe('image/png');
    expect(png?.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array((await png?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(PNG_BYTES);
    expect(jpeg?.headers.get('content-type')).toBe('image/jpeg');
  });

  it('lets the editor arjun add a photo, in his name, after those already there', async () => {
    const first = await expectTrip(
      await uploadPhotos(KYOTO_DAY_1, [{ bytes: PNG_BYTES, name: 'a.png' }]),
      UPLOADED,
    );
    const updated = await expectTrip(
      await uploadPhotos(KYOTO_DAY_1, [{ bytes: jpegOfSize(100), name: 'b.jpg' }], 'arjun'),
      UPLOADED,
    );
    const photos = memoriesOf(updated, inariHike).photos;
    expect(photos.map((photo) => photo.uploadedBy)).toEqual([maya, arjun]);
    expect(photos[0]).toEqual(memoriesOf(first, inariHike).photos[0]);
  });

  it('judges the type by the bytes, not by the name: text named .jpg is refused, a PNG named .txt taken', async () => {
    await expectError(
      await uploadPhotos(KYOTO_DAY_1, [
        {
          bytes: new Uint8Array(new TextEncoder().encode('Day 1: temples')),
          name: 'photo.jpg',
          type: 'image/jpeg',
        },
      ]),
      415,
      'photo.jpg is not a supported image format (JPEG, PNG, WEBP)',
    );
    const updated = await expectTrip(
      await uploadPhotos(KYOTO_DAY_1, [
        { bytes: PNG_BYTES, name: 'notes.txt', type: 'text/plain' },
      ]),
      UPLOADED,
    );
    const [photo] = memoriesOf(updated, inariHike).photos;
    const bytes = new Uint8Array(await (await served(photo?.url ?? '')).arrayBuffer());
    expect(sniffImageType(bytes)).toBe('image/png');
  });

  it('refuses a GIF with 415: photos are JPEG, PNG or WEBP', async () => {
    const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0]);
    await expectError(
      await uploadPhotos(KYOTO_DAY_1, [{ bytes: gif, name: 'anim.gif' }]),
      415,
      'anim.gif is not a supported image format (JPEG, PNG, WEBP)',
    );
  });

  it('accepts exactly 5 MB and refuses 5 MB + 1 byte with 413, naming the file', async () => {
    await expectTrip(
      await uploadPhotos(KYOTO_DAY_1, [{ bytes: jpegOfSize(FIVE_MB), name: 'limit.jpg' }]),
      UPLOADED,
    );
    const before = await client.trip(upcoming);
    const stored = storedPhotoCount();
    await expectError(
      await uploadPhotos(KYOTO_DAY_1, [{ bytes: jpegOfSize(FIVE_MB + 1), name: 'big.jpg' }]),
      413,
      'big.jpg is too large. Maximum size is 5MB',
    );
    expect(await client.trip(upcoming)).toEqual(before);
    expect(storedPhotoCount()).toBe(stored);
  });

  it('is all or nothing: one bad file of two stores neither', async () => {
    const before = await client.trip(upcoming);
    const stored = storedPhotoCount();
    await expectError(
      await uploadPhotos(KYOTO_DAY_1, [
        { bytes: PNG_BYTES, name: 'good.png' },
        { bytes: new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]), name: 'bad.webp' },
      ]),
      415,
      'bad.webp is not a supported image format (JPEG, PNG, WEBP)',
    );
    expect(await client.trip(upcoming)).toEqual(before);
    expect(storedPhotoCount()).toBe(stored);
  });

  it('refuses a 4th photo with 400 "Cannot upload N photos…" (N: the photos sent)', async () => {
    // The seeded sunset at São Jorge already holds 3 photos.
    const lisbon = await client.trip(completed);
    expect(memoriesOf(lisbon, castleSunset).photos).toHaveLength(3);
    await expectError(
      await uploadPhotos({ tripId: completed, day: 2, activityId: castleSunset }, [
        { bytes: PNG_BYTES, name: 'fourth.png' },
      ]),
      400,
      'Cannot upload 1 photos. Maximum 3 photos allowed per activity.',
    );
    // Four at once on an empty activity.
    const four = Array.from({ length: 4 }, (_unused, index) => ({
      bytes: PNG_BYTES,
      name: `p${index}.png`,
    }));
    await expectError(
      await uploadPhotos(KYOTO_DAY_1, four),
      400,
      'Cannot upload 4 photos. Maximum 3 photos allowed per activity.',
    );
    expect(await client.trip(completed)).toEqual(lisbon);
  });

  it('refuses 3 files when 1 is there, storing none, and takes 2', async () => {
    const where = { tripId: completed, day: 1, activityId: pasteisDeBelem };
    const stored = storedPhotoCount();
    const three = ['a', 'b', 'c'].map((name) => ({ bytes: PNG_BYTES, name: `${name}.png` }));
    await expectError(
      await uploadPhotos(where, three),
      400,
      'Cannot upload 3 photos. Maximum 3 photos allowed per activity.',
    );
    expect(storedPhotoCount()).toBe(stored);
    const updated = await expectTrip(await uploadPhotos(where, three.slice(0, 2)), UPLOADED);
    expect(memoriesOf(updated, pasteisDeBelem).photos).toHaveLength(3);
  });

  it.each([
    ['lena (viewer)', 'lena'],
    ['admin (not on the trip)', 'admin'],
  ] as const)('refuses %s with 403 and stores nothing', async (_who, as) => {
    const stored = storedPhotoCount();
    await expectError(
      await uploadPhotos(KYOTO_DAY_1, [{ bytes: PNG_BYTES, name: 'mine.png' }], as),
      403,
      'You do not have permission to edit this trip',
    );
    expect(storedPhotoCount()).toBe(stored);
  });

  it.each([
    ['an unknown trip', { ...KYOTO_DAY_1, tripId: UNKNOWN_ID }, 'Trip not found'],
    ['a day without activities', { ...KYOTO_DAY_1, day: 5 }, 'Day not found in the itinerary'],
    ['an unknown activity', { ...KYOTO_DAY_1, activityId: UNKNOWN_ID }, 'Activity not found'],
    [
      'an activity of another day',
      { ...KYOTO_DAY_1, activityId: goldenPavilion },
      'Activity not found',
    ],
  ])('answers 404 for %s', async (_what, where, message) => {
    await expectError(
      await uploadPhotos(where, [{ bytes: PNG_BYTES, name: 'a.png' }]),
      404,
      message,
    );
  });

  it('refuses missing ids, no file, a JSON body and no token', async () => {
    await expectError(
      await uploadPhotos({ tripId: upcoming, day: 1 }, [{ bytes: PNG_BYTES, name: 'a.png' }]),
      400,
      'Trip ID, day and activity ID are required',
    );
    await expectError(
      await uploadPhotos({ ...KYOTO_DAY_1, day: 'one' }, [{ bytes: PNG_BYTES, name: 'a.png' }]),
      400,
      'Day must be a whole number from 1',
    );
    await expectError(await uploadPhotos(KYOTO_DAY_1, []), 400, 'Please select at least one photo');
    await expectError(
      await client.call('PATCH', paths.addActivityImage, { json: KYOTO_DAY_1 }),
      415,
      'Content-Type must be multipart/form-data',
    );
    const anonymous = await client.call('PATCH', paths.addActivityImage, {
      as: null,
      form: photoForm(KYOTO_DAY_1, [{ bytes: PNG_BYTES, name: 'a.png' }]),
    });
    expect(anonymous.status).toBe(401);
  });

  it('answers 404 for a photo that was never stored', async () => {
    await expectError(
      await served(`${paths.activityImage}/0123456789abcdef0123456789abcdef`),
      404,
      'Photo not found',
    );
  });

  it('drops the photos with the trip when the trip is deleted', async () => {
    const lisbon = await client.trip(completed);
    const [photo] = memoriesOf(lisbon, belemSunrise).photos;
    expect((await served(photo?.url ?? '')).status).toBe(200);
    expect(
      (await client.call('DELETE', paths.deleteTrip, { query: { tripId: completed } })).status,
    ).toBe(200);
    expect((await served(photo?.url ?? '')).status).toBe(404);
  });
});

describe('PATCH trip/add-activity-reflection', () => {
  it('adds the trimmed text with its author and time, after those already there', async () => {
    const updated = await expectTrip(
      await addReflection(KYOTO_DAY_1, { reflections: '  Worth every step.\n' }),
      REFLECTED,
    );
    const [reflection] = memoriesOf(updated, inariHike).reflections;
    expect(reflection).toEqual({
      text: 'Worth every step.',
      createdBy: maya,
      createdAt: expect.stringMatching(ISO_DATE_TIME) as string,
    });
    const byArjun = await expectTrip(
      await addReflection(KYOTO_DAY_1, { reflections: 'The view!' }, 'arjun'),
      REFLECTED,
    );
    expect(memoriesOf(byArjun, inariHike).reflections.map((entry) => entry.createdBy)).toEqual([
      maya,
      arjun,
    ]);
  });

  it('accepts 500 characters and refuses 501 with "Reflection must be 500 characters or less"', async () => {
    await expectTrip(await addReflection(KYOTO_DAY_1, { reflections: text(500) }), REFLECTED);
    const before = await client.trip(upcoming);
    await expectError(
      await addReflection(KYOTO_DAY_1, { reflections: text(501) }),
      400,
      'Reflection must be 500 characters or less',
    );
    expect(await client.trip(upcoming)).toEqual(before);
    // Counted after trimming: 500 characters with spaces around are 500.
    await expectTrip(
      await addReflection(KYOTO_DAY_1, { reflections: ` ${text(500)} ` }),
      REFLECTED,
    );
  });

  it.each([
    ['whitespace only', { reflections: ' \n\t ' }, 'Reflection cannot be empty'],
    ['empty', { reflections: '' }, 'Reflection cannot be empty'],
    ['missing', {}, 'Reflection cannot be empty'],
    ['not text', { reflections: 42 }, 'Reflection must be text'],
  ])('refuses %s with 400', async (_what, body, message) => {
    const before = await client.trip(upcoming);
    await expectError(await addReflection(KYOTO_DAY_1, body), 400, message);
    expect(await client.trip(upcoming)).toEqual(before);
  });

  it.each([
    ['lena (viewer)', 'lena'],
    ['admin (not on the trip)', 'admin'],
  ] as const)('refuses %s with 403, whatever the body', async (_who, as) => {
    for (const body of [{ reflections: 'Mine too' }, { reflections: '' }]) {
      await expectError(
        await addReflection(KYOTO_DAY_1, body, as),
        403,
        'You do not have permission to edit this trip',
      );
    }
  });

  it.each([
    ['an unknown trip', { ...KYOTO_DAY_1, tripId: UNKNOWN_ID }, 'Trip not found'],
    ['a day without activities', { ...KYOTO_DAY_1, day: 5 }, 'Day not found in the itinerary'],
    ['an unknown activity', { ...KYOTO_DAY_1, activityId: UNKNOWN_ID }, 'Activity not found'],
  ])('answers 404 for %s', async (_what, where, message) => {
    await expectError(await addReflection(where, { reflections: 'Hello' }), 404, message);
  });

  it('refuses missing ids with 400', async () => {
    await expectError(
      await addReflection({ tripId: upcoming, activityId: inariHike }, { reflections: 'Hi' }),
      400,
      'Trip ID, day and activity ID are required',
    );
  });
});

describe('seeded memories', () => {
  it("fill maya's completed trip: photos and reflections from maya and her editor, served as JPEGs", async () => {
    const lisbon = await client.trip(completed);
    expect(lisbon.collaborators).toEqual([{ userId: LISBON_COLLABORATOR_ID, role: 'editor' }]);
    const all = lisbon.itinerary.flatMap((day) => day.activities.map((entry) => entry.memories));
    const photos = all.flatMap((memories) => memories.photos);
    const reflections = all.flatMap((memories) => memories.reflections);
    expect(
      all.filter((memories) => memories.photos.length + memories.reflections.length > 0).length,
    ).toBeGreaterThanOrEqual(3);
    const authors = new Set([
      ...photos.map((photo) => photo.uploadedBy),
      ...reflections.map((reflection) => reflection.createdBy),
    ]);
    expect(authors).toEqual(new Set([maya, LISBON_COLLABORATOR_ID]));
    const lengths = reflections.map((reflection) => reflection.text.length);
    expect(Math.min(...lengths)).toBeLessThan(40);
    expect(Math.max(...lengths)).toBeGreaterThan(300);
    expect(Math.max(...lengths)).toBeLessThanOrEqual(500);

    const bodies = await Promise.all(
      photos.map(async (photo) => {
        const image = await served(photo.url);
        expect(image.headers.get('content-type')).toBe('image/jpeg');
        return new Uint8Array(await image.arrayBuffer());
      }),
    );
    // Painted scenes, not flat colours: each a different picture of some weight.
    expect(new Set(bodies.map((bytes) => bytes.byteLength)).size).toBe(bodies.length);
    for (const bytes of bodies) expect(bytes.byteLength).toBeGreaterThan(20_000);

    // The contributor's card comes from collaboraters-info like any member's.
    const cards = await client.call('GET', paths.collaboratorsInfo, {
      query: { collaboratorIdArray: [...authors] },
    });
    expect(
      collaboratorsInfoResponse.parse(await cards.json()).data.map((card) => card.userName),
    ).toEqual(['maya', 'ana.silva']);
  });
});
