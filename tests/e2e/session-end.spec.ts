import { expect, test } from './live-test';
import type { Page } from '@playwright/test';
import { mockControl, signIn } from './support';

/**
 * Every session end forgets the user's data in the browser's memory (issue 12: the Apollo cache was
 * cleared only on an explicit logout, so the next user on the same browser saw the previous one's
 * trips). No page reload anywhere below: a reload would empty the memory by itself.
 */

const tripCard = (page: Page, title: string) => page.getByRole('article', { name: title });
const MAYAS_OWN_TRIPS = ['Lisbon Long Weekend', 'Goa Coast Getaway'];

test.beforeEach(async ({ request }) => {
  await mockControl(request).reset();
});

test('after maya’s session ends by a failed refresh, lena signs in and sees only her own trip', async ({
  page,
  request,
}) => {
  const mock = mockControl(request);
  await page.goto('/login');
  await signIn(page, 'maya');
  await page.getByRole('link', { name: /Your Trips 3/ }).click();
  await expect(page).toHaveURL(/\/trips$/);
  for (const title of ['Kyoto in Autumn', ...MAYAS_OWN_TRIPS]) {
    await expect(tripCard(page, title)).toBeVisible();
  }

  // The profile's call is refused, and so is the refresh it triggers: the session ends.
  await mock.fault({ match: 'GET /api/v1/user/get-profile', status: 401 });
  await mock.fault({ match: 'POST /api/v1/user/refresh-token', status: 401 });
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile/);
  const log = await mock.requests();
  expect(log.filter((r) => r.path.startsWith('/api/v1/user/refresh-token')).at(-1)?.status).toBe(
    401,
  );

  await signIn(page, 'lena');
  await expect(page).toHaveURL(/\/profile$/);
  // Lena is a viewer of maya's Kyoto trip and owns none: one trip, never maya's others.
  const lenasTrips = page.getByRole('link', { name: /Your Trips 1/ });
  await expect(lenasTrips).toBeVisible();
  await lenasTrips.click();
  await expect(page).toHaveURL(/\/trips$/);
  await expect(tripCard(page, 'Kyoto in Autumn')).toBeVisible();
  for (const title of MAYAS_OWN_TRIPS) await expect(tripCard(page, title)).toHaveCount(0);
});

test('logging out in one tab ends the session in the other tab of the same browser', async ({
  context,
}) => {
  const first = await context.newPage();
  await first.goto('/login');
  await signIn(first, 'maya');
  await expect(first.getByRole('link', { name: /Your Trips 3/ })).toBeVisible();
  const second = await context.newPage();
  await second.goto('/trips');
  await expect(tripCard(second, 'Kyoto in Autumn')).toBeVisible();

  await first.getByRole('button', { name: /account menu/i }).click();
  await first.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(first.getByRole('link', { name: 'Login' })).toBeVisible();

  // The other tab leaves the protected page for /login, and its cached trips are gone with it.
  await expect(second).toHaveURL(/\/login\?redirect=%2Ftrips/);
  await expect(second.getByRole('link', { name: /Your Trips/ })).toHaveCount(0);
});
