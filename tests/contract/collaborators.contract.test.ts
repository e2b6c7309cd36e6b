import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@contract/paths';
import { searchUserResponse } from '@contract/sharing';
import { seedIds } from '@mocks/db/seed';
import { UNKNOWN_ID, expectError, expectTrip, startTripClient } from './support/trip-api';
import type { TripClient } from './support/trip-api';

/**
 * Collaborators over HTTP (issue 13; D1 §7, D2 §6, §7): user search, add, remove (and leave), change a
 * role. The owner maya and the editor arjun invite; only maya changes roles or removes; lena (viewer)
 * and admin (a stranger) are refused with 403; every refusal keeps the trip as it was.
 */

let client: TripClient;
beforeAll(async () => {
  client = await startTripClient();
});

const { upcoming } = seedIds.trips;
const { maya, arjun, lena, admin } = seedIds.users;

function userIdOf(userName: string): string {
  const user = client.api.db.users.findByUserName(userName);
  if (!user) throw new Error(`no seeded user ${userName}`);
  return user._id;
}

const addCollaborator = (
  query: Record<string, string | undefined>,
  as: 'maya' | 'arjun' | 'lena' | 'admin' = 'maya',
) => client.call('PATCH', paths.addCollaborator, { as, query });

describe('GET user/search-user?userName', () => {
  const search = async (userName: string, as: 'maya' | 'arjun' = 'maya') => {
    const response = await client.call('GET', paths.searchUser, { as, query: { userName } });
    expect(response.status).toBe(200);
    return searchUserResponse.strict().parse(await response.json());
  };

  it('answers at most 10 users with only _id, userName, email and profilePic, names starting with the text first', async () => {
    const body = await search('a');
    expect(body.message).toBe('Users fetched successfully');
    expect(body.data).toHaveLength(10);
    for (const found of body.data) {
      expect(Object.keys(found).sort()).toEqual(
        ['_id', 'email', 'userName', ...(found.profilePic ? ['profilePic'] : [])].sort(),
      );
      expect(found.userName.toLowerCase()).toContain('a');
    }
    const names = body.data.map((found) => found.userName);
    const firstSubstring = names.findIndex((name) => !name.startsWith('a'));
    if (firstSubstring >= 0) {
      expect(names.slice(firstSubstring).every((name) => !name.startsWith('a'))).toBe(true);
    }
    // The seeded travellers have pictures.
    expect(body.data.filter((found) => found.profilePic).length).toBeGreaterThan(5);
  });

  it('never answers the caller, ignores case and finds substrings', async () => {
    expect((await search('MAY')).data.map((found) => found._id)).not.toContain(maya);
    expect((await search('MAY', 'arjun')).data.map((found) => found._id)).toContain(maya);
    expect((await search('ATEL')).data.map((found) => found.userName)).toEqual(['priya.patel']);
    expect((await search('nobody-has-this')).data).toEqual([]);
  });

  it('the picture URL serves the JPEG', async () => {
    const [found] = (await search('priya')).data;
    expect(found?.profilePic).toMatch(/^\/api\/v1\/user\/profile-picture\//);
    const image = await fetch(`${client.api.url}${found?.profilePic ?? ''}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
  });

  it('refuses a blank text with 400 and a caller without a token with 401', async () => {
    await expectError(
      await client.call('GET', paths.searchUser, { query: { userName: '  ' } }),
      400,
      'Enter a user name to search for',
    );
    await expectError(
      await client.call('GET', paths.searchUser, { as: null, query: { userName: 'a' } }),
      401,
      'Unauthorized request: no access token',
    );
  });
});

describe('PATCH trip/add-collaborator?tripId&_id&role', () => {
  it.each(['maya', 'arjun'] as const)(
    '%s (owner / editor) adds a user as editor: the trip answers them with the role',
    async (as) => {
      const priya = userIdOf('priya.patel');
      const trip = await expectTrip(
        await addCollaborator({ tripId: upcoming, _id: priya, role: 'editor' }, as),
        'Collaborator added successfully',
      );
      expect(trip.collaborators).toEqual([
        { userId: arjun, role: 'editor' },
        { userId: lena, role: 'viewer' },
        { userId: priya, role: 'editor' },
      ]);
      expect(await client.trip(upcoming, 'maya')).toEqual(trip);
    },
  );

  it('the new collaborator reads the trip and sees it in their list', async () => {
    await addCollaborator({ tripId: upcoming, _id: admin, role: 'viewer' });
    expect((await client.trip(upcoming, 'admin'))._id).toBe(upcoming);
  });

  it.each([
    ['the owner', () => maya, 409, 'The trip owner is already part of this trip'],
    ['a member twice', () => lena, 409, 'This user is already a collaborator on this trip'],
    ['an unknown user', () => UNKNOWN_ID, 404, 'User not found'],
  ])('refuses %s, and the trip stays as it was', async (_name, userId, status, message) => {
    const before = await client.trip(upcoming);
    await expectError(
      await addCollaborator({ tripId: upcoming, _id: userId(), role: 'viewer' }),
      status,
      message,
    );
    expect(await client.trip(upcoming)).toEqual(before);
  });

  it.each([
    ['a bad role', { role: 'owner' }, 'Role must be viewer or editor'],
    ['no role', { role: undefined }, 'Role is required'],
    ['no user id', { _id: undefined }, 'User ID is required'],
    ['a malformed user id', { _id: 'priya' }, 'Invalid user ID'],
    ['no trip id', { tripId: undefined }, 'Trip ID is required'],
  ])('refuses %s with 400', async (_name, change, message) => {
    const query = { tripId: upcoming, _id: userIdOf('priya.patel'), role: 'viewer', ...change };
    await expectError(await addCollaborator(query), 400, message);
  });

  it.each(['lena', 'admin'] as const)('refuses %s (viewer / stranger) with 403', async (as) => {
    const before = await client.trip(upcoming);
    await expectError(
      await addCollaborator({ tripId: upcoming, _id: userIdOf('priya.patel'), role: 'viewer' }, as),
      403,
      'You do not have permission to invite collaborators to this trip',
    );
    expect(await client.trip(upcoming)).toEqual(before);
  });

  it('answers 404 for an unknown trip and 401 without a token', async () => {
    await expectError(
      await addCollaborator({ tripId: UNKNOWN_ID, _id: userIdOf('priya.patel'), role: 'viewer' }),
      404,
      'Trip not found',
    );
    await expectError(
      await client.call('PATCH', paths.addCollaborator, {
        as: null,
        query: { tripId: upcoming, _id: admin, role: 'viewer' },
      }),
      401,
      'Unauthorized request: no access token',
    );
  });
});

describe('PATCH trip/remove-collaborator?tripId&collaboratorId', () => {
  const remove = (collaboratorId: string, as: 'maya' | 'arjun' | 'lena' | 'admin' = 'maya') =>
    client.call('PATCH', paths.removeCollaborator, {
      as,
      query: { tripId: upcoming, collaboratorId },
    });

  it('the owner removes a collaborator, who can no longer read the trip', async () => {
    const trip = await expectTrip(await remove(lena), 'Collaborator removed successfully');
    expect(trip.collaborators).toEqual([{ userId: arjun, role: 'editor' }]);
    await expectError(
      await client.call('GET', paths.tripDetails, { as: 'lena', query: { tripId: upcoming } }),
      403,
      'You do not have permission to view this trip',
    );
  });

  it.each(['lena', 'arjun'] as const)('%s leaves the trip (removes themself)', async (as) => {
    const userId = as === 'lena' ? lena : arjun;
    const trip = await expectTrip(await remove(userId, as), 'You left the trip');
    expect(trip.collaborators.map((entry) => entry.userId)).not.toContain(userId);
  });

  it.each([
    [
      'arjun (editor) removing lena',
      lena,
      'arjun',
      403,
      'Only the trip owner can remove collaborators',
    ],
    [
      'lena (viewer) removing arjun',
      arjun,
      'lena',
      403,
      'Only the trip owner can remove collaborators',
    ],
    [
      'admin (stranger) removing lena',
      lena,
      'admin',
      403,
      'You do not have permission to view this trip',
    ],
    [
      'the owner removing a non-member',
      admin,
      'maya',
      404,
      'This user is not a collaborator on this trip',
    ],
    [
      'the owner removing herself',
      maya,
      'maya',
      404,
      'This user is not a collaborator on this trip',
    ],
    ['a malformed id', 'lena', 'maya', 400, 'Invalid user ID'],
  ] as const)('refuses %s, and the trip stays', async (_name, id, as, status, message) => {
    const before = await client.trip(upcoming);
    await expectError(await remove(id, as), status, message);
    expect(await client.trip(upcoming)).toEqual(before);
  });

  it('refuses a missing collaborator id with 400 and an unknown trip with 404', async () => {
    await expectError(
      await client.call('PATCH', paths.removeCollaborator, { query: { tripId: upcoming } }),
      400,
      'Collaborator ID is required',
    );
    await expectError(
      await client.call('PATCH', paths.removeCollaborator, {
        query: { tripId: UNKNOWN_ID, collaboratorId: lena },
      }),
      404,
      'Trip not found',
    );
  });
});

describe('PUT trip/edit-collaborator-role?tripId', () => {
  const editRole = (json: unknown, as: 'maya' | 'arjun' | 'lena' | 'admin' = 'maya') =>
    client.call('PUT', paths.editCollaboratorRole, { as, query: { tripId: upcoming }, json });

  it('the owner makes lena an editor: she may then write', async () => {
    const trip = await expectTrip(
      await editRole({ collaboratorUserId: lena, role: 'editor' }),
      'Collaborator role updated successfully',
    );
    expect(trip.collaborators).toEqual([
      { userId: arjun, role: 'editor' },
      { userId: lena, role: 'editor' },
    ]);
    const write = await client.call('PATCH', paths.addChecklistItem, {
      as: 'lena',
      query: { tripId: upcoming },
      json: { item: 'Umbrella' },
    });
    expect(write.status).toBe(200);
  });

  it.each([
    ['arjun (editor)', 'arjun', 403, 'Only the trip owner can change collaborator roles'],
    ['lena (viewer)', 'lena', 403, 'Only the trip owner can change collaborator roles'],
    ['admin (stranger)', 'admin', 403, 'Only the trip owner can change collaborator roles'],
  ] as const)('refuses %s with 403', async (_name, as, status, message) => {
    const before = await client.trip(upcoming);
    await expectError(
      await editRole({ collaboratorUserId: lena, role: 'editor' }, as),
      status,
      message,
    );
    expect(await client.trip(upcoming)).toEqual(before);
  });

  it.each([
    [
      'a bad role',
      { collaboratorUserId: lena, role: 'admin' },
      400,
      'Role must be viewer or editor',
    ],
    ['no role', { collaboratorUserId: lena }, 400, 'Role is required'],
    ['no user', { role: 'viewer' }, 400, 'Collaborator ID is required'],
    ['a malformed user', { collaboratorUserId: 'x', role: 'viewer' }, 400, 'Invalid user ID'],
    [
      'a non-member',
      { collaboratorUserId: admin, role: 'viewer' },
      404,
      'This user is not a collaborator on this trip',
    ],
    [
      'the owner',
      { collaboratorUserId: maya, role: 'viewer' },
      404,
      'This user is not a collaborator on this trip',
    ],
  ])('refuses %s', async (_name, json, status, message) => {
    const before = await client.trip(upcoming);
    await expectError(await editRole(json), status, message);
    expect(await client.trip(upcoming)).toEqual(before);
  });
});
