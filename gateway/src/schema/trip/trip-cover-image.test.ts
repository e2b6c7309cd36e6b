import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@contract/paths';
import { seedIds } from '@mocks/db/seed';
import { tripMessages } from '@mocks/trips/constants';
import { TRIP_COVER_IMAGE_ROUTE } from '../../images/trip-cover-images';
import { MEGABYTE } from '../../uploads/constants';
import { graphqlMultipart } from '../../testing/multipart-request';
import { startTripStack, stopTripStack } from '../../testing/trip-stack';
import type { TripStack } from '../../testing/trip-stack';

const UPDATE_COVER = /* GraphQL */ `
  mutation UpdateTripCoverImage($tripId: ID!, $file: Upload!) {
    updateTripCoverImage(tripId: $tripId, file: $file) {
      id
      coverImage
    }
  }
`;
interface UpdateCoverData {
  updateTripCoverImage: { id: string; coverImage: string | null };
}

const KYOTO = seedIds.trips.upcoming;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const GIF_SIGNATURE = Array.from('GIF89a', (character) => character.charCodeAt(0));

/** `size` bytes starting with `head`, the rest a repeating pattern. */
function imageBytes(head: readonly number[], size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  for (let index = 0; index < size; index += 1) bytes[index] = index % 251;
  bytes.set(head);
  return bytes;
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

async function uploadCover(userName: string, bytes: Uint8Array<ArrayBuffer>, fileName: string) {
  const headers = await stack.bearerFor(userName);
  const mark = stack.logMark();
  const answer = await graphqlMultipart<UpdateCoverData>(
    stack.gateway.url,
    UPDATE_COVER,
    { tripId: KYOTO, file: null },
    [{ path: 'variables.file', file: new Blob([bytes], { type: 'image/png' }), fileName }],
    { headers },
  );
  return { answer, restCalls: stack.restCallsSince(mark) };
}

describe('Mutation.updateTripCoverImage', () => {
  it('forwards a PNG and answers a gateway URL that serves the same bytes', async () => {
    const bytes = imageBytes(PNG_SIGNATURE, 40_000);

    const { answer, restCalls } = await uploadCover('maya', bytes, 'kyoto.png');

    expect(answer.errors).toBeUndefined();
    expect(restCalls).toEqual([`PATCH ${paths.addTripCoverImage}`]);
    const coverImage = answer.data?.updateTripCoverImage.coverImage ?? '';
    expect(coverImage).toMatch(new RegExp(`^${TRIP_COVER_IMAGE_ROUTE}/[\\w-]+$`));
    // The REST server stored it under its own path; the browser loads it from the gateway.
    expect(stack.mock.db.trips.findById(KYOTO)?.tripCoverImage).toMatch(
      new RegExp(`^${paths.tripCoverImage}/`),
    );

    const image = await fetch(`${stack.gateway.url}${coverImage}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(bytes);
  });

  // 5 MB through the gateway, then parsed and stored (base64) by the in-process mock: slower.
  it('accepts exactly 5 MB', { timeout: 30_000 }, async () => {
    const { answer } = await uploadCover(
      'maya',
      imageBytes(PNG_SIGNATURE, 5 * MEGABYTE),
      'big.png',
    );

    expect(answer.errors).toBeUndefined();
    expect(answer.data?.updateTripCoverImage.coverImage).toMatch(/^\/photos\/trip-covers\//);
  });

  it('refuses a GIF with the spec text, without calling the REST server', async () => {
    const { answer, restCalls } = await uploadCover(
      'maya',
      imageBytes(GIF_SIGNATURE, 2_000),
      'party.gif',
    );

    expect(answer.errors?.[0]).toMatchObject({
      message: 'party.gif is not a supported image format (JPEG, PNG, WEBP)',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(restCalls).toEqual([]);
  });

  it('refuses a text file named .png by its bytes', async () => {
    const text = new TextEncoder().encode('not an image at all, just text');
    const { answer, restCalls } = await uploadCover('maya', new Uint8Array(text), 'fake.png');

    expect(answer.errors?.[0]?.message).toBe(
      'fake.png is not a supported image format (JPEG, PNG, WEBP)',
    );
    expect(restCalls).toEqual([]);
  });

  it('refuses more than 5 MB with the spec text, without calling the REST server', async () => {
    const { answer, restCalls } = await uploadCover(
      'maya',
      imageBytes(PNG_SIGNATURE, 5 * MEGABYTE + 1),
      'huge.png',
    );

    expect(answer.errors?.[0]).toMatchObject({
      message: 'huge.png is too large. Maximum size is 5MB',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(restCalls).toEqual([]);
  });

  it('is FORBIDDEN for lena (viewer) with the server message', async () => {
    const { answer } = await uploadCover('lena', imageBytes(PNG_SIGNATURE, 2_000), 'mine.png');

    expect(answer.errors?.[0]).toMatchObject({
      message: tripMessages.noEditPermission,
      extensions: { code: 'FORBIDDEN' },
    });
    expect(stack.mock.db.trips.findById(KYOTO)?.tripCoverImage).toBeNull();
  });
});

describe('GET /photos/trip-covers/:imageId', () => {
  it('is 404 for an unknown cover and for ids that are not plain', async () => {
    expect((await fetch(`${stack.gateway.url}${TRIP_COVER_IMAGE_ROUTE}/unknown123`)).status).toBe(
      404,
    );
    expect((await fetch(`${stack.gateway.url}${TRIP_COVER_IMAGE_ROUTE}/..%2Fsecret`)).status).toBe(
      404,
    );
  });
});
