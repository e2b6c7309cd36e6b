import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@contract/paths';
import { SEED_PASSWORD, messages } from '../constants';
import { setupMockApi } from '../node';
import type { MockApi } from '../node';

/** Logout revokes the access token over REST (issue 17), kept on the deny-list only until it expires. */

const START = Date.parse('2026-03-10T09:00:00Z');
let clock = START;
let mock: MockApi;
beforeAll(async () => {
  mock = await setupMockApi({ dbOptions: { now: () => clock, dataFile: null } });
  mock.listen();
});
afterEach(async () => {
  clock = START;
  await mock.reset();
});
afterAll(() => mock.close());

async function signIn(): Promise<{ token: string; cookie: string }> {
  const response = await fetch(`${mock.baseUrl}${paths.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: 'maya', password: SEED_PASSWORD }),
  });
  const body = (await response.json()) as { data: { accessToken: string } };
  const cookie = response.headers.getSetCookie().map((line) => line.split(';')[0] ?? '');
  return { token: body.data.accessToken, cookie: cookie.join('; ') };
}

async function profile(token: string) {
  const response = await fetch(`${mock.baseUrl}${paths.profile}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    status: response.status,
    message: ((await response.json()) as { message: string }).message,
  };
}

async function logout(session: { token: string; cookie: string }) {
  return fetch(`${mock.baseUrl}${paths.logout}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.token}`, cookie: session.cookie },
  });
}

describe('logout and the access token', () => {
  it('refuses the token with 401 after logout; another session of the same user keeps working', async () => {
    const session = await signIn();
    const other = await signIn();
    expect((await profile(session.token)).status).toBe(200);

    expect((await logout(session)).status).toBe(200);

    expect(await profile(session.token)).toEqual({
      status: 401,
      message: messages.accessTokenInvalid,
    });
    expect((await profile(other.token)).status).toBe(200);
  });

  it('keeps a revoked token only until it would have expired anyway', async () => {
    const session = await signIn();
    await logout(session);
    expect(mock.db.deniedAccessTokens.size()).toBe(1);
    clock += mock.db.accessTokenTtlS * 1000;
    expect(mock.db.deniedAccessTokens.size()).toBe(0);
    // Expired now, so still refused.
    expect((await profile(session.token)).status).toBe(401);
  });

  it('POST /__mock/reset empties the list', async () => {
    await logout(await signIn());
    await fetch(`${mock.baseUrl}/__mock/reset`, { method: 'POST' });
    expect(mock.db.deniedAccessTokens.size()).toBe(0);
  });
});
