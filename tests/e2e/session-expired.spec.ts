import { expect, test } from './live-test';
import { expectNoSeriousA11yViolations, mockControl, signIn } from './support';

/**
 * Issue 18: a session that expires no longer ends silently. The notice shows on /login, signing
 * in leads back to the page the user was on, and what they had typed in the create-trip dialog is
 * there again. The browser's clock is installed so the scheduled refresh can be reached at once.
 */

const NOTICE = 'Your session has expired. Please sign in again.';

test.beforeEach(async ({ request }) => {
  await mockControl(request).reset();
});

test('an expired session says so, and signing in again brings back the trips page, its open dialog and the draft', async ({
  page,
  request,
}) => {
  const mock = mockControl(request);
  await page.clock.install();
  await page.goto('/login');
  await signIn(page, 'maya');
  await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();
  await page.goto('/trips');
  await page.getByRole('button', { name: 'Plan a new trip' }).click();
  const dialog = page.getByRole('dialog', { name: 'Plan a new trip' });
  await dialog.getByRole('textbox', { name: /Trip Title/ }).fill('Kyoto in Spring');
  await dialog.getByRole('textbox', { name: /Description/ }).fill('Cherry blossoms by the river');

  // The token runs out and the server refuses to renew it: the session ends by itself.
  await mock.fault({ match: 'POST /api/v1/user/refresh-token', status: 401 });
  await page.clock.fastForward('15:00');

  // The open dialog is in the URL (?create=1), so the way back leads into it.
  await expect(page).toHaveURL(/\/login\?redirect=%2Ftrips%3Fcreate%3D1&reason=expired$/);
  await expect(page.getByText(NOTICE)).toBeVisible();
  const refreshes = (await mock.requests()).filter((r) =>
    r.path.startsWith('/api/v1/user/refresh-token'),
  );
  expect(refreshes.at(-1)?.status).toBe(401);
  await expectNoSeriousA11yViolations(page);

  await signIn(page, 'maya');
  await expect(page).toHaveURL(/\/trips\?create=1$/);
  const reopened = page.getByRole('dialog', { name: 'Plan a new trip' });
  await expect(reopened.getByRole('textbox', { name: /Trip Title/ })).toHaveValue(
    'Kyoto in Spring',
  );
  await expect(reopened.getByRole('textbox', { name: /Description/ })).toHaveValue(
    'Cherry blossoms by the river',
  );
});

test('logging out is not an expiry: no notice on the way out', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'maya');
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByText(NOTICE)).toHaveCount(0);
});
