import { delay, http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { paths } from '@contract/paths';
import { setupMockApi } from '@mocks/node';
import type { MockApi } from '@mocks/node';
import { gatewayMessages } from './errors';
import { createRestTransport } from './transport';

/** Short, so the test is quick: each slow REST answer takes 60 % of it (room for a busy machine). */
const DEADLINE_MS = 1_500;
const SLOW_ANSWER_MS = 900;

let mock: MockApi;
beforeAll(async () => {
  mock = await setupMockApi();
  mock.listen();
  // The first request through MSW is slow (module loading); it must not eat a test's deadline.
  await fetch(`${mock.baseUrl}${paths.profile}`);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await mock.reset();
});
afterAll(() => mock.close());

function transport(options: { bodyLimitBytes?: number } = {}) {
  return createRestTransport({
    apiBaseUrl: mock.baseUrl,
    relaySetCookie: () => undefined,
    timeoutMs: DEADLINE_MS,
    sharedDeadlineFrom: performance.now(),
    ...options,
  });
}

/** The profile answers only after the deadline; returns how many calls have reached it. */
function profileAnsweringPastTheDeadline(): () => number {
  let calls = 0;
  mock.server.use(
    http.get(`*${paths.profile}`, async () => {
      calls += 1;
      await delay(DEADLINE_MS + 50);
      return HttpResponse.json({ ok: true });
    }),
  );
  return () => calls;
}

describe('one deadline per GraphQL request, shared by its REST calls', () => {
  it('a second call gets only what the first left, and fails at the request deadline', async () => {
    mock.server.use(
      http.get(`*${paths.profile}`, async () => {
        await delay(SLOW_ANSWER_MS);
        return HttpResponse.json({ ok: true });
      }),
    );
    const rest = transport();
    const started = performance.now();
    await rest.call('GET', paths.profile, z.unknown());
    const second = rest.call('GET', paths.profile, z.unknown());
    await expect(second).rejects.toMatchObject({
      message: gatewayMessages.timeout(DEADLINE_MS),
      extensions: { code: 'UPSTREAM_TIMEOUT' },
    });
    const elapsed = performance.now() - started;
    // Per-call timeouts would have let it run to 2 × 240 ms; the request's deadline is 400 ms.
    expect(elapsed).toBeLessThan(2 * SLOW_ANSWER_MS);
    expect(elapsed).toBeGreaterThanOrEqual(DEADLINE_MS - 50);
  });

  it('a call started after the deadline fails at once, without reaching the server', async () => {
    const calls = profileAnsweringPastTheDeadline();
    const rest = transport();
    await expect(rest.call('GET', paths.profile, z.unknown())).rejects.toMatchObject({
      extensions: { code: 'UPSTREAM_TIMEOUT' },
    });
    await expect(rest.call('GET', paths.profile, z.unknown())).rejects.toMatchObject({
      extensions: { code: 'UPSTREAM_TIMEOUT' },
    });
    expect(calls()).toBe(1);
  });

  it('once a call has run out of the deadline, the next fails at once even if the clock reads short of it', async () => {
    const calls = profileAnsweringPastTheDeadline();
    const startedAt = performance.now();
    const rest = createRestTransport({
      apiBaseUrl: mock.baseUrl,
      relaySetCookie: () => undefined,
      timeoutMs: DEADLINE_MS,
      sharedDeadlineFrom: startedAt,
    });
    await expect(rest.call('GET', paths.profile, z.unknown())).rejects.toMatchObject({
      extensions: { code: 'UPSTREAM_TIMEOUT' },
    });
    // A busy event loop fires the deadline's timer from a stale loop time: the clock can then read
    // short of the deadline (here, a second short).
    vi.spyOn(performance, 'now').mockReturnValueOnce(startedAt + DEADLINE_MS - 1000);
    await expect(rest.call('GET', paths.profile, z.unknown())).rejects.toMatchObject({
      extensions: { code: 'UPSTREAM_TIMEOUT' },
    });
    expect(calls()).toBe(1);
  });
});

describe('upstream body cap', () => {
  it('an answer over the cap is a clear error, not read whole', async () => {
    mock.server.use(
      http.get(`*${paths.profile}`, () => HttpResponse.json({ filler: 'x'.repeat(10_000) })),
    );
    await expect(
      transport({ bodyLimitBytes: 1_000 }).call('GET', paths.profile, z.unknown()),
    ).rejects.toMatchObject({
      message: gatewayMessages.tooLarge,
      extensions: { code: 'UPSTREAM_ERROR' },
    });
  });
});
