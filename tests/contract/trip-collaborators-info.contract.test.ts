import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@contract/paths';
import { collaboratorsInfoResponse, userCard } from '@contract/trip';
import type { UserCard } from '@contract/trip';
import { seedIds } from '@mocks/db/seed';
import { UNKNOWN_ID, expectError, startTripClient } from './support/trip-api';
import type { Query, TripClient } from './support/trip-api';

/**
 * GET user/collaboraters-info?collaboratorIdArray={id} repeated (D2 §7, spelt so): the user cards the
 * trip page shows for the owner, the collaborators and memory contributors.
 */

let client: TripClient;
beforeAll(async () => {
  client = await startTripClient();
});

const { maya, arjun, lena } = seedIds.users;

async function cardsFor(query: Query): Promise<UserCard[]> {
  const response = await client.call('GET', paths.collaboratorsInfo, { as: 'lena', query });
  expect(response.status).toBe(200);
  const body = collaboratorsInfoResponse.strict().parse(await response.json());
  expect(body.message).toBe('User details fetched successfully');
  for (const card of body.data) expect(userCard.strict().parse(card)).toEqual(card);
  return body.data;
}

describe('GET user/collaboraters-info', () => {
  it('answers the cards of the ids asked, in that order, unknown ids left out, repeats once', async () => {
    const cards = await cardsFor({ collaboratorIdArray: [arjun, UNKNOWN_ID, maya, arjun] });
    expect(cards).toEqual([
      {
        _id: arjun,
        userName: 'arjun',
        email: 'arjun@example.com',
        firstName: 'Arjun',
        lastName: 'Mehta',
      },
      {
        _id: maya,
        userName: 'maya',
        email: 'maya@example.com',
        firstName: 'Maya',
        lastName: 'Kulkarni',
      },
    ]);
  });

  it('carries the profile picture once a user has one, and nothing private', async () => {
    client.api.db.users.update(lena, (stored) => {
      stored.profilePic = '/api/v1/user/profile-picture/abc';
    });
    const [card] = await cardsFor({ collaboratorIdArray: lena });
    expect(card).toMatchObject({ profilePic: '/api/v1/user/profile-picture/abc' });
    expect(Object.keys(card ?? {}).sort()).toEqual([
      '_id',
      'email',
      'firstName',
      'lastName',
      'profilePic',
      'userName',
    ]);
  });

  it("reads axios's bracket spelling too", async () => {
    const cards = await cardsFor({ 'collaboratorIdArray[]': [lena, maya] });
    expect(cards.map((card) => card.userName)).toEqual(['lena', 'maya']);
  });

  it('answers an empty list when no id is asked', async () => {
    expect(await cardsFor({})).toEqual([]);
  });

  it('refuses a malformed id and more than 100 ids with 400', async () => {
    await expectError(
      await client.call('GET', paths.collaboratorsInfo, {
        query: { collaboratorIdArray: [maya, 'lena'] },
      }),
      400,
      'Invalid user ID',
    );
    const many = Array.from({ length: 101 }, () => maya);
    await expectError(
      await client.call('GET', paths.collaboratorsInfo, { query: { collaboratorIdArray: many } }),
      400,
      'At most 100 user IDs per request',
    );
  });

  it('answers 401 without a token', async () => {
    await expectError(
      await client.call('GET', paths.collaboratorsInfo, {
        as: null,
        query: { collaboratorIdArray: maya },
      }),
      401,
      'Unauthorized request: no access token',
    );
  });
});
