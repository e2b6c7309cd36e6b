import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from '@gateway/testing/gateway-harness';
import type { RunningGateway } from '@gateway/testing/gateway-harness';
import { signAccessToken } from '@mocks/auth/tokens';
import { setupMockApi } from '@mocks/node';
import type { MockApi } from '@mocks/node';
import { callsInSequence, benchTripPage } from '../../scripts/bench-trip-page';

let mock: MockApi;
let gateway: RunningGateway;

beforeAll(async () => {
  mock = await setupMockApi();
  mock.listen();
  gateway = await startGateway({ apiBaseUrl: mock.baseUrl });
});
afterAll(async () => {
  await gateway.stop();
  mock.close();
});

describe('benchTripPage', () => {
  it("measures one browser request and two REST calls for maya's Kyoto trip page", async () => {
    const maya = mock.db.users.findByUserName('maya');
    if (!maya) throw new Error('maya is not seeded');
    const accessToken = await signAccessToken(mock.db, maya);

    // The in-process mock answers /__mock/requests at its base URL, as the HTTP mock does.
    const text = (await benchTripPage(gateway.url, mock.baseUrl, accessToken)).join('\n');

    expect(text).toContain('Kyoto in Autumn');
    expect(text).toContain(
      'everything shown (trip, owner and collaborator cards, destination photo URLs): yes',
    );
    expect(text).toMatch(/browser → gateway: 1 request\(s\)/);
    expect(text).toContain(
      'gateway → REST: 2 call(s), 2 in sequence (GET /api/v1/trip/get-trip-details → GET /api/v1/user/collaboraters-info)',
    );
    expect(text).toMatch(/round trips from the browser \(goal 1; .*\): met/);
  });
});

describe('callsInSequence', () => {
  const call = (at: string, ms: number) => ({ method: 'GET', path: '/x', status: 200, ms, at });

  it('counts calls that waited for each other, not those that overlapped', () => {
    expect(callsInSequence([])).toBe(0);
    expect(
      callsInSequence([call('2030-01-01T00:00:00.000Z', 10), call('2030-01-01T00:00:00.011Z', 5)]),
    ).toBe(2);
    expect(
      callsInSequence([call('2030-01-01T00:00:00.000Z', 10), call('2030-01-01T00:00:00.002Z', 5)]),
    ).toBe(1);
  });
});
