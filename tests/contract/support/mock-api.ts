import { afterAll, afterEach } from 'vitest';
import { errorBody } from '@contract/envelope';
import type { ErrorBody } from '@contract/envelope';
import { paths } from '@contract/paths';
import { REFRESH_COOKIE, loginResponse } from '@contract/user';
import type { LoginResponse } from '@contract/user';
import { SEED_PASSWORD } from '@mocks/constants';
import { createMockDb } from '@mocks/db/store';
import type { MockDbOptions } from '@mocks/db/store';
import { startMockHttpServer } from '@mocks/http-server';
import type { MockHttpServer } from '@mocks/http-server';

/** Contract tests drive the mock over real HTTP, as the gateway does. */

const started: MockHttpServer[] = [];
afterEach(async () => {
  await Promise.all(started.map((api) => api.db.reset()));
  for (const api of started) api.control.reset();
});
afterAll(async () => {
  await Promise.all(started.splice(0).map((api) => api.close()));
});

/** A mock API on a free port, memory only; stopped after the file's tests. */
export async function startApi(
  options: { db?: MockDbOptions; latencyMs?: number } = {},
): Promise<MockHttpServer> {
  const db = await createMockDb({ dataFile: null, ...options.db });
  const api = await startMockHttpServer({ port: 0, db, latencyMs: options.latencyMs ?? 0 });
  started.push(api);
  return api;
}

export function postJson(url: string, body: unknown, headers: HeadersInit = {}): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** `refreshToken=<value>` from a Set-Cookie line, as a browser would send it back. */
export function cookieFrom(setCookie: string | undefined): string {
  const pair = setCookie?.split(';')[0] ?? '';
  if (!pair.startsWith(`${REFRESH_COOKIE}=`)) throw new Error(`not a refresh cookie: ${setCookie}`);
  return pair;
}

export function onlySetCookie(response: Response): string {
  const lines = response.headers.getSetCookie();
  if (lines.length !== 1) throw new Error(`expected one Set-Cookie, got ${lines.length}`);
  return lines[0] ?? '';
}

export interface Session {
  accessToken: string;
  /** `refreshToken=<value>` */
  cookie: string;
  body: LoginResponse;
}

export async function login(
  api: MockHttpServer,
  userName: string,
  password = SEED_PASSWORD,
): Promise<Session> {
  const response = await postJson(`${api.url}${paths.login}`, { userName, password });
  if (response.status !== 200) throw new Error(`login of ${userName} answered ${response.status}`);
  const body = loginResponse.parse(await response.json());
  return { accessToken: body.data.accessToken, cookie: cookieFrom(onlySetCookie(response)), body };
}

export function bearer(accessToken: string): HeadersInit {
  return { authorization: `Bearer ${accessToken}` };
}

/** Asserts the error envelope and answers it. */
export async function errorOf(response: Response): Promise<ErrorBody> {
  return errorBody.strict().parse(await response.json());
}
