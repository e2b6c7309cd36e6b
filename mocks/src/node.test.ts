import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@contract/paths';
import { allTripsResponse } from '@contract/trip';
import { loginResponse, refreshResponse } from '@contract/user';
import { SEED_PASSWORD } from './constants';
import { setupMockApi } from './node';
import type { MockApi } from './node';

let api: MockApi;

beforeAll(async () => {
  api = await setupMockApi({ latencyMs: 0 });
  api.listen();
});
afterAll(() => api.close());
beforeEach(async () => {
  await api.reset();
  api.control.latencyMs = 0;
});

function login(userName = 'maya') {
  return fetch(`${api.baseUrl}${paths.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName, password: SEED_PASSWORD }),
  });
}

describe('setupMockApi (in process)', () => {
  it('answers the REST calls with the refresh cookie visible to the caller', async () => {
    const response = await login();
    expect(response.status).toBe(200);
    const { data } = loginResponse.parse(await response.json());
    const [setCookie] = response.headers.getSetCookie();
    expect(setCookie).toMatch(
      /^refreshToken=[\w-]+; HttpOnly; Secure; SameSite=Strict; Path=\/; Max-Age=604800$/,
    );

    const trips = await fetch(`${api.baseUrl}${paths.allTrips}`, {
      headers: { authorization: `Bearer ${data.accessToken}` },
    });
    expect(allTripsResponse.parse(await trips.json()).data).toHaveLength(3);

    const refreshed = await fetch(`${api.baseUrl}${paths.refreshToken}`, {
      method: 'POST',
      headers: { cookie: setCookie?.split(';')[0] ?? '' },
    });
    expect(refreshed.status).toBe(200);
    expect(refreshResponse.parse(await refreshed.json()).accessToken).toEqual(expect.any(String));
  });

  it('keeps no cookie jar: a call without the cookie header is not refreshed', async () => {
    await login();
    const response = await fetch(`${api.baseUrl}${paths.refreshToken}`, { method: 'POST' });
    expect(response.status).toBe(401);
  });

  it('matches any origin', async () => {
    const response = await fetch(`https://api.example.org${paths.health}`);
    expect(response.status).toBe(200);
  });

  it('applies injected faults and latency', async () => {
    api.control.addFault({ match: 'POST /api/v1/user/login', status: 503 });
    const faulted = await login();
    expect(faulted.status).toBe(503);
    expect(await faulted.json()).toEqual({ success: false, message: 'Injected fault' });
    expect((await login()).status).toBe(200);

    api.control.latencyMs = 120;
    const startedAt = performance.now();
    await fetch(`${api.baseUrl}${paths.allTrips}`);
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(110);
  });

  it('logs the /api/v1 requests it answered', async () => {
    await login('newbie');
    await fetch(`${api.baseUrl}${paths.health}`);
    expect(api.control.requests()).toEqual([
      expect.objectContaining({ method: 'POST', path: paths.login, status: 403 }),
    ]);
  });

  it('lets localhost through to the real server there', async () => {
    const local = createServer((_incoming, outgoing) => outgoing.end('from the local server'));
    await new Promise<void>((resolve) => local.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = local.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}${paths.health}`);
      expect(await response.text()).toBe('from the local server');
    } finally {
      await new Promise<void>((resolve) => local.close(() => resolve()));
    }
  });

  it('refuses requests to other hosts it does not mock', async () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await expect(fetch('https://unmocked.example.org/anything')).rejects.toThrow();
      expect(String(printed.mock.calls[0]?.[0])).toContain('https://unmocked.example.org/anything');
    } finally {
      printed.mockRestore();
    }
  });

  it('reset reseeds the data and clears faults and the log', async () => {
    api.control.addFault({ match: 'login', status: 500, times: 5 });
    await login();
    await api.reset();
    expect(api.control.requests()).toEqual([]);
    expect((await login()).status).toBe(200);
  });
});
