import { expect, test } from './live-test';
import type { Page } from '@playwright/test';
import { mockControl, openTrip, startSession } from './support';

/**
 * What lives in the URL and the history (issue 18): the trip page's tab survives reload and Back, the
 * create-trip dialog on /trips survives reload and Back closes it, and a deleted trip is not shown again
 * from the cache when Back returns to its page.
 */

test.beforeEach(async ({ request }) => {
  await mockControl(request).reset();
});

const openKyoto = (page: Page) => openTrip(page, 'maya', 'Kyoto in Autumn');

const selectedTab = (page: Page, name: string) =>
  expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');

test('the trip tab is in the URL: reload, Back and a link keep it', async ({ page }) => {
  await openKyoto(page);
  await selectedTab(page, 'Destinations');
  await page.getByRole('tab', { name: 'Checklist' }).click();
  await expect(page).toHaveURL(/\/trips\/[^/?]+\?tab=checklist$/);
  const checklistUrl = page.url();

  await page.reload();
  await selectedTab(page, 'Checklist');

  await page.getByRole('link', { name: 'My Trips' }).click();
  await expect(page).toHaveURL(/\/trips$/);
  await page.goBack();
  await selectedTab(page, 'Checklist');

  // A link to another tab opens it; an unknown tab falls back to the first.
  await page.goto(checklistUrl.replace('tab=checklist', 'tab=itinerary'));
  await selectedTab(page, 'Itinerary');
  await page.goto(checklistUrl.replace('tab=checklist', 'tab=nonsense'));
  await selectedTab(page, 'Destinations');
});

test('Back to a deleted trip shows the not-found state, not the cached trip', async ({ page }) => {
  await openKyoto(page);
  await page.getByRole('button', { name: 'Delete Trip' }).click();
  await page
    .getByRole('dialog', { name: 'Delete Trip' })
    .getByRole('button', { name: 'Delete Trip' })
    .click();
  await expect(page).toHaveURL(/\/trips$/, { timeout: 5000 });
  await expect(page.getByRole('article', { name: 'Kyoto in Autumn' })).toHaveCount(0);

  await page.goBack();
  await expect(
    page.getByRole('heading', { name: 'No trip found with the provided ID.' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Kyoto in Autumn' })).toHaveCount(0);
});

test('the create-trip dialog is in the URL: reload keeps it open, Back and Cancel close it', async ({
  page,
}) => {
  await startSession(page, 'maya');
  await page.goto('/trips');
  const dialog = page.getByRole('dialog', { name: 'Plan a new trip' });
  const launcher = page.getByRole('button', { name: 'Plan a new trip' });
  // Its first open loads the dialog's code: Escape still gives focus back to the launcher.
  await launcher.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(launcher).toBeFocused();

  await launcher.click();
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/trips\?create=1$/);

  await page.reload();
  await expect(dialog).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/trips$/);

  // Opened again, Back closes it and stays on the list.
  await page.getByRole('button', { name: 'Plan a new trip' }).click();
  await expect(dialog).toBeVisible();
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/trips$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Trips' })).toBeVisible();
});
