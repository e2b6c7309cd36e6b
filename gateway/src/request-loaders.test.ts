import { SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import type { UserCard } from '@contract/trip';
import type { User } from '@contract/user';
import { createRequestLoaders, userIdFromBearer } from './request-loaders';

const secret = new TextEncoder().encode('any secret: the gateway never checks it');

async function bearer(claims: Record<string, unknown>): Promise<string> {
  const token = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(secret);
  return `Bearer ${token}`;
}

const card = (id: string): UserCard => ({ _id: id, userName: `user-${id}`, email: `${id}@x.test` });

function fakeRest(cards: UserCard[]) {
  return {
    collaboratorsInfo: vi.fn(async (ids: readonly string[]) =>
      cards.filter((entry) => ids.includes(entry._id)),
    ),
    getProfile: vi.fn(async () => ({ _id: 'from-profile' }) as User),
  };
}

describe('userIdFromBearer', () => {
  it('reads the sub claim of a bearer token', async () => {
    expect(userIdFromBearer(await bearer({ sub: 'u1' }))).toBe('u1');
  });

  it('is null without a token, for another scheme, for garbage and without sub', async () => {
    expect(userIdFromBearer(undefined)).toBeNull();
    expect(userIdFromBearer('Basic dXNlcjpwYXNz')).toBeNull();
    expect(userIdFromBearer('Bearer not-a-jwt')).toBeNull();
    expect(userIdFromBearer(await bearer({ userName: 'maya' }))).toBeNull();
  });
});

describe('createRequestLoaders', () => {
  it('asks for all cards requested in one tick in one call, each id once, unknown ids null', async () => {
    const rest = fakeRest([card('a'), card('b')]);
    const { userCards } = createRequestLoaders(rest, undefined);

    const answers = await Promise.all([
      userCards.load('a'),
      userCards.load('b'),
      userCards.load('a'),
      userCards.load('gone'),
    ]);

    expect(rest.collaboratorsInfo).toHaveBeenCalledTimes(1);
    expect(rest.collaboratorsInfo).toHaveBeenCalledWith(['a', 'b', 'gone']);
    expect(answers.map((answer) => answer?.userName ?? null)).toEqual([
      'user-a',
      'user-b',
      'user-a',
      null,
    ]);
  });

  it('takes the viewer from the token without calling get-profile', async () => {
    const rest = fakeRest([]);
    const loaders = createRequestLoaders(rest, await bearer({ sub: 'u1' }));

    expect(await loaders.viewerId()).toBe('u1');
    expect(rest.getProfile).not.toHaveBeenCalled();
  });

  it('falls back to one get-profile call per request when the token names no sub', async () => {
    const rest = fakeRest([]);
    const loaders = createRequestLoaders(rest, await bearer({ userId: 'elsewhere' }));

    expect(await Promise.all([loaders.viewerId(), loaders.viewerId()])).toEqual([
      'from-profile',
      'from-profile',
    ]);
    expect(rest.getProfile).toHaveBeenCalledTimes(1);
  });

  it('is null for nobody signed in, and when get-profile fails', async () => {
    const rest = fakeRest([]);
    expect(await createRequestLoaders(rest, undefined).viewerId()).toBeNull();
    expect(rest.getProfile).not.toHaveBeenCalled();

    rest.getProfile.mockRejectedValueOnce(new Error('401'));
    expect(await createRequestLoaders(rest, 'Bearer opaque-token').viewerId()).toBeNull();
  });
});
