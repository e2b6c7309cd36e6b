import { expect, test } from './live-test';
import { expectNoSeriousA11yViolations, mockControl, signIn } from './support';

test.beforeEach(async ({ request }) => {
  await mockControl(request).reset();
});

test('a guest opening /trips lands on /login, and signing in returns to /trips', async ({
  page,
}) => {
  await page.goto('/');
  await page.goto('/trips');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  // The redirect replaced the /trips entry: going back returns to the page before it.
  await signIn(page, 'maya');
  await expect(page).toHaveURL(/\/trips$/);
  await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();
});

test('the login redirect replaces the history entry of the protected page', async ({ page }) => {
  await page.goto('/explore');
  await page.goto('/trips');
  await expect(page).toHaveURL(/\/login/);
  await page.goBack();
  await expect(page).toHaveURL(/\/explore$/);
});

test('maya signs in from /login and out again', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'maya');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(/Good (Morning|Afternoon|Evening), maya/)).toBeVisible();
  await expect(page.getByRole('link', { name: /Your Trips/ })).toBeVisible();

  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Your Trips/ })).toHaveCount(0);

  // The refresh cookie was revoked: a reload does not bring the session back.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
});

test('login validation and a wrong password show the spec texts', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();

  await signIn(page, 'maya', 'wrong-password');
  // The server's message, in a banner and in a toast (spec 001 §2 Login, §8).
  const loginError = page.getByRole('alert').filter({ hasText: 'Invalid username or password' });
  await expect(loginError).toHaveCount(2);
  await expect(loginError.first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  // What the user typed is kept.
  await expect(page.getByLabel('Username')).toHaveValue('maya');
});

test('an unverified user is warned and sent to /verify-email', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'newbie');
  await expect(page.getByText('Please verify your email before logging in.')).toBeVisible();
  await expect(page).toHaveURL(/\/verify-email/);
});

test('an already signed-in user opening /login goes to the return-to location', async ({
  page,
}) => {
  await page.goto('/login');
  await signIn(page, 'maya');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login?redirect=%2Fexplore');
  await expect(page).toHaveURL(/\/explore$/);
});

test('/login has no serious accessibility violation', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
