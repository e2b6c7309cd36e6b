import { expect, test, type Page } from './live-test';
import { seedIds } from '@mocks/db/seed-ids';
import { mainStack } from './stacks';
import { expectNoSeriousA11yViolations, mockControl, startSession } from './support';

/**
 * The trip's route map and the place's location map (issue 18 "A map"): MapLibre on the built-in
 * Natural Earth basemap, numbered markers in day order that open each place, the stop list with the
 * distance of each leg as the accessible version, the list alone when WebGL is missing. The map
 * opens as its preview (the same first frame, drawn without MapLibre); MapLibre loads only when the
 * reader reaches for the map, and takes its place at the same camera.
 */

const kyotoTrip = `/trips/${seedIds.trips.upcoming}`;

/** Requests for MapLibre's chunk or worker. */
function mapLibreRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/maplibre-gl/.test(request.url())) seen.push(request.url());
  });
  return seen;
}

/** The basemap's vector tiles the page received: URL, status, type and encoding of each. */
function basemapTiles(
  page: Page,
): { url: string; status: number; type?: string; encoding?: string }[] {
  const seen: { url: string; status: number; type?: string; encoding?: string }[] = [];
  page.on('response', (response) => {
    if (!/\/assets\/basemap-[0-9a-f]+\/\d+\/\d+\/\d+\.mvt$/.test(response.url())) return;
    const headers = response.headers();
    seen.push({
      url: response.url(),
      status: response.status(),
      type: headers['content-type'],
      encoding: headers['content-encoding'],
    });
  });
  return seen;
}

/** Each marker's name and where it stands on the page (its box, to the pixel). */
async function markerPlaces(map: ReturnType<Page['getByRole']>) {
  const markers = await map.getByRole('link').all();
  return Promise.all(
    markers.map(async (marker) => {
      const box = await marker.boundingBox();
      return {
        name: await marker.getAttribute('aria-label'),
        x: Math.round(box?.x ?? NaN),
        y: Math.round(box?.y ?? NaN),
      };
    }),
  );
}

/** How many of the preview canvas's pixels have each colour (hex), read from its 2D context. */
function previewColours(map: ReturnType<Page['getByRole']>) {
  return map.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
    const context = canvas.getContext('2d');
    const counts: Record<string, number> = {};
    if (!context) return counts;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    for (let index = 0; index < data.length; index += 4) {
      const hex = `#${[data[index], data[index + 1], data[index + 2]]
        .map((channel) => (channel ?? 0).toString(16).padStart(2, '0'))
        .join('')}`;
      counts[hex] = (counts[hex] ?? 0) + 1;
    }
    return counts;
  });
}

/**
 * Counts the WebGL contexts the page asks for, the check whether there can be one included, and
 * with `refuse` answers none, as a browser without WebGL does. Returns the count so far.
 */
async function watchWebgl(page: Page, { refuse = false } = {}): Promise<() => Promise<number>> {
  await page.addInitScript((refuseWebgl) => {
    const counted = window as unknown as { webglContexts: number };
    counted.webglContexts = 0;
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (
      this: HTMLCanvasElement,
      kind: string,
      ...rest: unknown[]
    ) {
      if (kind.startsWith('webgl')) {
        counted.webglContexts += 1;
        if (refuseWebgl) return null;
      }
      return (original as (...args: unknown[]) => unknown).call(this, kind, ...rest);
    } as typeof original;
  }, refuse);
  return () => page.evaluate(() => (window as unknown as { webglContexts: number }).webglContexts);
}

test.beforeEach(async ({ request }) => {
  await mockControl(request).reset();
});

test('the trip page draws its destinations in order with numbered markers and leg distances', async ({
  page,
}) => {
  const tiles = basemapTiles(page);
  const maplibre = mapLibreRequests(page);
  await startSession(page, 'maya');
  await page.goto(kyotoTrip);
  const map = page.getByRole('region', { name: 'Map of Kyoto in Autumn' });
  await expect(map).toBeVisible();
  // The preview has drawn from the basemap's vector tiles, and MapLibre has not been asked for.
  await expect(map).toHaveAttribute('data-map-drawn', 'preview', { timeout: 30_000 });
  expect(maplibre).toEqual([]);
  const colours = await previewColours(map);
  const share = (hex: string) =>
    (colours[hex] ?? 0) / Object.values(colours).reduce((sum, count) => sum + count, 0);
  // Kyoto's stops lie inland: land (the light palette's), the route's teal line, no sea at this zoom.
  expect(share('#ece9d3')).toBeGreaterThan(0.5);
  expect(share('#0b7285')).toBeGreaterThan(0.001);
  const previewMarkers = await markerPlaces(map);
  expect(previewMarkers.map((marker) => marker.name)).toEqual([
    '1. Fushimi Inari Taisha',
    '2. Kinkaku-ji',
    '3. Arashiyama Bamboo Grove',
  ]);

  // Reaching for the map loads MapLibre, which draws the same view: every marker on its pixel.
  await map.hover({ position: { x: 12, y: 12 } });
  await expect(map).toHaveAttribute('data-map-drawn', 'interactive', { timeout: 30_000 });
  expect(maplibre.some((url) => /maplibre-gl-[\w-]+\.js$/.test(url))).toBe(true);
  await expect(map.locator('.maplibregl-canvas')).toBeVisible();
  await expect(map.locator('canvas')).toHaveCount(1);
  expect(await markerPlaces(map)).toEqual(previewMarkers);

  // Kyoto's stops fit in a tile or two of land and coast, compressed, not the whole world's data.
  const tileUrls = new Set(tiles.map((tile) => tile.url));
  expect(tileUrls.size).toBeGreaterThan(0);
  expect(tileUrls.size).toBeLessThanOrEqual(4);
  expect(tiles).toContainEqual(
    expect.objectContaining({
      status: 200,
      type: 'application/vnd.mapbox-vector-tile',
      encoding: 'br',
    }),
  );
  const markers = map.getByRole('link');
  await expect(markers).toHaveText(['1', '2', '3']);
  await expect(map.getByRole('link', { name: '1. Fushimi Inari Taisha' })).toBeVisible();

  // The text version: the same stops in the same order, each leg measured (haversine, km).
  const stops = page.getByRole('list').filter({ hasText: 'Fushimi Inari Taisha' });
  await expect(stops.getByRole('listitem')).toHaveCount(3);
  await expect(stops.getByRole('listitem').nth(1)).toContainText(
    /Kinkaku-ji\s*\d+(\.\d)? km from stop 1/,
  );
  await expect(page.getByText(/^Total: \d+(\.\d)? km$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, '[role="region"][aria-label="Map of Kyoto in Autumn"]');

  // A marker opens its place.
  await map.getByRole('link', { name: '2. Kinkaku-ji' }).click();
  await expect(page).toHaveURL(/\/place\/ChIJcloV0BWyYBkVPEMbItQeu_o$/);
});

test('the preview’s zoom button, used from the keyboard, zooms the map MapLibre brings, focus kept', async ({
  page,
}) => {
  await startSession(page, 'maya');
  await page.goto(kyotoTrip);
  const map = page.getByRole('region', { name: 'Map of Kyoto in Autumn' });
  await expect(map).toHaveAttribute('data-map-drawn', 'preview', { timeout: 30_000 });
  const before = await markerPlaces(map);
  await expectNoSeriousA11yViolations(page, '[role="region"][aria-label="Map of Kyoto in Autumn"]');
  await map.getByRole('button', { name: 'Zoom out' }).focus();
  await page.keyboard.press('Enter');
  await expect(map).toHaveAttribute('data-map-drawn', 'interactive', { timeout: 30_000 });
  // Focus moved to MapLibre's own button, and the step asked for is taken: the stops draw closer.
  await expect(map.getByRole('button', { name: 'Zoom out' })).toBeFocused();
  await expect
    .poll(async () => {
      const after = await markerPlaces(map);
      const spread = (places: typeof before) =>
        Math.max(...places.map((place) => place.x)) - Math.min(...places.map((place) => place.x));
      return spread(after) / spread(before);
    })
    .toBeCloseTo(0.5, 1);
});

test('without WebGL the trip page shows the stop list and says the map cannot be shown', async ({
  page,
}) => {
  await watchWebgl(page, { refuse: true });
  const maplibre = mapLibreRequests(page);
  await startSession(page, 'maya');
  await page.goto(kyotoTrip);
  await expect(page.getByText('The map cannot be shown in this browser.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Arashiyama Bamboo Grove' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Map of/ })).toHaveCount(0);
  expect(maplibre).toEqual([]);
});

test('the map code loads when the reader reaches for a trip’s map, not with home or explore', async ({
  page,
}) => {
  const maplibre = mapLibreRequests(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/explore');
  await expect(page.getByRole('heading', { name: 'Explore the World' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(maplibre).toEqual([]);
  await startSession(page, 'maya');
  await page.goto(kyotoTrip);
  const map = page.getByRole('region', { name: 'Map of Kyoto in Autumn' });
  await expect(map).toHaveAttribute('data-map-drawn', 'preview', { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  expect(maplibre).toEqual([]);
  // A touch on the map is reaching for it.
  await map.dispatchEvent('pointerdown', { pointerType: 'touch' });
  await expect(map).toHaveAttribute('data-map-drawn', 'interactive', { timeout: 30_000 });
  expect(maplibre.some((url) => /maplibre-gl-[\w-]+\.js$/.test(url))).toBe(true);
});

test('the place page shows where the place is, drawn when the reader comes near it', async ({
  page,
  request,
}) => {
  const suggestions = (await (
    await request.get(`${mainStack.mockApiUrl}/api/v1/places/autocomplete?value=eiffel`)
  ).json()) as { data: { suggestions: { placePrediction: { placeId: string } }[] } };
  const placeId = suggestions.data.suggestions[0]?.placePrediction.placeId;
  const maplibre = mapLibreRequests(page);
  const webglContexts = await watchWebgl(page);
  await page.goto(`/place/${placeId}`);
  const map = page.getByRole('region', { name: 'Map of Eiffel Tower' });
  // The map sits below the fold here: a reader who stays at the top pays nothing for it.
  const reviews = page.getByRole('region', { name: 'Reviews' }).getByRole('article').first();
  await expect(reviews).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(maplibre).toEqual([]);
  expect(await webglContexts()).toBe(0);
  await expect(map).toHaveCount(0);
  await page.getByRole('heading', { level: 2, name: 'Location' }).scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute('data-map-drawn', 'preview', { timeout: 30_000 });
  await expect(map.getByRole('link', { name: '1. Eiffel Tower' })).toBeVisible();
  // Only the check whether WebGL can be had: the preview draws on a 2D canvas.
  expect(await webglContexts()).toBe(1);
  expect(maplibre).toEqual([]);
  await map.hover({ position: { x: 12, y: 12 } });
  await expect(map).toHaveAttribute('data-map-drawn', 'interactive', { timeout: 30_000 });
  await expect(map.getByRole('link', { name: '1. Eiffel Tower' })).toBeVisible();
  expect(await webglContexts()).toBeGreaterThan(1);
});
