import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@contract/paths';
import { seedIds } from '@mocks/db/seed';
import {
  PNG_BYTES,
  coverForm,
  expectError,
  expectTrip,
  jpegOfSize,
  startTripClient,
} from './support/trip-api';
import type { TripClient } from './support/trip-api';

/**
 * PATCH trip/add-trip-cover-image (D1 §7; RESOLUTIONS 27.30 and "Cover images"): multipart `tripId` and
 * the file `tripCoverImage`; JPEG, PNG or WEBP by their bytes, at most 5 MB; served back by the mock.
 * Who may upload: trip-operations.contract.test.ts.
 */

let client: TripClient;
beforeAll(async () => {
  client = await startTripClient();
});

const { upcoming } = seedIds.trips;
const FIVE_MB = 5 * 1024 * 1024;

const upload = (form: FormData) => client.call('PATCH', paths.addTripCoverImage, { form });
const served = (path: string | null | undefined) => fetch(`${client.api.url}${path ?? ''}`);

/** A minimal WEBP header: RIFF, size, WEBP, a VP8 chunk tag. */
const WEBP_BYTES = new Uint8Array([
  ...Array.from('RIFF', (ch) => ch.charCodeAt(0)),
  0x24,
  0,
  0,
  0,
  ...Array.from('WEBPVP8 ', (ch) => ch.charCodeAt(0)),
]);

describe('PATCH trip/add-trip-cover-image', () => {
  it('stores the PNG and serves the same bytes at the path set as tripCoverImage', async () => {
    const updated = await expectTrip(
      await upload(coverForm(upcoming, new Blob([PNG_BYTES], { type: 'image/png' }), 'kyoto.png')),
      'Cover image updated successfully',
    );
    expect(updated.tripCoverImage).toMatch(/^\/api\/v1\/trip\/cover-image\/[0-9a-f]{32}$/);
    expect((await client.trip(upcoming)).tripCoverImage).toBe(updated.tripCoverImage);

    // Public like any image URL: an <img> sends no bearer token.
    const image = await served(updated.tripCoverImage);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG_BYTES);
  });

  it('takes the type from the bytes, not from the declared type', async () => {
    const updated = await expectTrip(
      await upload(coverForm(upcoming, new Blob([WEBP_BYTES], { type: 'image/png' }), 'a.png')),
      'Cover image updated successfully',
    );
    expect((await served(updated.tripCoverImage)).headers.get('content-type')).toBe('image/webp');
  });

  it('a new cover replaces the old one, whose bytes go', async () => {
    const first = await expectTrip(
      await upload(coverForm(upcoming, new Blob([PNG_BYTES]), 'first.png')),
      'Cover image updated successfully',
    );
    const second = await expectTrip(
      await upload(coverForm(upcoming, new Blob([jpegOfSize(2048)]), 'second.jpg')),
      'Cover image updated successfully',
    );
    expect(second.tripCoverImage).not.toBe(first.tripCoverImage);
    await expectError(await served(first.tripCoverImage), 404, 'Cover image not found');
    const image = await served(second.tripCoverImage);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect((await image.arrayBuffer()).byteLength).toBe(2048);
  });

  it('accepts exactly 5 MB', async () => {
    const updated = await expectTrip(
      await upload(coverForm(upcoming, new Blob([jpegOfSize(FIVE_MB)]), 'limit.jpg')),
      'Cover image updated successfully',
    );
    expect(updated.tripCoverImage).toBeTruthy();
  });

  it('refuses a text file with 415, naming the file, and keeps the trip as it was', async () => {
    const before = await client.trip(upcoming);
    const text = new Blob(['Day 1: temples. Day 2: more temples.'], { type: 'image/jpeg' });
    await expectError(
      await upload(coverForm(upcoming, text, 'notes.txt')),
      415,
      'notes.txt is not a supported image format (JPEG, PNG, WEBP)',
    );
    expect(await client.trip(upcoming)).toEqual(before);
  });

  it('refuses a GIF with 415: covers are JPEG, PNG or WEBP only', async () => {
    const gif = new Blob([new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0])]);
    await expectError(
      await upload(coverForm(upcoming, gif, 'anim.gif')),
      415,
      'anim.gif is not a supported image format (JPEG, PNG, WEBP)',
    );
  });

  it('refuses 6 MB with a JPEG header with 413, and stores nothing', async () => {
    const before = await client.trip(upcoming);
    await expectError(
      await upload(coverForm(upcoming, new Blob([jpegOfSize(6 * 1024 * 1024)]), 'big.jpg')),
      413,
      'big.jpg is too large. Maximum size is 5MB',
    );
    expect(await client.trip(upcoming)).toEqual(before);
    expect(client.api.db.snapshot().tripCoverImages).toEqual([]);
  });

  it('names an unnamed file "The file"', async () => {
    const form = new FormData();
    form.append('tripId', upcoming);
    form.append('tripCoverImage', new Blob(['plain']));
    await expectError(
      await upload(form),
      415,
      'The file is not a supported image format (JPEG, PNG, WEBP)',
    );
  });

  it('refuses a form without the file or without the trip id with 400', async () => {
    await expectError(await upload(coverForm(upcoming)), 400, 'Please select an image file');
    await expectError(
      await upload(coverForm(undefined, new Blob([PNG_BYTES]), 'a.png')),
      400,
      'Trip ID is required',
    );
  });

  it('refuses a JSON body with 415', async () => {
    await expectError(
      await client.call('PATCH', paths.addTripCoverImage, { json: { tripId: upcoming } }),
      415,
      'Content-Type must be multipart/form-data',
    );
  });

  it('answers 404 for a cover image that was never stored', async () => {
    await expectError(
      await served(`${paths.tripCoverImage}/0123456789abcdef0123456789abcdef`),
      404,
      'Cover image not found',
    );
  });
});
