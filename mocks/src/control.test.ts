import { describe, expect, it } from 'vitest';
import { createFaultHandler, createMockControl } from './control';

const request = (method: string, path: string) =>
  new Request(`http://localhost:4010${path}`, { method });

describe('fault handler', () => {
  it('matches nothing while there is no latency and no pending fault', async () => {
    const handler = createFaultHandler(createMockControl({ latencyMs: 0 }));
    expect(await handler.test({ request: request('GET', '/api/v1/user/get-profile') })).toBe(false);
  });

  it('matches only the /api/v1 requests a pending fault names, without using it up', async () => {
    const control = createMockControl({ latencyMs: 0 });
    const handler = createFaultHandler(control);
    control.addFault({ match: 'POST /api/v1/user/login', status: 503 });
    expect(await handler.test({ request: request('POST', '/api/v1/user/login') })).toBe(true);
    expect(await handler.test({ request: request('GET', '/api/v1/user/login') })).toBe(false);
    expect(await handler.test({ request: request('POST', '/api/v1/user/logout') })).toBe(false);
    expect(control.faults()).toEqual([
      { match: 'POST /api/v1/user/login', remaining: 1, status: 503 },
    ]);
  });

  it('matches every /api/v1 request, and no other, while latency is set', async () => {
    const handler = createFaultHandler(createMockControl({ latencyMs: 50 }));
    expect(await handler.test({ request: request('GET', '/api/v1/trip/get-all-trips') })).toBe(
      true,
    );
    expect(await handler.test({ request: request('GET', '/health') })).toBe(false);
    expect(await handler.test({ request: request('GET', '/__mock/requests') })).toBe(false);
  });
});
