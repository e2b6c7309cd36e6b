import { http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SESSION_COOKIE, pageSessionCookieValue } from '@contract/page-session';
import { paths } from '@contract/paths';
import { REFRESH_COOKIE } from '@contract/user';
import { messages, SEED_PASSWORD } from '@mocks/constants';
import { seedIds } from '@mocks/db/seed';
import { setupMockApi } from '@mocks/node';
import type { MockApi } from '@mocks/node';
import { cookieHeaderFrom, cookieValue, startGateway } from '../../testing/gateway-harness';
import type { RunningGateway } from '../../testing/gateway-harness';

const LOGIN = /* GraphQL */ `
  mutation Login($userName: String!, $password: String!, $rememberMe: Boolean) {
    login(userName: $userName, password: $password, rememberMe: $rememberMe) {
      accessToken
      user {
        id
        userName
        email
        role
        isVerified
        location {
          city
        }
      }
    }
  }
`;
const ME = /* GraphQL */ `
  query Me {
    me {
      id
      userName
      role
    }
  }
`;
const REFRESH = /* GraphQL */ `
  mutation Refresh {
    refreshToken {
      accessToken
    }
  }
`;
const LOGOUT = /* GraphQL */ `
  mutation Logout {
    logout
  }
`;

interface LoginData {
  login: {
    accessToken: string;
    user: {
      id: string;
      userName: string;
      email: string;
      role: string;
      isVerified: boolean;
      location: { city: string | null } | null;
    };
  };
}
interface MeData {
  me: { id: string; userName: string; role: string };
}
interface RefreshData {
  refreshToken: { accessToken: string };
}

let mock: MockApi;
let gateway: RunningGateway;

beforeAll(async () => {
  mock = await setupMockApi();
  mock.listen();
  gateway = await startGateway({ apiBaseUrl: mock.baseUrl });
});
afterEach(async () => {
  await mock.reset();
});
afterAll(async () => {
  await gateway.stop();
  mock.close();
});

async function logIn(userName: string, extra: Record<string, unknown> = {}) {
  return gateway.graphql<LoginData>(LOGIN, { userName, password: SEED_PASSWORD, ...extra });
}

describe('Mutation.login', () => {
  it('signs maya in: user mapped from the REST shape, access token, refresh cookie relayed', async () => {
    const answer = await logIn('maya');

    expect(answer.errors).toBeUndefined();
    expect(answer.data?.login.user).toEqual({
      id: seedIds.users.maya,
      userName: 'maya',
      email: 'maya@example.com',
      role: 'USER',
      isVerified: true,
      location: { city: 'Pune' },
    });
    expect(answer.data?.login.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(answer.setCookies).toHaveLength(1);
    expect(cookieValue(answer.setCookies, REFRESH_COOKIE)).toBeTruthy();
    expect(answer.setCookies[0]).toMatch(/HttpOnly/);
    expect(answer.setCookies[0]).not.toMatch(/Domain=/i);
  });

  it('maps the admin role to ADMIN', async () => {
    const answer = await logIn('admin');
    expect(answer.data?.login.user.role).toBe('ADMIN');
  });

  it('passes rememberMe: false on, giving a browser-session cookie (no Max-Age)', async () => {
    const remembered = await logIn('maya');
    const forgotten = await logIn('maya', { rememberMe: false });
    expect(remembered.setCookies[0]).toMatch(/Max-Age=\d+/);
    expect(forgotten.setCookies[0]).not.toMatch(/Max-Age/);
  });

  it('refuses the unverified newbie with the server message as FORBIDDEN', async () => {
    const answer = await logIn('newbie');
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]).toMatchObject({
      message: messages.emailNotVerified,
      extensions: { code: 'FORBIDDEN', upstreamStatus: 403 },
    });
  });

  it('refuses a wrong password as UNAUTHENTICATED with the server message', async () => {
    const answer = await gateway.graphql(LOGIN, { userName: 'maya', password: 'wrong-one' });
    expect(answer.errors?.[0]).toMatchObject({
      message: messages.invalidCredentials,
      extensions: { code: 'UNAUTHENTICATED', upstreamStatus: 401 },
    });
  });

  it('relays several Set-Cookie lines of one upstream answer to the browser, each apart', async () => {
    const headers = new Headers();
    headers.append('Set-Cookie', `${REFRESH_COOKIE}=first; Domain=mock-api.test; Path=/; HttpOnly`);
    headers.append('Set-Cookie', 'second=2; Path=/api/v1; Expires=Wed, 21 Oct 2099 07:28:00 GMT');
    const body = { success: true, data: { loggedInUser: mayaRest(), accessToken: 'a.b.c' } };
    mock.server.use(http.post(`*${paths.login}`, () => Response.json(body, { headers })));

    const answer = await logIn('maya');

    expect(answer.errors).toBeUndefined();
    expect(answer.setCookies).toEqual([
      `${REFRESH_COOKIE}=first; Path=/; HttpOnly`,
      'second=2; Path=/; Expires=Wed, 21 Oct 2099 07:28:00 GMT',
    ]);
  });
});

/** maya as the REST server sends her, for hand-made upstream answers. */
function mayaRest() {
  const maya = mock.db.users.findById(seedIds.users.maya);
  if (!maya) throw new Error('seed has no maya');
  return maya;
}

describe('Query.me', () => {
  it('answers the signed-in user when the Authorization header is forwarded', async () => {
    const { data } = await logIn('maya');
    const answer = await gateway.graphql<MeData>(
      ME,
      {},
      {
        authorization: `Bearer ${data?.login.accessToken ?? ''}`,
      },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.me).toEqual({ id: seedIds.users.maya, userName: 'maya', role: 'USER' });
  });

  it('is UNAUTHENTICATED without a token, with the server message', async () => {
    const answer = await gateway.graphql<MeData>(ME);
    expect(answer.data).toBeNull();
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors?.[0]).toMatchObject({
      message: messages.accessTokenMissing,
      extensions: { code: 'UNAUTHENTICATED', upstreamStatus: 401 },
    });
  });

  it('is UNAUTHENTICATED with the page-session cookie alone: only page navigations read it', async () => {
    const { data } = await logIn('maya');
    const cookie = `${PAGE_SESSION_COOKIE}=${pageSessionCookieValue({
      accessToken: data?.login.accessToken ?? '',
      timeZone: 'UTC',
    })}`;
    const answer = await gateway.graphql<MeData>(ME, {}, { cookie });
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('is UNAUTHENTICATED with a forged token', async () => {
    const answer = await gateway.graphql<MeData>(ME, {}, { authorization: 'Bearer not.a.jwt' });
    expect(answer.errors?.[0]).toMatchObject({
      message: messages.accessTokenInvalid,
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});

describe('Mutation.refreshToken', () => {
  it('rotates the relayed refresh cookie and answers a working access token', async () => {
    const signedIn = await logIn('maya');
    const firstCookie = cookieValue(signedIn.setCookies, REFRESH_COOKIE);

    const refreshed = await gateway.graphql<RefreshData>(
      REFRESH,
      {},
      {
        cookie: cookieHeaderFrom(signedIn.setCookies),
      },
    );

    expect(refreshed.errors).toBeUndefined();
    const secondCookie = cookieValue(refreshed.setCookies, REFRESH_COOKIE);
    expect(secondCookie).toBeTruthy();
    expect(secondCookie).not.toBe(firstCookie);
    const me = await gateway.graphql<MeData>(
      ME,
      {},
      {
        authorization: `Bearer ${refreshed.data?.refreshToken.accessToken ?? ''}`,
      },
    );
    expect(me.data?.me.id).toBe(seedIds.users.maya);

    // The rotated-out cookie no longer works (the mock treats it as reuse).
    const replayed = await gateway.graphql(
      REFRESH,
      {},
      {
        cookie: cookieHeaderFrom(signedIn.setCookies),
      },
    );
    expect(replayed.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('is UNAUTHENTICATED without the cookie, with the server message and its cookie clearing', async () => {
    const answer = await gateway.graphql(REFRESH);
    expect(answer.errors?.[0]).toMatchObject({
      message: messages.refreshTokenMissing,
      extensions: { code: 'UNAUTHENTICATED', upstreamStatus: 401 },
    });
    // Set-Cookie of an error answer is relayed too, so the browser drops a dead cookie.
    expect(cookieValue(answer.setCookies, REFRESH_COOKIE)).toBe('');
    expect(answer.setCookies[0]).toMatch(/Max-Age=0/);
  });

  it.each([
    [
      'data.accessToken',
      { success: true, data: { accessToken: 'from.data.token' } },
      'from.data.token',
    ],
    [
      'a top-level accessToken',
      { success: true, accessToken: 'top.level.token' },
      'top.level.token',
    ],
  ])('accepts %s', async (_where, body, expected) => {
    mock.server.use(http.post(`*${paths.refreshToken}`, () => Response.json(body)));
    const answer = await gateway.graphql<RefreshData>(REFRESH);
    expect(answer.data?.refreshToken.accessToken).toBe(expected);
  });

  it("fails with 'No access token in response' when the answer has none", async () => {
    mock.server.use(http.post(`*${paths.refreshToken}`, () => Response.json({ success: true })));
    const answer = await gateway.graphql(REFRESH);
    expect(answer.errors?.[0]).toMatchObject({
      message: 'No access token in response',
      extensions: { code: 'UPSTREAM_ERROR' },
    });
  });
});

describe('Mutation.logout', () => {
  it('answers true, relays the clearing cookie, and the old refresh cookie stops working', async () => {
    const signedIn = await logIn('maya');
    const cookie = cookieHeaderFrom(signedIn.setCookies);

    const answer = await gateway.graphql<{ logout: boolean }>(LOGOUT, {}, { cookie });

    expect(answer.data?.logout).toBe(true);
    expect(answer.setCookies).toHaveLength(1);
    expect(cookieValue(answer.setCookies, REFRESH_COOKIE)).toBe('');
    expect(answer.setCookies[0]).toMatch(/Max-Age=0/);
    const refresh = await gateway.graphql(REFRESH, {}, { cookie });
    expect(refresh.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('revokes the access token: a token used after logout is UNAUTHENTICATED, another session keeps working', async () => {
    const signedIn = await logIn('maya');
    const other = await logIn('maya');
    const bearer = (answer: typeof signedIn) => ({
      authorization: `Bearer ${answer.data?.login.accessToken ?? ''}`,
    });
    expect((await gateway.graphql<MeData>(ME, {}, bearer(signedIn))).data?.me.id).toBe(
      seedIds.users.maya,
    );

    await gateway.graphql(
      LOGOUT,
      {},
      { ...bearer(signedIn), cookie: cookieHeaderFrom(signedIn.setCookies) },
    );

    const after = await gateway.graphql<MeData>(ME, {}, bearer(signedIn));
    expect(after.errors?.[0]).toMatchObject({
      message: messages.accessTokenInvalid,
      extensions: { code: 'UNAUTHENTICATED', upstreamStatus: 401 },
    });
    expect((await gateway.graphql<MeData>(ME, {}, bearer(other))).data?.me.id).toBe(
      seedIds.users.maya,
    );
  });
});
