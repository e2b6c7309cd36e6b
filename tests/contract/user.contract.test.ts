import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@contract/paths';
import {
  loginResponse,
  logoutResponse,
  profileResponse,
  refreshResponse,
  user as userSchema,
} from '@contract/user';
import { seedIds } from '@mocks/db/seed';
import type { MockHttpServer } from '@mocks/http-server';
import {
  bearer,
  cookieFrom,
  errorOf,
  login,
  onlySetCookie,
  postJson,
  startApi,
} from './support/mock-api';

const REFRESH_COOKIE_ATTRIBUTES = 'HttpOnly; Secure; SameSite=Strict; Path=/; Max-Age=604800';
const CLEARED_COOKIE = 'refreshToken=; HttpOnly; Secure; SameSite=Strict; Path=/; Max-Age=0';

let api: MockHttpServer;
beforeAll(async () => {
  api = await startApi();
});

const refresh = (cookie?: string) =>
  fetch(`${api.url}${paths.refreshToken}`, {
    method: 'POST',
    headers: cookie ? { cookie } : {},
  });
const profile = (headers: HeadersInit = {}) => fetch(`${api.url}${paths.profile}`, { headers });

describe('POST /api/v1/user/login', () => {
  it('answers the user and an access token, and sets the refresh cookie', async () => {
    const response = await postJson(`${api.url}${paths.login}`, {
      userName: 'maya',
      password: 'travel123',
    });
    expect(response.status).toBe(200);
    const body = loginResponse.parse(await response.json());
    expect(body.success).toBe(true);
    expect(body.data.loggedInUser).toEqual(userSchema.strict().parse(body.data.loggedInUser));
    expect(body.data.loggedInUser).toMatchObject({ _id: seedIds.users.maya, userName: 'maya' });
    expect(body.data.loggedInUser).not.toHaveProperty('passwordHash');
    expect(body.data.accessToken.split('.')).toHaveLength(3);

    const setCookie = onlySetCookie(response);
    expect(setCookie).toMatch(/^refreshToken=[\w-]{20,}; /);
    expect(setCookie.slice(setCookie.indexOf(';') + 2)).toBe(REFRESH_COOKIE_ATTRIBUTES);
  });

  it('sets a browser-session cookie (no Max-Age) when rememberMe is false', async () => {
    const response = await postJson(`${api.url}${paths.login}`, {
      userName: 'maya',
      password: 'travel123',
      rememberMe: false,
    });
    expect(response.status).toBe(200);
    const setCookie = onlySetCookie(response);
    expect(setCookie).toMatch(/^refreshToken=[\w-]+; HttpOnly; Secure; SameSite=Strict; Path=\/$/);
    // The rotated cookie keeps the choice.
    const rotated = onlySetCookie(await refresh(cookieFrom(setCookie)));
    expect(rotated).not.toContain('Max-Age');
  });

  it('refuses a wrong password and an unknown user with the same 401', async () => {
    for (const credentials of [
      { userName: 'maya', password: 'travel124' },
      { userName: 'nobody', password: 'travel123' },
    ]) {
      const response = await postJson(`${api.url}${paths.login}`, credentials);
      expect(response.status).toBe(401);
      expect(await errorOf(response)).toEqual({
        success: false,
        message: 'Invalid username or password',
      });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it('answers 400 with the missing field', async () => {
    const noName = await postJson(`${api.url}${paths.login}`, { password: 'travel123' });
    expect(noName.status).toBe(400);
    expect((await errorOf(noName)).message).toBe('Username is required');

    const noPassword = await postJson(`${api.url}${paths.login}`, { userName: 'maya' });
    expect(noPassword.status).toBe(400);
    expect((await errorOf(noPassword)).message).toBe('Password is required');

    const blank = await postJson(`${api.url}${paths.login}`, { userName: '  ', password: 'x' });
    expect((await errorOf(blank)).message).toBe('Username is required');

    const empty = await fetch(`${api.url}${paths.login}`, { method: 'POST' });
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).message).toBe('Username is required');
  });

  it('answers 400 for broken JSON, 415 for a body that is not JSON, 413 for a huge one', async () => {
    const broken = await fetch(`${api.url}${paths.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"userName": ',
    });
    expect(broken.status).toBe(400);
    await errorOf(broken);

    const form = await fetch(`${api.url}${paths.login}`, {
      method: 'POST',
      body: new URLSearchParams({ userName: 'maya', password: 'travel123' }),
    });
    expect(form.status).toBe(415);
    await errorOf(form);

    const huge = await postJson(`${api.url}${paths.login}`, {
      userName: 'maya',
      password: 'x'.repeat(200 * 1024),
    });
    expect(huge.status).toBe(413);
    await errorOf(huge);
  });

  it('refuses newbie until the e-mail is verified, with the text the login screen looks for', async () => {
    const response = await postJson(`${api.url}${paths.login}`, {
      userName: 'newbie',
      password: 'travel123',
    });
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toEqual({
      success: false,
      message: 'Please verify your email before logging in.',
    });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('logs in admin with role admin', async () => {
    const { body } = await login(api, 'admin');
    expect(body.data.loggedInUser.role).toBe('admin');
  });
});

describe('GET /api/v1/user/get-profile', () => {
  it('answers the caller with a valid token', async () => {
    const session = await login(api, 'maya');
    const response = await profile(bearer(session.accessToken));
    expect(response.status).toBe(200);
    const body = profileResponse.parse(await response.json());
    expect(body.data).toEqual(session.body.data.loggedInUser);
    expect(body.data.location?.city).toBe('Pune');
  });

  it('answers 401 without a token, with a malformed header, and with a tampered token', async () => {
    const session = await login(api, 'lena');
    const [header, payload, signature] = session.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as object;
    const asMaya = Buffer.from(JSON.stringify({ ...claims, sub: seedIds.users.maya })).toString(
      'base64url',
    );
    for (const headers of [
      {},
      { authorization: session.accessToken },
      { authorization: 'Bearer ' },
      bearer(`${header}.${asMaya}.${signature}`),
      bearer('garbage'),
    ]) {
      const response = await profile(headers);
      expect(response.status).toBe(401);
      await errorOf(response);
    }
  });
});

describe('access-token expiry (short TTL, controlled clock)', () => {
  let clock = Date.now();
  let shortLived: MockHttpServer;
  beforeAll(async () => {
    shortLived = await startApi({ db: { accessTokenTtlS: 5, now: () => clock } });
  });

  it('puts exp = iat + ACCESS_TOKEN_TTL_S and answers 401 once it has passed', async () => {
    const session = await login(shortLived, 'maya');
    const claims = JSON.parse(
      Buffer.from(session.accessToken.split('.')[1] ?? '', 'base64url').toString(),
    ) as { exp: number; iat: number };
    expect(claims.exp - claims.iat).toBe(5);

    const call = () =>
      fetch(`${shortLived.url}${paths.profile}`, { headers: bearer(session.accessToken) });
    clock += 4_000;
    expect((await call()).status).toBe(200);
    clock += 1_000;
    const expired = await call();
    expect(expired.status).toBe(401);
    expect((await errorOf(expired)).message).toBe('Invalid or expired access token');

    // The refresh cookie outlives it and gives a token that works again.
    const refreshed = await fetch(`${shortLived.url}${paths.refreshToken}`, {
      method: 'POST',
      headers: { cookie: session.cookie },
    });
    const { accessToken } = refreshResponse.parse(await refreshed.json());
    const again = await fetch(`${shortLived.url}${paths.profile}`, {
      headers: bearer(accessToken ?? ''),
    });
    expect(again.status).toBe(200);
  });
});

describe('POST /api/v1/user/refresh-token', () => {
  let session: Awaited<ReturnType<typeof login>>;
  beforeEach(async () => {
    session = await login(api, 'maya');
  });

  it('answers a new access token in both places and rotates the cookie', async () => {
    const response = await refresh(session.cookie);
    expect(response.status).toBe(200);
    const body = refreshResponse.parse(await response.json());
    expect(body.accessToken).toEqual(expect.any(String));
    expect(body.data?.accessToken).toBe(body.accessToken);
    expect(body.accessToken).not.toBe(session.accessToken);

    const rotated = onlySetCookie(response);
    expect(rotated.slice(rotated.indexOf(';') + 2)).toBe(REFRESH_COOKIE_ATTRIBUTES);
    expect(cookieFrom(rotated)).not.toBe(session.cookie);
    expect((await profile(bearer(body.accessToken ?? ''))).status).toBe(200);
  });

  it('treats a replayed cookie as theft: 401, and the whole family is revoked', async () => {
    const first = await refresh(session.cookie);
    const newer = cookieFrom(onlySetCookie(first));

    const replay = await refresh(session.cookie);
    expect(replay.status).toBe(401);
    expect((await errorOf(replay)).message).toBe(
      'Refresh token reuse detected. Please log in again.',
    );
    expect(replay.headers.getSetCookie()).toEqual([CLEARED_COOKIE]);

    const afterTheft = await refresh(newer);
    expect(afterTheft.status).toBe(401);
    expect((await errorOf(afterTheft)).message).toBe('Refresh token has been revoked');
  });

  it('answers 401 and clears the cookie without a cookie or with an unknown one', async () => {
    for (const cookie of [undefined, 'refreshToken=made-up', 'other=1']) {
      const response = await refresh(cookie);
      expect(response.status).toBe(401);
      await errorOf(response);
      expect(response.headers.getSetCookie()).toEqual([CLEARED_COOKIE]);
    }
  });

  it('keeps sessions of other logins apart', async () => {
    const other = await login(api, 'maya');
    await refresh(session.cookie);
    await refresh(session.cookie); // replay: this family dies
    expect((await refresh(other.cookie)).status).toBe(200);
  });
});

describe('POST /api/v1/user/logout', () => {
  it('revokes the refresh family and clears the cookie', async () => {
    const session = await login(api, 'arjun');
    const response = await fetch(`${api.url}${paths.logout}`, {
      method: 'POST',
      headers: { cookie: session.cookie },
    });
    expect(response.status).toBe(200);
    expect(logoutResponse.parse(await response.json()).success).toBe(true);
    expect(response.headers.getSetCookie()).toEqual([CLEARED_COOKIE]);

    const refused = await refresh(session.cookie);
    expect(refused.status).toBe(401);
    expect((await errorOf(refused)).message).toBe('Refresh token has been revoked');
  });

  it('works without a cookie and without an access token', async () => {
    const response = await fetch(`${api.url}${paths.logout}`, { method: 'POST' });
    expect(response.status).toBe(200);
    expect(logoutResponse.parse(await response.json()).success).toBe(true);
  });

  it('a new login in the same browser ends the previous session', async () => {
    const first = await login(api, 'maya');
    const second = await postJson(
      `${api.url}${paths.login}`,
      { userName: 'maya', password: 'travel123' },
      { cookie: first.cookie },
    );
    expect(second.status).toBe(200);
    expect((await refresh(first.cookie)).status).toBe(401);
    expect((await refresh(cookieFrom(onlySetCookie(second)))).status).toBe(200);
  });
});
