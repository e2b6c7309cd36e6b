import { beforeAll, describe, expect, it } from 'vitest';
import {
  faultsResponse,
  mailboxResponse,
  mockControlPaths,
  requestLogResponse,
} from '@contract/mock-control';
import { paths } from '@contract/paths';
import type { MockHttpServer } from '@mocks/http-server';
import { bearer, errorOf, login, postJson, startApi } from './support/mock-api';

let api: MockHttpServer;
beforeAll(async () => {
  api = await startApi();
});

const addFault = (fault: object) => postJson(`${api.url}${mockControlPaths.faults}`, fault);
const requests = async () =>
  requestLogResponse.parse(await (await fetch(`${api.url}${mockControlPaths.requests}`)).json());
const health = () => fetch(`${api.url}${paths.health}`);
const timed = async <T>(call: () => Promise<T>) => {
  const startedAt = performance.now();
  const result = await call();
  return { result, ms: performance.now() - startedAt };
};

describe('POST /__mock/faults', () => {
  it('answers the next matching request with the status and the fault body, once by default', async () => {
    const added = await addFault({ match: 'POST /api/v1/user/login', status: 503 });
    expect(added.status).toBe(200);
    expect(faultsResponse.parse(await added.json()).data).toEqual([
      { match: 'POST /api/v1/user/login', status: 503, remaining: 1 },
    ]);

    const faulted = await postJson(`${api.url}${paths.login}`, {
      userName: 'maya',
      password: 'travel123',
    });
    expect(faulted.status).toBe(503);
    expect(await errorOf(faulted)).toEqual({ success: false, message: 'Injected fault' });
    expect(faulted.headers.getSetCookie()).toEqual([]);
    await expect(login(api, 'maya')).resolves.toBeDefined();
  });

  it('matches on "METHOD path" containment, including the query', async () => {
    await addFault({ match: 'get-all-trips?mine', status: 500 });
    const { accessToken } = await login(api, 'maya');
    const plain = await fetch(`${api.url}${paths.allTrips}`, { headers: bearer(accessToken) });
    expect(plain.status).toBe(200);
    const withQuery = await fetch(`${api.url}${paths.allTrips}?mine=1`, {
      headers: bearer(accessToken),
    });
    expect(withQuery.status).toBe(500);
  });

  it('holds for `times` requests, then lets them through', async () => {
    await addFault({ match: 'get-profile', status: 429, times: 2 });
    const statuses = [];
    for (let index = 0; index < 3; index += 1) {
      statuses.push((await fetch(`${api.url}${paths.profile}`)).status);
    }
    // The third one reaches the real handler: no token, so 401.
    expect(statuses).toEqual([429, 429, 401]);
  });

  it('delays without changing the answer when only delayMs is given', async () => {
    await addFault({ match: 'get-all-trips', delayMs: 250 });
    const { result, ms } = await timed(() => fetch(`${api.url}${paths.allTrips}`));
    expect(result.status).toBe(401);
    expect(ms).toBeGreaterThanOrEqual(240);
    const { ms: undelayed } = await timed(() => fetch(`${api.url}${paths.allTrips}`));
    expect(undelayed).toBeLessThan(240);
  });

  it('never touches requests outside /api/v1', async () => {
    await addFault({ match: 'health', status: 500 });
    expect((await health()).status).toBe(200);
  });

  it('refuses a fault without match, or with a bad status', async () => {
    for (const fault of [{}, { match: '' }, { match: 'x', status: 42 }, { match: 'x', times: 0 }]) {
      const response = await addFault(fault);
      expect(response.status).toBe(400);
      await errorOf(response);
    }
  });

  it('DELETE clears every pending fault', async () => {
    await addFault({ match: 'login', status: 500, times: 10 });
    const cleared = await fetch(`${api.url}${mockControlPaths.faults}`, { method: 'DELETE' });
    expect(cleared.status).toBe(200);
    await expect(login(api, 'maya')).resolves.toBeDefined();
  });
});

describe('MOCK_LATENCY_MS', () => {
  it('delays every /api/v1 answer', async () => {
    const slow = await startApi({ latencyMs: 200 });
    const { result, ms } = await timed(() => fetch(`${slow.url}${paths.allTrips}`));
    expect(result.status).toBe(401);
    expect(ms).toBeGreaterThanOrEqual(190);
    const { ms: healthMs } = await timed(() => fetch(`${slow.url}${paths.health}`));
    expect(healthMs).toBeLessThan(190);
  });
});

describe('GET /__mock/requests', () => {
  it('lists the /api/v1 requests with method, path, status, time and arrival', async () => {
    const before = Date.now();
    await health();
    await postJson(`${api.url}${paths.login}`, { userName: 'maya', password: 'wrong' });
    await fetch(`${api.url}${paths.allTrips}?page=2`);
    const log = await requests();
    expect(log.map(({ method, path, status }) => ({ method, path, status }))).toEqual([
      { method: 'POST', path: paths.login, status: 401 },
      { method: 'GET', path: `${paths.allTrips}?page=2`, status: 401 },
    ]);
    for (const entry of log) {
      expect(entry.ms).toBeGreaterThanOrEqual(0);
      expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(before - 1000);
    }
  });
});

describe('GET /__mock/mailbox', () => {
  it('lists the messages sent to an address, newest first', async () => {
    api.db.mailbox.send({
      to: 'maya@example.com',
      subject: 'Verify',
      text: 'Code 111111',
      code: '111111',
    });
    api.db.mailbox.send({
      to: 'maya@example.com',
      subject: 'Reset',
      text: 'Code 222222',
      code: '222222',
    });
    const response = await fetch(
      `${api.url}${mockControlPaths.mailbox}?email=${encodeURIComponent('maya@example.com')}`,
    );
    expect(response.status).toBe(200);
    const messages = mailboxResponse.parse(await response.json());
    expect(messages.map((message) => message.code)).toEqual(['222222', '111111']);
    expect(messages[0]).toMatchObject({ to: 'maya@example.com', subject: 'Reset' });

    const empty = await fetch(`${api.url}${mockControlPaths.mailbox}?email=lena@example.com`);
    expect(mailboxResponse.parse(await empty.json())).toEqual([]);
  });

  it('answers 400 without an e-mail', async () => {
    const response = await fetch(`${api.url}${mockControlPaths.mailbox}`);
    expect(response.status).toBe(400);
    await errorOf(response);
  });
});

describe('POST /__mock/reset', () => {
  it('reseeds the data and clears the mailbox, the log, the faults and the sessions', async () => {
    const session = await login(api, 'maya');
    api.db.mailbox.send({ to: 'maya@example.com', subject: 'Hi', text: 'x' });
    await addFault({ match: 'get-profile', status: 500, times: 5 });

    const response = await fetch(`${api.url}${mockControlPaths.reset}`, { method: 'POST' });
    expect(response.status).toBe(200);

    expect(await requests()).toEqual([]);
    expect(api.db.mailbox.list('maya@example.com')).toEqual([]);
    // Faults are gone (the access token is a signed JWT and still verifies: 200, not 500).
    expect(
      (await fetch(`${api.url}${paths.profile}`, { headers: bearer(session.accessToken) })).status,
    ).toBe(200);
    // Sessions are gone with the reseed.
    const refreshed = await fetch(`${api.url}${paths.refreshToken}`, {
      method: 'POST',
      headers: { cookie: session.cookie },
    });
    expect(refreshed.status).toBe(401);
  });
});
