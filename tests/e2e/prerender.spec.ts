import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { PAGE_SESSION_COOKIE } from '@contract/page-session';
import { mockControl, signIn, startSession } from './support';

/**
 * The public pages prerendered at build (issue 19, web/build/prerender.ts): painted before any
 * JavaScript runs, taken over by the app with nothing in the console, and never shown to a
 * signed-in visitor.
 */

const PAGES = [
  { path: '/', heading: 'Travel Reimagined' },
  { path: '/login', heading: 'Welcome back' },
  { path: '/signup', heading: 'Create your account' },
  { path: '/explore', heading: 'Explore the World' },
];

const WIDTHS = [390, 1280];

/** The app's scripts refused: what the page shows before its JavaScript has run. */
async function withoutAppScripts(page: Page) {
  await page.route('**/assets/*.js', (route) => route.abort());
}

test.beforeEach(async ({ request }) => {
  await mockControl(request).reset();
});

for (const { path, heading } of PAGES) {
  test(`${path} shows its page before the app's scripts run, inert, at ${WIDTHS.join(' and ')} px`, async ({
    page,
  }) => {
    await withoutAppScripts(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // Nothing can be typed that the app's takeover would lose, nor a form sent natively.
      await expect(page.locator('#root[data-prerendered]')).toHaveAttribute('inert', '');
    }
  });

  test(`${path} is taken over by the app with nothing in the console, at ${WIDTHS.join(' and ')} px`, async ({
    page,
  }) => {
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        messages.push(`${message.type()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      // The app's own render has replaced the prerendered page (and its other-width copy).
      await expect(page.locator('#root:not([data-prerendered])')).toHaveCount(1);
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      await expect(page.locator('#prerendered-mobile')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    expect(messages).toEqual([]);
  });
}

test("a prerendered page asks for the app's scripts and stylesheets only once it has painted", async ({
  page,
}) => {
  for (const { path } of PAGES) {
    await page.goto(path);
    await expect(page.locator('#root:not([data-prerendered])')).toHaveCount(1);
    const { paintedAt, requests } = await page.evaluate(() => ({
      paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      requests: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/[^/]+\.(?:js|css)$/.test(entry.name))
        .map((entry) => ({ url: new URL(entry.name).pathname, startedAt: entry.startTime })),
    }));
    expect(paintedAt, `${path} painted`).toBeDefined();
    expect(requests.length, `${path} loaded the app`).toBeGreaterThan(0);
    for (const request of requests) {
      expect(request.startedAt, `${path}: ${request.url}`).toBeGreaterThanOrEqual(paintedAt ?? 0);
    }
  }
});

test("a page the build does not prerender asks for the app's files once its top bar has painted, or at once when it has none", async ({
  page,
}) => {
  await startSession(page, 'maya');
  const appFiles = () =>
    page.evaluate(() => ({
      paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      startedAt: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/[^/]+\.(?:js|css)$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
  await page.goto('/trips');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Trips' })).toBeVisible();
  const trips = await appFiles();
  expect(trips.paintedAt, 'the top bar painted').toBeDefined();
  expect(trips.startedAt.length).toBeGreaterThan(0);
  expect(Math.min(...trips.startedAt)).toBeGreaterThanOrEqual(trips.paintedAt ?? 0);

  // Settings has a layout of its own: nothing paints before the app, which is not kept waiting for
  // a paint (the head script's timer would start it at 1.5 s).
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const settings = await appFiles();
  expect(Math.min(...settings.startedAt)).toBeLessThan(1_000);
});

test('a prerendered page holds still while its font and stylesheets arrive', async ({ page }) => {
  // A slow font and slow stylesheets (as on a slow network): the page shows from its inline CSS,
  // once Inter is in.
  await page.route(/\/assets\/[^/]+\.(?:css|woff2)$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { prerenderedShifts: shifts });
    new PerformanceObserver((list) => {
      if (document.querySelector('[data-prerendered]') === null) return;
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const { path } of PAGES) {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.locator('#root:not([data-prerendered])')).toHaveCount(1);
      const shifted = await page.evaluate(() =>
        (window as unknown as { prerenderedShifts: number[] }).prerenderedShifts.reduce(
          (sum, value) => sum + value,
          0,
        ),
      );
      expect(shifted, `${path} at ${width} px`).toBeLessThan(0.001);
    }
  }
});

test('a signed-in visitor on / never sees the prerendered guest landing, but the top bar', async ({
  page,
}) => {
  await startSession(page, 'maya');
  await withoutAppScripts(page);
  await page.goto('/');
  await expect(page.locator('#root[data-prerendered="/"]')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Travel Reimagined' })).toBeHidden();
  // The shell's frame in its place, at the top: not the landing's height further down.
  await expect(page.locator('#app-frame')).toBeVisible();
  expect((await page.locator('#app-frame').boundingBox())?.y).toBe(0);

  await page.unrouteAll();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /^Good (Morning|Afternoon|Evening), maya$/,
  );
  await expect(page.getByRole('heading', { name: 'Travel Reimagined' })).toHaveCount(0);
});

test('a browser that signed in is sent the shell or its own page, never the guest page, and the guest page again once signed out', async ({
  page,
}) => {
  await page.goto('/login');
  await signIn(page, 'maya');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /^Good (Morning|Afternoon|Evening), maya$/,
  );
  for (const path of ['/', '/explore', '/login']) {
    const html = (await (await page.goto(path))?.text()) ?? '';
    // Never the guest's page: the shell, or (the home) the page the gateway rendered for maya.
    if (path === '/' && html.includes('data-prerendered')) expect(html).toContain('data-for-user');
    else expect(html, path).not.toContain('data-prerendered');
    expect(html, path).not.toContain('Travel Reimagined');
  }
  // The shell's app is the whole app: a signed-in visitor to /login is taken home.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/, maya$/);

  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  const guest = await page.goto('/');
  expect(await guest?.text()).toContain('data-prerendered="/"');
  await expect(page.getByRole('heading', { name: 'Travel Reimagined' })).toBeVisible();
});

test("a page the build does not prerender paints the app's top bar before the app runs, where the app draws it", async ({
  page,
}) => {
  await startSession(page, 'maya');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await withoutAppScripts(page);
    // Without the page session the app writes as it starts (a tab-only session has none), the
    // gateway renders no /trips: the shell comes.
    await page.context().clearCookies({ name: PAGE_SESSION_COOKIE });
    await page.goto('/trips');
    const frame = page.locator('#app-frame');
    await expect(frame).toBeVisible();
    await expect(frame).toHaveText('Wayfarer');
    const frameMark = await frame.locator('svg').boundingBox();
    const frameBar = await frame.locator('.app-frame-bar').boundingBox();

    await page.unrouteAll();
    await page.goto('/trips');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Trips' })).toBeVisible();
    // Gone once the app has rendered, its logo and bar where the app's are.
    await expect(frame).toBeHidden();
    const appMark = await page
      .getByRole('link', { name: 'Wayfarer home' })
      .locator('svg')
      .boundingBox();
    const appBar = await page.locator('header').first().boundingBox();
    expect(frameMark).toEqual(appMark);
    expect(frameBar?.height).toBe(appBar?.height);
  }
  // A page with a layout of its own (no top bar) does not paint one first.
  await withoutAppScripts(page);
  await page.goto('/forgot-password');
  await expect(page.locator('#app-frame')).toBeHidden();
});

test('a page the build does not prerender paints its top bar while its stylesheets load, and the app once they are in', async ({
  page,
}) => {
  await startSession(page, 'maya');
  await page.setViewportSize({ width: 390, height: 900 });
  // The stylesheets held (a slow network): they no longer block the frame's paint.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^/]+\.css$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/trips', { waitUntil: 'commit' });
  const frame = page.locator('#app-frame');
  await expect(frame).toBeVisible();
  // Drawn by the page's inline CSS alone: at the top, without the body's default margin, the bar's
  // height and border as the app draws them.
  expect(await frame.locator('.app-frame-bar').boundingBox()).toEqual({
    x: 0,
    y: 0,
    width: 390,
    height: 57,
  });
  // The app's scripts are in, but it does not render unstyled.
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => /\/assets\/trips\./.test(entry.name)),
  );
  await expect(page.locator('#root')).toBeEmpty();

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Trips' })).toBeVisible();
  await expect(frame).toBeHidden();
  // Mantine's stylesheet applies: the header's bar is the frame's, 56 px and its border.
  expect((await page.locator('header').first().boundingBox())?.height).toBe(57);
});
