import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { Page } from '@playwright/test';

/**
 * The public routes are prerendered (web/build/prerender.ts): until the app swaps its own render in,
 * the page is an inert copy. A user cannot act on it, but a test can: `setInputFiles` waits for
 * nothing, and a file set there (or text typed) is lost at the swap. So every page of a test's
 * context waits, after each `goto` and `reload`, until no prerendered copy is left. The specs that
 * look at the prerendered copy itself (prerender, dark mode without scripts) use
 * `@playwright/test` directly.
 */
async function untilLive(page: Page) {
  await page.waitForFunction(() => document.querySelector('[data-prerendered]') === null);
}

const waiting = new WeakSet<Page>();

function waitForTheAppAfterNavigations(page: Page) {
  if (waiting.has(page)) return;
  waiting.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await untilLive(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await untilLive(page);
    return response;
  };
}

export const test = base.extend({
  context: async ({ context }, use) => {
    context.on('page', waitForTheAppAfterNavigations);
    await use(context);
  },
  page: async ({ page }, use) => {
    waitForTheAppAfterNavigations(page);
    await use(page);
  },
});
