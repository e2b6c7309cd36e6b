import { expect, test, type Page } from './live-test';
import { expectNoSeriousA11yViolations, mockControl, startSession } from './support';

const mobile = { width: 390, height: 844 };

async function signInAsMaya(page: Page) {
  await startSession(page, 'maya');
  await page.goto('/');
}

test.beforeEach(async ({ request }) => {
  await mockControl(request).reset();
});

test.describe('mobile layout (under 768 px)', () => {
  test.use({ viewport: mobile });

  test('a guest gets Home, Explore, Search and Login tabs, and no top-bar links', async ({
    page,
  }) => {
    await page.goto('/');
    const tabs = page.getByRole('navigation', { name: 'Main' });
    await expect(tabs.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'Explore' })).toBeVisible();
    await expect(tabs.getByRole('button', { name: 'Search' })).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(tabs.getByRole('link', { name: /Trips/ })).toHaveCount(0);
    await expect(tabs.getByRole('button', { name: 'Profile' })).toHaveCount(0);
    // The tab bar is fixed to the bottom of the viewport.
    const box = await tabs.boundingBox();
    expect(box && Math.round(box.y + box.height)).toBe(mobile.height);
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
  });

  test('Search opens a full-screen overlay whose input gets focus after 150 ms', async ({
    page,
  }) => {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Search' })
      .click();
    const overlay = page.getByRole('dialog', { name: 'Search places' });
    await expect(overlay).toBeVisible();
    const box = await overlay.boundingBox();
    expect(box?.width).toBe(mobile.width);
    await expect(overlay.getByLabel('Search places')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
  });

  test('signed in: Trips with a badge, and the Profile sheet with its entries', async ({
    page,
  }) => {
    await signInAsMaya(page);
    const tabs = page.getByRole('navigation', { name: 'Main' });
    await expect(tabs.getByRole('link', { name: /Trips/ })).toContainText('3');
    await expect(tabs.getByRole('link', { name: 'Login' })).toHaveCount(0);

    await tabs.getByRole('button', { name: 'Profile' }).click();
    const sheet = page.getByRole('dialog', { name: 'Your account' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByText('maya@example.com')).toBeVisible();
    await expect(sheet.getByRole('link', { name: 'View Profile' })).toBeVisible();
    await expect(sheet.getByRole('button', { name: /Settings/ })).toBeDisabled();
    await expect(sheet.getByRole('button', { name: 'Feedback' })).toBeVisible();

    // Menus close on route change.
    await sheet.getByRole('link', { name: 'View Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(sheet).toBeHidden();

    // Logout from the sheet runs the logout, then goes to /.
    await tabs.getByRole('button', { name: 'Profile' }).click();
    await page
      .getByRole('dialog', { name: 'Your account' })
      .getByRole('button', { name: 'Logout' })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(tabs.getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('the mobile home has no serious accessibility violation', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: /Travel/ }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('desktop layout (768 px and up)', () => {
  test('the user menu: Profile, Settings disabled with Coming Soon, Logout; closes on outside click', async ({
    page,
  }) => {
    await signInAsMaya(page);
    await page.goto('/explore');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    const settings = page.getByRole('menuitem', { name: /Settings/ });
    await expect(settings).toBeDisabled();
    await expect(settings).toContainText('Coming Soon');
    // An outside click on plain text: a fixed point could land on a place card that loads late
    // and open its Plan Your Visit dialog instead (CI failed once that way).
    await page.getByRole('heading', { name: 'Explore the World' }).click();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeHidden();

    // Logout from a page other than / ends on /.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('the top bar is sticky while the page scrolls', async ({ page }) => {
    await page.goto('/');
    await page.mouse.wheel(0, 1500);
    await expect(page.getByRole('link', { name: 'Wayfarer home' })).toBeInViewport();
  });

  test('the floating feedback button opens the feedback dialog on every page', async ({ page }) => {
    for (const path of ['/', '/explore', '/login']) {
      await page.goto(path);
      const button = page.getByRole('button', { name: 'Give feedback' });
      await button.click();
      const dialog = page.getByRole('dialog', { name: 'Share your feedback' });
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      // Opened for the first time on this load (its code loads then): focus still comes back.
      await expect(button).toBeFocused();
    }
  });
});

test('the guest landing page: hero, calls to action, feature cards, footer', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /Travel\s*Reimagined/ })).toBeVisible();
  await expect(page.getByText(/AI-powered recommendations/)).toBeVisible();
  for (const feature of ['Plan trips', 'Discover places', 'Connect and share']) {
    await expect(page.getByRole('heading', { name: feature })).toBeVisible();
  }
  const footer = page.locator('footer');
  await expect(footer).toContainText('2025');
  await expect(footer).toContainText('Pune');
  // The newsletter input does nothing: no request leaves the page.
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  const newsletter = footer.getByRole('textbox');
  await newsletter.fill('me@example.com');
  await newsletter.press('Enter');
  await page.waitForTimeout(300);
  expect(requests).toEqual([]);
  await expect(page).toHaveURL(/\/$/);
});

test('signed-in users are sent from /forgot-password and /reset-password to /', async ({
  page,
}) => {
  await signInAsMaya(page);
  for (const path of ['/forgot-password', '/reset-password']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
});

test('Share Story and Travel Community are shown only as coming soon', async ({ page }) => {
  await signInAsMaya(page);
  for (const name of ['Share Story', 'Travel Community']) {
    const action = page.getByRole('button', { name: new RegExp(name) });
    await expect(action).toBeDisabled();
    await expect(action).toContainText('Coming Soon');
  }
});
