import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from '@gateway/testing/gateway-harness';
import type { RunningGateway } from '@gateway/testing/gateway-harness';
import { setupMockApi } from '@mocks/node';
import type { MockApi } from '@mocks/node';
import { benchPlacePage, jpegWidth } from '../../scripts/bench-places-gateway';

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

describe('benchPlacePage', () => {
  it('measures one browser request and one REST call for the place page, and every tier', async () => {
    // The in-process mock answers /__mock/requests at its base URL, as the HTTP mock does.
    const lines = await benchPlacePage(gateway.url, mock.baseUrl);
    const text = lines.join('\n');
    expect(text).toMatch(
      /main content: 1 browser → gateway request\(s\), 1 gateway → REST call\(s\) \(GET \/api\/v1\/places\/place-details\)/,
    );
    expect(text).toContain('round trips (goal 1): met');
    const widths = ['LOW', 'MEDIUM', 'HIGH', 'ULTRA'].map((tier) => {
      const line = lines.find((candidate) => candidate.startsWith(tier));
      return Number(/(\d+) px/.exec(line ?? '')?.[1]);
    });
    expect(widths).toEqual([200, 400, 800, 1600]);
  }, 60_000); // renders every photo of the place at four tiers, ultra included
});

describe('jpegWidth', () => {
  it('reads the width from a SOF0 header after an APP0 segment', () => {
    const bytes = Uint8Array.from([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0x0b,
      0x01, 0x90, 0x03,
    ]);
    expect(jpegWidth(bytes)).toBe(400);
  });

  it('answers null for bytes that are not a JPEG', () => {
    expect(jpegWidth(Uint8Array.from([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
  });
});
