import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { SESSION_HINT_COOKIE, SESSION_HINT_VALUE } from '@contract/session-hint';
import { mainStack } from './stacks';
import { gotoRendered, mockControl, placeIdOf, watchOperations } from './support';

/**
 * Pages the gateway renders with their data per request (issue 19, gateway/src/pages/page-worker.ts):
 * a guest's Explore comes with its popular destinations and cities, photos included, before any of
 * the app's JavaScript runs; the app takes the page over from the data it carries, without asking
 * for it again; and when the data cannot be had, the page comes as the build prerendered it.
 */

const WIDTHS = [390, 1280];

/** The highlights as the gateway answers them now: the names the cards must show. */
async function highlightNames(request: APIRequestContext) {
  const response = await request.post('/graphql', {
    data: {
      query: '{ travelHighlights { popularCountries { name } popularCities { name } } }',
    },
  });
  const { data } = (await response.json()) as {
    data: { travelHighlights: Record<'popularCountries' | 'popularCities', { name: string }[]> };
  };
  const countries = data.travelHighlights.popularCountries.map(({ name }) => name);
  const cities = data.travelHighlights.popularCities.map(({ name }) => name);
  expect(countries.length).toBeGreaterThan(0);
  expect(cities.length).toBeGreaterThan(0);
  return { countries, cities };
}

test.beforeEach(async ({ request }) => {
  await mockControl(request).reset();
  // The worker starts with the gateway and warms up before it renders (seconds on a loaded machine);
  // until then a navigation gets the page built without data.
  await expect
    .poll(
      async () =>
        (
          await (await request.get('/explore', { headers: { accept: 'text/html' } })).text()
        ).includes('id="page-data"'),
      { timeout: 30_000 },
    )
    .toBe(true);
});

test(`a guest's /explore shows its destinations and cities, with photos, before the app's scripts run, at ${WIDTHS.join(' and ')} px`, async ({
  page,
  request,
}) => {
  const { countries, cities } = await highlightNames(request);
  await page.route('**/assets/*.js', (route) => route.abort());
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await gotoRendered(page, '/explore');
    // The copy for the width shows (the page holds a phone's and a desktop's).
    const shown = (text: string) =>
      page.getByText(text, { exact: true }).filter({ visible: true }).first();
    await expect(shown(countries[0] ?? '')).toBeVisible();
    await expect(page.getByText(cities[0] ?? '', { exact: true }).first()).toBeAttached();
    // The first card's photo is in the page and loads: the phone's largest element, at once.
    const firstPhoto = page.locator('img[src^="/photos/"]').filter({ visible: true }).first();
    await expect(firstPhoto).toBeVisible();
    await expect
      .poll(() => firstPhoto.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
  }
});

test('the app takes /explore over from the data it carries: the same cards, no request for them, nothing in the console', async ({
  page,
  request,
}) => {
  const { countries } = await highlightNames(request);
  const operations = watchOperations(page);
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    expect((await gotoRendered(page, '/explore', [operations, messages])).html).toContain(
      'id="page-data"',
    );
    await expect(page.locator('#root:not([data-prerendered])')).toHaveCount(1);
    await expect(page.locator('#page-data')).toHaveCount(0);
    await expect(page.getByText(countries[0] ?? '', { exact: true }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  // The highlights were fresh (spec 000 §9: 1 h): neither the page nor the start's prefetch asks.
  expect(operations).not.toContain('ExploreHighlights');
  expect(messages).toEqual([]);
});

test('when the highlights fail upstream, /explore comes as the build prerendered it and the app asks for them itself', async ({
  page,
  request,
}) => {
  const { countries } = await highlightNames(request);
  // The page's render meets the fault; the app's own request, after it, does not.
  await mockControl(request).fault({ match: 'destination/travelHighlights', status: 500 });
  const operations = watchOperations(page);
  const response = await page.goto('/explore');
  const html = (await response?.text()) ?? '';
  expect(html).toContain('data-prerendered="/explore"');
  expect(html).not.toContain('id="page-data"');
  expect(html).not.toContain(countries[0]);
  await expect(page.getByText(countries[0] ?? '', { exact: true }).first()).toBeVisible();
  expect(operations).toContain('ExploreHighlights');
});

test('a query string, or a browser holding a session, gets no page rendered with data', async ({
  page,
  request,
}) => {
  const { countries } = await highlightNames(request);
  const withQuery = await request.get('/explore?place=Paris', { headers: { accept: 'text/html' } });
  expect(await withQuery.text()).not.toContain('id="page-data"');
  await page
    .context()
    .addCookies([{ name: SESSION_HINT_COOKIE, value: SESSION_HINT_VALUE, url: mainStack.appUrl }]);
  const response = await page.request.get('/explore', { headers: { accept: 'text/html' } });
  const shell = await response.text();
  expect(shell).not.toContain('data-prerendered');
  expect(shell).not.toContain(countries[0]);
});

/** The main photo batches the browser sends, by size ("MAIN of 2"), in order. */
function watchMainBatches(page: Page): string[] {
  const batches: string[] = [];
  page.on('request', (request) => {
    const body = request.postDataJSON() as {
      operationName?: string;
      variables?: { batchType?: string; refs?: string[] };
    } | null;
    if (body?.operationName === 'PhotoBatch' && body.variables?.batchType === 'MAIN') {
      batches.push(`MAIN of ${body.variables.refs?.length ?? 0}`);
    }
  });
  return batches;
}

const firstTilePhoto = (page: Page) =>
  page
    .getByRole('button', { name: /^Open photo 1 of \d$/ })
    .filter({ visible: true })
    .locator('img');

test(`a guest's place page shows the place and its first photos before the app's scripts run, at ${WIDTHS.join(' and ')} px`, async ({
  page,
  request,
}) => {
  const placeId = await placeIdOf(request, 'eiffel', /Eiffel Tower/);
  await page.route('**/assets/*.js', (route) => route.abort());
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await gotoRendered(page, `/place/${placeId}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Eiffel Tower' }).filter({ visible: true }),
    ).toBeVisible();
    // The first batch (2 photos at high quality) is in the page, shown and loaded.
    for (const index of [1, 2]) {
      const photo = page
        .getByRole('button', { name: new RegExp(`^Open photo ${index} of \\d$`) })
        .filter({ visible: true })
        .locator('img');
      await expect(photo).toHaveAttribute('src', /^\/photos\/.+quality=high/);
      await expect(photo).toHaveAttribute('data-loaded', 'true');
      await expect
        .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
    }
    // The rest are the app's to load.
    await expect(
      page
        .getByRole('button', { name: /^Open photo 3 of \d$/ })
        .filter({ visible: true })
        .locator('img'),
    ).toHaveCount(0);
  }
});

test('the app takes a place page over from what it carries: the same photos shown, the details not asked again, only the rest of the photos asked for', async ({
  page,
  request,
}) => {
  const placeId = await placeIdOf(request, 'eiffel', /Eiffel Tower/);
  const operations = watchOperations(page);
  const mainBatches = watchMainBatches(page);
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  const { html } = await gotoRendered(page, `/place/${placeId}`, [
    operations,
    mainBatches,
    messages,
  ]);
  expect(html).toContain('id="page-data"');
  const photo = firstTilePhoto(page);
  const shownSrc = await photo.getAttribute('src');
  expect(shownSrc).toMatch(/quality=high/);
  await expect(page.locator('#root:not([data-prerendered])')).toHaveCount(1);
  // The app's page shows the same image at once: no fade, no placeholder in between.
  await expect(photo).toHaveAttribute('src', shownSrc ?? '');
  await expect(photo).toHaveAttribute('data-loaded', 'true');
  // The rest of the main photos come as the spec's second batch (spec 001 §4), then all five show.
  await expect
    .poll(() => page.locator('button[aria-label^="Open photo"] img[data-loaded="true"]').count())
    .toBe(3);
  await expect(
    page.getByRole('region', { name: 'Nearby Places' }).getByRole('link').first(),
  ).toBeVisible({
    timeout: 30_000,
  });
  expect(mainBatches).toEqual(['MAIN of 3']);
  expect(operations).not.toContain('PlaceDetails');
  expect(messages).toEqual([]);

  // Another visit to the place in the same app asks for its photos as usual: the page's answer is
  // used once.
  await page.getByRole('link', { name: 'Explore' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Explore the World' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Eiffel Tower' })).toBeVisible();
  await expect(firstTilePhoto(page)).toHaveAttribute('data-loaded', 'true');
  await expect.poll(() => mainBatches).toEqual(['MAIN of 3', 'MAIN of 2', 'MAIN of 3']);
});

test('when the first photos fail upstream, the place page comes as the shell and the app loads them itself', async ({
  page,
  request,
}) => {
  const placeId = await placeIdOf(request, 'eiffel', /Eiffel Tower/);
  await mockControl(request).fault({ match: 'places/batch-photos', status: 500, times: 1 });
  const mainBatches = watchMainBatches(page);
  const response = await page.goto(`/place/${placeId}`);
  const html = (await response?.text()) ?? '';
  expect(html).not.toContain('id="page-data"');
  expect(html).not.toContain('Eiffel Tower</h1>');
  await expect(firstTilePhoto(page)).toHaveAttribute('data-loaded', 'true');
  expect(mainBatches[0]).toBe('MAIN of 2');
});
