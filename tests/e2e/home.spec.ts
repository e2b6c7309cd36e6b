import { expect, test } from './live-test';
import type { Page } from '@playwright/test';
import { addDays, format, subDays } from 'date-fns';
import { expectNoSeriousA11yViolations, mockControl, startSession } from './support';

/**
 * The signed-in home (spec 000 §1, §2 "Home (signed in)", §4 "Home trip classification", §5, §9)
 * against the full stack: mock REST API → gateway → built SPA.
 */

test.beforeEach(async ({ request }) => {
  await mockControl(request).reset();
});

const day = (date: Date) => format(date, 'yyyy-MM-dd');

/** Creates a trip for the signed-in user through the gateway (the create dialog is trips.spec's). */
async function createTrip(page: Page, title: string, startDate: Date, endDate: Date) {
  const token = await page.evaluate(() => window.localStorage.getItem('accessToken'));
  const response = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${token ?? ''}` },
    data: {
      query: 'mutation ($input: CreateTripInput!) { createTrip(input: $input) { id } }',
      variables: { input: { title, startDate: day(startDate), endDate: day(endDate) } },
    },
  });
  expect(((await response.json()) as { errors?: unknown }).errors).toBeUndefined();
}

const tripTitles = (page: Page, section: string) =>
  page.getByTestId(section).getByRole('article').getByRole('heading', { level: 3 });

test("maya's home lists her 3 soonest upcoming and 3 latest recent trips, the trip under way first", async ({
  page,
}) => {
  await startSession(page, 'maya');
  const today = new Date();
  // Seeded: Kyoto starts in 12 days, Lisbon ended 57 days ago, Goa is under way.
  await createTrip(page, 'Weekend in Lonavala', addDays(today, 5), addDays(today, 6));
  await createTrip(page, 'Paris Again', addDays(today, 40), addDays(today, 44));
  await createTrip(page, 'Iceland Ring Road', addDays(today, 100), addDays(today, 110));
  await createTrip(page, 'Hampi Ruins', subDays(today, 14), subDays(today, 10));
  await createTrip(page, 'Snow in Manali', subDays(today, 35), subDays(today, 30));
  await createTrip(page, 'Old Times', subDays(today, 400), subDays(today, 395));
  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /^Good (Morning|Afternoon|Evening), maya$/,
  );
  await expect(page.getByTestId('happening-now')).toContainText('Goa Coast Getaway');
  await expect(tripTitles(page, 'upcoming-trips')).toHaveText([
    'Weekend in Lonavala',
    'Kyoto in Autumn',
    'Paris Again',
  ]);
  await expect(tripTitles(page, 'recent-trips')).toHaveText([
    'Hampi Ruins',
    'Snow in Manali',
    'Lisbon Long Weekend',
  ]);
  await expect(page.getByTestId('stat-tripsPlanned')).toHaveText('9');
  await expect(page.getByTestId('nearby-attractions').locator('a[href^="/place/"]')).toHaveCount(4);
  await expect(page.getByTestId('trending-destinations').getByRole('link')).toHaveCount(4);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('article', { name: 'Kyoto in Autumn' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/trips\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kyoto in Autumn' })).toBeVisible();
});

test('a traveller without trips or a location is invited to plan a first trip and to set the location', async ({
  page,
  request,
}) => {
  await startSession(page, 'admin');
  await page.goto('/');
  const prompt = page.getByRole('region', { name: 'Plan your first trip' });
  await expect(prompt).toBeVisible();
  await expect(page.getByTestId('upcoming-trips')).toHaveCount(0);
  const nearby = page.getByTestId('nearby-attractions');
  await expect(nearby.getByRole('heading', { name: 'Discover what is around you' })).toBeVisible();
  await expect(nearby.getByRole('link', { name: 'Set your location' })).toHaveAttribute(
    'href',
    '/profile',
  );
  const nearbyCalls = (await mockControl(request).requests()).filter((entry) =>
    entry.path.includes('nearby-places'),
  );
  expect(nearbyCalls).toEqual([]);
  await expectNoSeriousA11yViolations(page);

  await prompt.getByRole('button', { name: 'Plan a trip' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('textbox', { name: /Trip Title/ })).toBeFocused();
});

test('a failing highlights call shows its text while the rest of the home stays', async ({
  page,
  request,
}) => {
  await startSession(page, 'maya');
  // The app's start prefetches the highlights too: enough turns for both calls.
  await mockControl(request).fault({
    match: 'destination/travelHighlights',
    status: 500,
    times: 5,
  });
  await page.goto('/');
  await expect(
    page.getByText('Failed to load destinations. Please refresh the page.'),
  ).toBeVisible();
  await expect(tripTitles(page, 'upcoming-trips')).toHaveText(['Kyoto in Autumn']);
  await expect(page.getByTestId('happening-now')).toContainText('Goa Coast Getaway');
  await expect(tripTitles(page, 'recent-trips')).toHaveText(['Lisbon Long Weekend']);
  await expect(page.getByTestId('nearby-attractions').getByRole('link')).not.toHaveCount(0);
});
