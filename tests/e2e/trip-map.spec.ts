import { expect, test, type Page } from './live-test';
import { seedIds } from '@mocks/db/seed-ids';
import { mainStack } from './stacks';
import { expectNoSeriousA11yViolations, mockControl, startSession } from './support';

/**
 * The trip's route map and the place's location map (issue 18 "A map"): MapLibre on the built-in
 * Natural Earth basemap, numbered markers in day order that open each place, the stop list with the
 * distance of each leg as the accessible version, the list alone when WebGL is missing, and the map
 * code loaded only by the pages that show a map.
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

/** The basemap's vector tiles the page received: status, type and encoding of each. */
function basemapTiles(page: Page): { status: number; type?: string; encoding?: string }[] {
  const seen: { status: number; type?: string; encoding?: string }[] = [];
  page.on('response', (response) => {
    if (!/\/assets\/basemap-[0-9a-f]+\/\d+\/\d+\/\d+\.mvt$/.test(response.url())) return;
    const headers = response.headers();
    seen.push({
      status: response.status(),
      type: headers['content-type'],
      encoding: headers['content-encoding'],
    });
  });
  return seen;
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
  await startSession(page, 'maya');
  await page.goto(kyotoTrip);
  const map = page.getByRole('region', { name: 'Map of Kyoto in Autumn' });
  await expect(map).toBeVisible();
  // The basemap (the app's vector tiles) has loaded and drawn: WebGL works in this browser.
  await expect(map).toHaveAttribute('data-map-drawn', 'true', { timeout: 30_000 });
  // Kyoto's stops fit in a tile or two of land and coast, compressed, not the whole world's data.
  expect(tiles.length).toBeGreaterThan(0);
  expect(tiles.length).toBeLessThanOrEqual(4);
  expect(tiles).toContainEqual({
    status: 200,
    type: 'application/vnd.mapbox-vector-tile',
    encoding: 'br',
  });
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

test('the map code loads with the trip page only, not with home or explore', async ({ page }) => {
  const maplibre = mapLibreRequests(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/explore');
  await expect(page.getByRole('heading', { name: 'Explore the World' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(maplibre).toEqual([]);
  await startSession(page, 'maya');
  await page.goto(kyotoTrip);
  await expect(page.getByRole('region', { name: 'Map of Kyoto in Autumn' })).toBeVisible();
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
  await expect(map).toHaveAttribute('data-map-drawn', 'true', { timeout: 30_000 });
  await expect(map.getByRole('link', { name: '1. Eiffel Tower' })).toBeVisible();
  expect(await webglContexts()).toBeGreaterThan(0);
});
