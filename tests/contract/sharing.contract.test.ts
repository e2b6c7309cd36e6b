import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@contract/paths';
import {
  joinSharedResponse,
  shareLinkResponse,
  shareTokenOf,
  sharedTrip as sharedTripSchema,
  sharedTripResponse,
  sharingSettingsResponse,
} from '@contract/sharing';
import { seedIds } from '@mocks/db/seed';
import { UNKNOWN_ID, expectError, startTripClient } from './support/trip-api';
import type { SeedUserName, TripClient } from './support/trip-api';

/**
 * Sharing over HTTP (issue 13; D2 §2, §3 "Shared trip", §7): the share link (owner and editors; the
 * same link when asked again), its settings, the public shared view (no sign-in; 404 when public view
 * is off) and joining as a viewer (403 when joins are off, 409 for members).
 */

let client: TripClient;
beforeAll(async () => {
  client = await startTripClient();
});

const { upcoming, completed, inProgress } = seedIds.trips;
const { maya, arjun, lena, admin } = seedIds.users;

const generate = (tripId: string, as: SeedUserName | null = 'maya') =>
  client.call('POST', paths.generateShareLink, { as, json: { tripId } });
const settings = (tripId: string, json: unknown, as: SeedUserName = 'maya') =>
  client.call('PATCH', `${paths.sharingSettings}/${tripId}`, { as, json });
const shared = (token: string, as: SeedUserName | null = null) =>
  client.call('GET', `${paths.sharedTrip}/${encodeURIComponent(token)}`, { as });
const join = (token: string, as: SeedUserName | null) =>
  client.call('POST', `${paths.joinSharedTrip}/${encodeURIComponent(token)}`, { as });

async function shareUrlOf(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  const body = shareLinkResponse.strict().parse(await response.json());
  expect(body.message).toBe('Trip share link generated successfully!');
  return body.data.shareUrl;
}

describe('POST trip/generate-share-link', () => {
  it('makes an unguessable link on first call (at least 128 bits), with the default settings', async () => {
    const url = await shareUrlOf(await generate(inProgress));
    expect(url).toMatch(/^\/shared-trip\/[A-Za-z0-9_-]+$/);
    const token = shareTokenOf(url) ?? '';
    // base64url: 6 bits a character.
    expect(token.length * 6).toBeGreaterThanOrEqual(128);
    expect((await client.trip(inProgress)).sharing).toEqual({
      shareToken: token,
      allowPublicView: true,
      allowJoinRequests: false,
    });
    // Another trip gets another token.
    await client.api.db.reset();
    expect(shareTokenOf(await shareUrlOf(await generate(inProgress)))).not.toBe(token);
  });

  it('answers the same link when asked again, by the owner or an editor', async () => {
    const first = await shareUrlOf(await generate(upcoming, 'maya'));
    expect(first).toBe(`/shared-trip/${seedIds.shareTokens.kyoto}`);
    expect(await shareUrlOf(await generate(upcoming, 'arjun'))).toBe(first);
  });

  it.each(['lena', 'admin'] as const)('refuses %s (viewer / stranger) with 403', async (as) => {
    const before = await client.trip(inProgress);
    await expectError(
      await generate(inProgress, as),
      403,
      'You do not have permission to share this trip',
    );
    expect(await client.trip(inProgress)).toEqual(before);
  });

  it('refuses a missing or malformed trip id (400), an unknown trip (404), no token (401)', async () => {
    await expectError(
      await client.call('POST', paths.generateShareLink, { json: {} }),
      400,
      'Trip ID is required',
    );
    await expectError(await generate('kyoto'), 400, 'Invalid trip ID');
    await expectError(await generate(UNKNOWN_ID), 404, 'Trip not found');
    await expectError(await generate(upcoming, null), 401, 'Unauthorized request: no access token');
  });
});

describe('PATCH trip/sharing-settings/{tripId}', () => {
  it.each(['maya', 'arjun'] as const)('%s (owner / editor) saves both settings', async (as) => {
    const response = await settings(
      upcoming,
      { allowPublicView: false, allowJoinRequests: false },
      as,
    );
    expect(response.status).toBe(200);
    expect(sharingSettingsResponse.strict().parse(await response.json())).toEqual({
      success: true,
      message: 'Sharing settings updated successfully',
      data: {
        shareToken: seedIds.shareTokens.kyoto,
        allowPublicView: false,
        allowJoinRequests: false,
      },
    });
    expect((await client.trip(upcoming)).sharing?.allowPublicView).toBe(false);
  });

  it.each([
    ['a missing setting', { allowPublicView: true }, 'allowJoinRequests must be true or false'],
    [
      'a setting that is not a boolean',
      { allowPublicView: 'yes', allowJoinRequests: true },
      'allowPublicView must be true or false',
    ],
  ])('refuses %s with 400', async (_name, json, message) => {
    await expectError(await settings(upcoming, json), 400, message);
  });

  it.each(['lena', 'admin'] as const)('refuses %s (viewer / stranger) with 403', async (as) => {
    const before = await client.trip(upcoming);
    await expectError(
      await settings(upcoming, { allowPublicView: false, allowJoinRequests: false }, as),
      403,
      'You do not have permission to share this trip',
    );
    expect(await client.trip(upcoming)).toEqual(before);
  });

  it('answers 404 for an unknown trip and 400 for a malformed id', async () => {
    const json = { allowPublicView: true, allowJoinRequests: true };
    await expectError(await settings(UNKNOWN_ID, json), 404, 'Trip not found');
    await expectError(await settings('kyoto', json), 400, 'Invalid trip ID');
  });
});

describe('GET trip/shared/{shareToken}', () => {
  it('answers a guest (no sign-in) only the fields of D2 §3 "Shared trip"', async () => {
    // A member's memory on the first activity: it stays private.
    client.api.db.trips.update(upcoming, (trip) => {
      const activity = trip.itinerary[0]?.activities[0];
      activity?.memories.reflections.push({
        text: 'Private note',
        createdBy: maya,
        createdAt: '2026-01-01T00:00:00.000Z',
      });
      return trip;
    });
    expect(JSON.stringify(await client.trip(upcoming))).toContain('Private note');
    const response = await shared(seedIds.shareTokens.kyoto);
    expect(response.status).toBe(200);
    const raw: unknown = await response.json();
    const body = sharedTripResponse.strict().parse(raw);
    expect(sharedTripSchema.strict().parse(body.data)).toEqual(body.data);
    expect(body.data).toMatchObject({
      _id: upcoming,
      title: 'Kyoto in Autumn',
      isCompleted: false,
      owner: { firstName: 'Maya', lastName: 'Kulkarni', userName: 'maya' },
      collaborators: [{ userId: { _id: arjun } }, { userId: { _id: lena } }],
      sharing: { allowJoinRequests: true },
    });
    expect(body.data.destinations).toHaveLength(3);
    expect(body.data.itinerary.length).toBeGreaterThan(0);
    // No memories, no e-mail, no checklist, no owner id, no share token anywhere in the answer.
    for (const day of body.data.itinerary) {
      for (const activity of day.activities) {
        expect(activity.memories).toEqual({ photos: [], reflections: [] });
      }
    }
    const text = JSON.stringify(raw);
    expect(text).not.toContain('@example.com');
    expect(text).not.toContain('checklist');
    expect(text).not.toContain(maya);
    expect(text).not.toContain(seedIds.shareTokens.kyoto);
    expect(text).not.toContain('Private note');
  });

  it('answers a signed-in caller the same', async () => {
    const asGuest = await (await shared(seedIds.shareTokens.kyoto)).json();
    expect(await (await shared(seedIds.shareTokens.kyoto, 'admin')).json()).toEqual(asGuest);
  });

  it('answers 404 with a message for an unknown token and for a trip whose public view is off', async () => {
    await expectError(await shared('not-a-token'), 404, 'This shared trip link is not valid');
    await expectError(
      await shared(seedIds.shareTokens.lisbon),
      404,
      'This trip is not shared publicly',
    );
    // Turned off by the owner: the link stops answering at once.
    await settings(upcoming, { allowPublicView: false, allowJoinRequests: true });
    await expectError(
      await shared(seedIds.shareTokens.kyoto),
      404,
      'This trip is not shared publicly',
    );
  });

  it('the completed trip reads isCompleted once its public view is on again', async () => {
    await settings(completed, { allowPublicView: true, allowJoinRequests: false });
    const body = sharedTripResponse.parse(await (await shared(seedIds.shareTokens.lisbon)).json());
    expect(body.data).toMatchObject({ isCompleted: true, sharing: { allowJoinRequests: false } });
  });
});

describe('POST trip/join-shared/{shareToken}', () => {
  it('makes a signed-in stranger a viewer: data is the trip, and they can read it', async () => {
    const response = await join(seedIds.shareTokens.kyoto, 'admin');
    expect(response.status).toBe(200);
    const body = joinSharedResponse.strict().parse(await response.json());
    expect(body.message).toBe('Successfully joined the trip as a viewer!');
    expect(body.data.collaborators).toContainEqual({ userId: admin, role: 'viewer' });
    expect((await client.trip(upcoming, 'admin'))._id).toBe(upcoming);
    // The shared view now counts them.
    const view = sharedTripResponse.parse(await (await shared(seedIds.shareTokens.kyoto)).json());
    expect(view.data.collaborators).toContainEqual({ userId: { _id: admin } });
  });

  it.each([
    ['the owner', 'maya'],
    ['the editor', 'arjun'],
    ['the viewer', 'lena'],
  ] as const)('refuses %s (a member) with 409, and nothing changes', async (_name, as) => {
    const before = await client.trip(upcoming);
    await expectError(
      await join(seedIds.shareTokens.kyoto, as),
      409,
      'You are already a member of this trip',
    );
    expect(await client.trip(upcoming)).toEqual(before);
  });

  it('refuses with 403 when joins are off', async () => {
    await settings(upcoming, { allowPublicView: true, allowJoinRequests: false });
    await expectError(
      await join(seedIds.shareTokens.kyoto, 'admin'),
      403,
      'This trip does not accept new members',
    );
    expect((await client.trip(upcoming)).collaborators).toHaveLength(2);
  });

  it('refuses an unknown token with 404 and a guest with 401', async () => {
    await expectError(
      await join('not-a-token', 'admin'),
      404,
      'This shared trip link is not valid',
    );
    await expectError(
      await join(seedIds.shareTokens.kyoto, null),
      401,
      'Unauthorized request: no access token',
    );
  });
});
