import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@contract/paths';
import { setupMockApi } from '@mocks/node';
import type { MockApi } from '@mocks/node';
import { PHOTO_CACHE_CONTROL } from '../places/constants';
import { startGateway } from '../testing/gateway-harness';
import type { RunningGateway } from '../testing/gateway-harness';
import { PLACE_PAGE_QUERY, placeIdOf } from '../testing/places-fixtures';
import type { PlacePageData } from '../testing/places-fixtures';
import { photoRouteMessages } from './photo-route';
import { photoUrl, placeholderUrl } from './photo-urls';

const UPSTREAM_TIMEOUT_MS = 300;
const UNKNOWN_REF = 'places/ChIJAAAAAAAAAAAAAAAAAAAAAAA/photos/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

let mock: MockApi;
let gateway: RunningGateway;
/** Photo references of a real catalogue place (the Eiffel Tower). */
let refs: string[];

beforeAll(async () => {
  mock = await setupMockApi();
  mock.listen();
  // The refs are read through a gateway with the default upstream timeout: the mock loads its world
  // catalogue on first use, which on a busy machine takes longer than this file's 300 ms.
  const setupGateway = await startGateway({ apiBaseUrl: mock.baseUrl });
  try {
    const id = await placeIdOf(setupGateway, 'Eiffel Tower');
    const place = await setupGateway.graphql<PlacePageData>(PLACE_PAGE_QUERY, { id });
    refs = (place.data?.place?.photos ?? []).map((photo) => photo.ref);
  } finally {
    await setupGateway.stop();
  }
  expect(refs.length).toBeGreaterThanOrEqual(3);
  gateway = await startGateway({
    apiBaseUrl: mock.baseUrl,
    upstreamTimeoutMs: UPSTREAM_TIMEOUT_MS,
  });
  await mock.reset(); // the first test counts only its own calls
}, 60_000);
afterEach(async () => {
  await mock.reset();
});
afterAll(async () => {
  await gateway.stop();
  mock.close();
});

const firstRef = () => refs[0] ?? '';

async function bytesOf(response: Response): Promise<Uint8Array> {
  return new Uint8Array(await response.arrayBuffer());
}

describe('GET /photos/:ref', () => {
  it('streams the JPEG with its type, length and a year of immutable caching', async () => {
    const response = await fetch(`${gateway.url}${photoUrl(firstRef(), 'medium')}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe(PHOTO_CACHE_CONTROL);
    const bytes = await bytesOf(response);
    expect([...bytes.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
    expect(mock.control.requests().map((entry) => entry.path)).toEqual([
      `${paths.placePhoto}?ref=${encodeURIComponent(firstRef())}&quality=medium`,
    ]);
  });

  it('answers more bytes for ULTRA than for LOW, and the same bytes for the same tier', async () => {
    const low = await bytesOf(await fetch(`${gateway.url}${photoUrl(firstRef(), 'low')}`));
    const ultra = await bytesOf(await fetch(`${gateway.url}${photoUrl(firstRef(), 'ultra')}`));
    const lowAgain = await bytesOf(await fetch(`${gateway.url}${photoUrl(firstRef(), 'low')}`));
    expect(ultra.length).toBeGreaterThan(low.length * 2);
    expect(lowAgain).toEqual(low);
  }, 30_000); // an ultra picture is rendered on first request

  it('serves different pictures for different refs', async () => {
    const first = await bytesOf(await fetch(`${gateway.url}${photoUrl(firstRef(), 'low')}`));
    const second = await bytesOf(await fetch(`${gateway.url}${photoUrl(refs[1] ?? '', 'low')}`));
    expect(second).not.toEqual(first);
  });

  it('accepts the ref with raw slashes and defaults to high quality', async () => {
    const response = await fetch(`${gateway.url}/photos/${firstRef()}`);
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    expect(mock.control.requests().map((entry) => entry.path)).toEqual([
      `${paths.placePhoto}?ref=${encodeURIComponent(firstRef())}&quality=high`,
    ]);
  });

  it('forwards no Authorization or Cookie header (photos are public and shared-cacheable)', async () => {
    const seen: (string | null)[] = [];
    mock.server.events.on('request:start', ({ request }) => {
      if (request.url.includes(paths.placePhoto)) {
        seen.push(request.headers.get('authorization'), request.headers.get('cookie'));
      }
    });
    const response = await fetch(`${gateway.url}${photoUrl(firstRef(), 'low')}`, {
      headers: { authorization: 'Bearer secret', cookie: 'refreshToken=secret' },
    });
    await response.arrayBuffer();
    mock.server.events.removeAllListeners('request:start');
    expect(seen).toEqual([null, null]);
  });

  it('answers 404 for an unknown ref, without caching', async () => {
    const response = await fetch(`${gateway.url}${photoUrl(UNKNOWN_REF, 'low')}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe(photoRouteMessages.notFound);
  });

  it('answers 400 for a malformed ref', async () => {
    const response = await fetch(`${gateway.url}/photos/not-a-ref?quality=low`);
    expect(response.status).toBe(400);
  });

  it('answers 400 for an unknown quality without calling the server', async () => {
    const response = await fetch(
      `${gateway.url}/photos/${encodeURIComponent(firstRef())}?quality=huge`,
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(photoRouteMessages.invalidQuality);
    expect(mock.control.requests()).toEqual([]);
  });

  it('answers 502 when the server fails and 504 when it does not answer in time', async () => {
    mock.control.addFault({ match: paths.placePhoto, status: 500 });
    const failed = await fetch(`${gateway.url}${photoUrl(firstRef(), 'low')}`);
    expect(failed.status).toBe(502);
    expect(failed.headers.get('cache-control')).toBe('no-store');

    mock.control.addFault({ match: paths.placePhoto, delayMs: UPSTREAM_TIMEOUT_MS * 3 });
    const late = await fetch(`${gateway.url}${photoUrl(firstRef(), 'low')}`);
    expect(late.status).toBe(504);
  });

  it('keeps the upstream content type (e.g. a PNG)', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    mock.server.use(
      http.get(`*${paths.placePhoto}`, () =>
        HttpResponse.arrayBuffer(png.buffer, { headers: { 'content-type': 'image/png' } }),
      ),
    );
    const response = await fetch(`${gateway.url}${photoUrl(firstRef(), 'low')}`);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(await bytesOf(response)).toEqual(png);
  });

  it('is covered by the same-origin CSP image source', async () => {
    const response = await fetch(`${gateway.url}${photoUrl(firstRef(), 'low')}`);
    await response.arrayBuffer();
    expect(response.headers.get('content-security-policy')).toMatch(/img-src 'self'/);
    expect(photoUrl(firstRef(), 'low')).toMatch(/^\/photos\//); // relative: the app's own origin
  });
});

describe('GET /photos/placeholder', () => {
  it('draws an SVG from the name, cached like a photo, without calling the server', async () => {
    const response = await fetch(`${gateway.url}${placeholderUrl('Chez Lou', 'medium')}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('cache-control')).toBe(PHOTO_CACHE_CONTROL);
    const svg = await response.text();
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain('>CL</text>');
    expect(svg).toContain('width="400"');
    expect(mock.control.requests()).toEqual([]);
  });

  it('is the same picture for the same name and another for another name', async () => {
    const get = async (name: string) =>
      (await fetch(`${gateway.url}${placeholderUrl(name, 'low')}`)).text();
    expect(await get('Kyoto')).toBe(await get('Kyoto'));
    expect(await get('Kyoto')).not.toBe(await get('Osaka'));
  });

  it('draws a "?" without a name and refuses an unknown quality', async () => {
    expect(await (await fetch(`${gateway.url}/photos/placeholder`)).text()).toContain('>?</text>');
    const bad = await fetch(`${gateway.url}/photos/placeholder?name=x&quality=huge`);
    expect(bad.status).toBe(400);
  });
});
