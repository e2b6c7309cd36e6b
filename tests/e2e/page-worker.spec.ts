import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { SESSION_HINT_COOKIE, SESSION_HINT_VALUE } from '@contract/session-hint';
import { mainStack } from './stacks';
import { mockControl, watchOperations } from './support';

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
    await page.goto('/explore');
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
    await page.goto('/explore');
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
