import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@contract/paths';
import { SEED_PASSWORD } from '../constants';
import { setupMockApi } from '../node';
import type { MockApi } from '../node';
import { THROTTLE_MAX_FAILURES, throttleMessage } from './attempt-throttle';

let mock: MockApi;
beforeAll(async () => {
  mock = await setupMockApi();
  mock.listen();
});
afterEach(async () => {
  await mock.reset();
});
afterAll(() => mock.close());

async function login(userName: string, password: string, address = '203.0.113.7') {
  const response = await fetch(`${mock.baseUrl}${paths.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ userName, password }),
  });
  const body = (await response.json()) as { message: string };
  return { status: response.status, message: body.message };
}

describe('sign-in throttle', () => {
  it('refuses a user name after 5 failures in 15 minutes with 429, even with the right password', async () => {
    for (let attempt = 0; attempt < THROTTLE_MAX_FAILURES; attempt += 1) {
      expect((await login('maya', 'wrong')).status).toBe(401);
    }
    expect(await login('maya', SEED_PASSWORD, '198.51.100.1')).toEqual({
      status: 429,
      message: throttleMessage(15),
    });
    // Another user from another address is not affected.
    expect((await login('arjun', SEED_PASSWORD, '198.51.100.2')).status).toBe(200);
  });

  it('refuses a client address after 5 failures across user names', async () => {
    for (const userName of ['a1', 'a2', 'a3', 'a4', 'a5']) {
      expect((await login(userName, 'wrong')).status).toBe(401);
    }
    expect((await login('maya', SEED_PASSWORD)).status).toBe(429);
    expect((await login('maya', SEED_PASSWORD, '198.51.100.9')).status).toBe(200);
  });

  it('POST /__mock/reset clears it', async () => {
    for (let attempt = 0; attempt < THROTTLE_MAX_FAILURES; attempt += 1) await login('maya', 'x');
    expect((await login('maya', SEED_PASSWORD)).status).toBe(429);
    await fetch(`${mock.baseUrl}/__mock/reset`, { method: 'POST' });
    expect((await login('maya', SEED_PASSWORD)).status).toBe(200);
  });

  it('a success forgets the user name failures below the limit', async () => {
    for (let attempt = 0; attempt < THROTTLE_MAX_FAILURES - 1; attempt += 1)
      await login('maya', 'x', `192.0.2.${attempt}`);
    expect((await login('maya', SEED_PASSWORD, '192.0.2.50')).status).toBe(200);
    expect((await login('maya', 'x', '192.0.2.51')).status).toBe(401);
    expect((await login('maya', SEED_PASSWORD, '192.0.2.52')).status).toBe(200);
  });

  it('answers an unknown user name about as slowly as a wrong password (a dummy hash is checked)', async () => {
    await login('maya', 'warm-up', '192.0.2.90');
    await login('nobody-here', 'warm-up', '192.0.2.91');
    const time = async (userName: string, address: string) => {
      const started = performance.now();
      await login(userName, 'wrong', address);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 7; round += 1) {
      known.push(await time('maya', `192.0.2.${100 + round}`));
      unknown.push(await time(`ghost-${round}`, `192.0.2.${110 + round}`));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[3] ?? 0;
    // Without the dummy hash an unknown name answered in a third of the time.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });
});
