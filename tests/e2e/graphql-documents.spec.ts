import type { Page } from '@playwright/test';
import { expect, test } from './live-test';
import { mockControl, openTrip } from './support';

/**
 * A page's scripts carry the GraphQL documents it sends, not all of the app's (web/build/
 * graphql-documents.ts, issue 19): the sign-in page has the session's mutations and none of the
 * trip page's, which come with the trip page. That the documents still work, every browser test
 * that sends one shows.
 */

/** The text of every script the page loads from now on. */
function scriptsOf(page: Page): Promise<string>[] {
  const texts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') texts.push(response.text());
  });
  return texts;
}

/** Whether a document for the operation is in the scripts: its name node, `value:"<Name>"` (any quote). */
const carries = (scripts: string[], operation: string) =>
  scripts.some((script) => new RegExp(`value:\\s*["'\`]${operation}["'\`]`).test(script));

test.beforeEach(async ({ request }) => {
  await mockControl(request).reset();
});

test("the sign-in page's scripts carry the session's documents, and none of the trip page's", async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  const loaded = await Promise.all(scripts);
  expect(carries(loaded, 'Login')).toBe(true);
  expect(carries(loaded, 'RefreshToken')).toBe(true);
  for (const operation of ['AddChecklistItem', 'UpdateCollaboratorRole', 'AddActivityPhotos']) {
    expect(carries(loaded, operation), operation).toBe(false);
  }
});

test("the trip page's documents come with the trip page", async ({ page }) => {
  const scripts = scriptsOf(page);
  await openTrip(page, 'maya', 'Kyoto in Autumn');
  expect(carries(await Promise.all(scripts), 'AddChecklistItem')).toBe(true);
});

test("the trip page's form dialogs, and their documents, come when one first opens", async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  await openTrip(page, 'maya', 'Kyoto in Autumn');
  await page.getByRole('tab', { name: 'Itinerary' }).click();
  const garden = 'Tenryu-ji garden';
  await expect(page.getByRole('button', { name: `Upload Photos for ${garden}` })).toBeVisible();
  expect(carries(await Promise.all(scripts), 'AddActivityPhotos')).toBe(false);

  await page.getByRole('button', { name: `Upload Photos for ${garden}` }).click();
  await expect(page.getByRole('dialog', { name: `Upload Photos: ${garden}` })).toBeVisible();
  expect(carries(await Promise.all(scripts), 'AddActivityPhotos')).toBe(true);
});
