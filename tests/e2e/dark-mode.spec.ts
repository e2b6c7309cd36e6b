import { expect, test, type Page } from '@playwright/test';
import { mockControl } from './support';

/**
 * Dark mode (issue 18): a first visit follows the system's scheme, and the top bar's toggle switches
 * and the choice outlives a reload.
 */

const scheme = (page: Page) => page.locator('html').getAttribute('data-mantine-color-scheme');

test.beforeEach(async ({ request }) => {
  await mockControl(request).reset();
});

test('a first visit follows a dark system scheme; the toggle switches and is remembered', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect.poll(() => scheme(page)).toBe('dark');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).not.toBe('rgb(255, 255, 255)');

  await page.getByRole('button', { name: 'Switch to light mode' }).first().click();
  await expect.poll(() => scheme(page)).toBe('light');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Switch to dark mode' }).first()).toBeVisible();
  expect(await scheme(page)).toBe('light');
});

test('a first visit follows a light system scheme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Switch to dark mode' }).first()).toBeVisible();
  expect(await scheme(page)).toBe('light');
});

test('the scheme is set before the app runs, so a dark system sees no light flash', async ({
  page,
}) => {
  // Without the app's bundle only index.html's own script can have set the attribute.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  expect(await scheme(page)).toBe('dark');
  // The page was rendered at build, not knowing the scheme: its toggle already shows the sun.
  const toggle = page.locator('#root header').getByRole('button', { name: /^Switch to/ });
  await expect(toggle.locator('.tabler-icon-sun')).toBeVisible();
  await expect(toggle.locator('.tabler-icon-moon')).toBeHidden();
});
