import { expect, test, type Page } from './live-test';
import { expectNoSeriousA11yViolations, mockControl, signIn, startSession } from './support';
import { mainStack } from './stacks';

/**
 * The place search box and the Explore page (spec 000 §2 "Place search box", §5, §9; spec 001 §2
 * "Explore"; RESOLUTIONS 14.3, 14.6), against the full stack: SPA → gateway → mock REST API.
 */

const AUTOCOMPLETE_PATH = '/api/v1/places/autocomplete';

test.beforeEach(async ({ request }) => {
  await mockControl(request).reset();
});

async function autocompleteRequests(page: Page) {
  const log = await mockControl(page.request).requests();
  return log.filter((entry) => entry.method === 'GET' && entry.path.startsWith(AUTOCOMPLETE_PATH));
}

/** The first suggestion the mock API gives for `text` (what the box should open). */
async function firstSuggestionId(page: Page, text: string): Promise<string> {
  const answer = await page.request.get(
    `${mainStack.mockApiUrl}${AUTOCOMPLETE_PATH}?value=${encodeURIComponent(text)}`,
  );
  const body = (await answer.json()) as {
    data: { suggestions: { placePrediction: { placeId: string } }[] };
  };
  const placeId = body.data.suggestions[0]?.placePrediction.placeId;
  if (!placeId) throw new Error(`no suggestion for ${text}`);
  return placeId.replace(/^places\//, '');
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a burst of typing sends exactly one autocomplete request', async ({ page }) => {
    await page.clock.install();
    await page.goto('/explore');
    const search = page.getByRole('combobox', { name: 'Search places' });
    // 120 ms between keys on the page's clock, held still in between: on a busy machine real time
    // between two keys can pass the 1 s pause, which would be a second burst.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    for (const key of 'Paris') {
      await search.press(key);
      await page.clock.runFor(120);
    }
    await page.clock.resume();
    await expect(page.getByRole('option').first()).toBeVisible();
    // Long after the pause: still one request, for the whole word.
    await page.waitForTimeout(1500);
    const requests = await autocompleteRequests(page);
    expect(requests.map((entry) => entry.path)).toEqual([`${AUTOCOMPLETE_PATH}?value=Paris`]);
  });

  test('under 2 characters nothing is sent and no panel opens', async ({ page }) => {
    await page.goto('/explore');
    await page.getByRole('combobox', { name: 'Search places' }).fill(' P ');
    await page.waitForTimeout(1500);
    expect(await autocompleteRequests(page)).toHaveLength(0);
    await expect(page.getByRole('listbox')).toHaveCount(0);
  });

  test('search → suggestion → the place page', async ({ page }) => {
    const placeId = await firstSuggestionId(page, 'Eiffel');
    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'Search places' });
    await search.fill('Eiffel');
    const firstOption = page.getByRole('option').first();
    await expect(firstOption).toContainText('Eiffel');
    await firstOption.click();
    await expect(page).toHaveURL(new RegExp(`/place/${placeId}$`));
    await expect(page.getByRole('listbox')).toHaveCount(0);
  });

  test('the keyboard chooses: arrows and Enter; Escape closes', async ({ page }) => {
    const placeId = await firstSuggestionId(page, 'Colosseum');
    await page.goto('/explore');
    const search = page.getByRole('combobox', { name: 'Search places' });
    await search.fill('Colosseum');
    await expect(page.getByRole('option').first()).toBeVisible();
    await search.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await search.press('ArrowDown');
    await expect(page.getByRole('listbox')).toBeVisible();
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/place/${placeId}$`));
  });

  test('an unknown text says No results found for it', async ({ page }) => {
    await page.goto('/explore');
    await page.getByRole('combobox', { name: 'Search places' }).fill('Qxzqxz');
    await expect(page.getByText('No results found for "Qxzqxz"')).toBeVisible();
  });

  test('explore by country: a popular destination lists the places in it', async ({ page }) => {
    await page.goto('/explore');
    const destinations = page.getByRole('region', { name: 'Popular Destinations' });
    const firstCountry = destinations.getByRole('link').first();
    await expect(firstCountry).toBeVisible();
    const country = (await firstCountry.locator('p').first().innerText()).trim();
    await firstCountry.click();

    await expect(page).toHaveURL(/\/explore\?place=/);
    expect(new URL(page.url()).searchParams.get('place')).toBe(country);
    const results = page.getByRole('region', { name: `Places in ${country}` });
    await expect(results.getByRole('heading', { name: `Places in ${country}` })).toBeVisible();
    const cards = results.getByRole('link');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(1);
    await expect(cards.first()).toHaveAttribute('href', /^\/place\/.+/);

    // A result opens its place page.
    const href = await cards.first().getAttribute('href');
    await cards.first().click();
    await expect(page).toHaveURL(href ?? '');
  });

  test('a place with no results says "No places found"', async ({ page }) => {
    await page.goto('/explore?place=Qxzqxz');
    const results = page.getByRole('region', { name: 'Places in Qxzqxz' });
    await expect(results.getByText('No places found')).toBeVisible();
  });

  test('guests see the sign-in prompt for nearby attractions', async ({ page }) => {
    await page.goto('/explore');
    const nearby = page.getByRole('region', { name: 'Nearby Tourist Attractions' });
    await expect(nearby.getByText('Sign in to see attractions near you')).toBeVisible();
    await nearby.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fexplore/);
    await signIn(page, 'maya');
    await expect(page).toHaveURL(/\/explore$/);
    await expect(nearby.getByText('Around Pune')).toBeVisible();
  });

  test('maya sees tourist attractions around her saved location, Pune', async ({ page }) => {
    await startSession(page, 'maya');
    await page.goto('/explore');
    const nearby = page.getByRole('region', { name: 'Nearby Tourist Attractions' });
    await expect(nearby.getByText('Around Pune')).toBeVisible();
    const cards = nearby.getByRole('link');
    await expect(cards.first()).toBeVisible();
    await expect(cards.first()).toHaveAttribute('href', /^\/place\/.+/);
    const log = await mockControl(page.request).requests();
    const nearbyCall = log.find((entry) => entry.path.startsWith('/api/v1/places/nearby-places'));
    expect(nearbyCall?.path).toMatch(/latitude=18\.5\d*&longitude=73\.8\d*/);
  });

  test('the landing page shows up to 4 trending destinations', async ({ page }) => {
    await page.goto('/');
    const trending = page.getByRole('region', { name: 'Trending Destinations' });
    const cards = trending.getByRole('link');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeLessThanOrEqual(4);
    await expect(cards.first()).toHaveAttribute('href', /^\/explore\?place=.+/);
  });

  test('/explore has no serious accessibility violation', async ({ page }) => {
    await page.goto('/explore?place=Japan');
    // The country's places and their photos can take a while on a busy machine.
    await expect(
      page.getByRole('region', { name: 'Places in Japan' }).getByRole('link').first(),
    ).toBeVisible({ timeout: 30_000 });
    await expect(
      page.getByRole('region', { name: 'Popular Cities' }).getByRole('link').first(),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the search overlay focuses its input, and closes on a choice', async ({ page }) => {
    const placeId = await firstSuggestionId(page, 'Louvre');
    await page.goto('/explore');
    const sentBefore = (await autocompleteRequests(page)).length;
    await page.getByRole('button', { name: 'Search' }).click();
    const overlay = page.getByRole('dialog', { name: 'Search places' });
    const search = overlay.getByRole('combobox', { name: 'Search places' });
    await expect(search).toBeFocused();
    await search.pressSequentially('Louvre', { delay: 80 });
    await overlay.getByRole('option').first().click();
    await expect(page).toHaveURL(new RegExp(`/place/${placeId}$`));
    await expect(overlay).toBeHidden();
    expect(await autocompleteRequests(page)).toHaveLength(sentBefore + 1);
  });

  test('/explore has no serious accessibility violation on a phone', async ({ page }) => {
    await page.goto('/explore');
    await expect(
      page.getByRole('region', { name: 'Popular Destinations' }).getByRole('link').first(),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
