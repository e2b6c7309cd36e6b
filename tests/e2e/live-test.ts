import {
  test as base,
  expect,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';

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

/** A toast as it showed: its text, and the path of the page it showed on. */
export interface ShownToast {
  text: string;
  path: string;
}

/**
 * Records each toast as it shows, in every page of a test's context (`window.shownToasts`). A toast
 * goes by itself after 3 s; on a loaded machine the test's next look can come later than that,
 * after a navigation or a heading it waited for, so toasts are asserted by what was shown
 * (`expectToast`), not by what is on screen at the moment of looking. The path is kept because a
 * few flows navigate after a toast, and where the page was when it showed is part of the check.
 */
function recordToastsAsTheyShow() {
  const shown: ShownToast[] = [];
  const seen = new WeakSet<Element>();
  Object.assign(window, { shownToasts: shown });
  new MutationObserver(() => {
    for (const toast of document.querySelectorAll('.mantine-Notification-root')) {
      const text = toast.textContent ?? '';
      // A toast may render its text a moment after its box: recorded once it has some.
      if (seen.has(toast) || text === '') continue;
      seen.add(toast);
      shown.push({ text, path: location.pathname });
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/** Forgets the toasts shown so far: the next `expectToast` looks only at what shows after. */
export const forgetToasts = (page: Page) =>
  page.evaluate(() => {
    const shown = (window as unknown as { shownToasts?: ShownToast[] }).shownToasts;
    if (shown) shown.length = 0;
  });

interface ExpectToastOptions {
  timeout?: number;
  /**
   * For a page whose clock the test installed: each look that finds nothing moves the clock on a
   * second, so retries with backoff (and the toast after them) come without waiting them out.
   */
  moveClock?: boolean;
}

/**
 * Waits until a toast containing `message` (or matching it) has shown, since the page loaded or the
 * last `forgetToasts`, and takes it from the record, so the same message expected twice needs two
 * toasts. Resolves to the toast as it showed.
 */
export async function expectToast(
  page: Page,
  message: string | RegExp,
  { timeout = 10_000, moveClock = false }: ExpectToastOptions = {},
): Promise<ShownToast> {
  const wanted: { text: string } | { source: string; flags: string } =
    typeof message === 'string'
      ? { text: message }
      : { source: message.source, flags: message.flags };
  // The look that finds the toast keeps it here.
  const last: { toast: ShownToast | null } = { toast: null };
  await expect
    .poll(
      async () => {
        last.toast = await page.evaluate((pattern) => {
          const shown = (window as unknown as { shownToasts?: ShownToast[] }).shownToasts ?? [];
          const matches = (text: string) =>
            'text' in pattern
              ? text.includes(pattern.text)
              : new RegExp(pattern.source, pattern.flags).test(text);
          const index = shown.findIndex((toast) => matches(toast.text));
          return index === -1 ? null : (shown.splice(index, 1)[0] ?? null);
        }, wanted);
        if (last.toast === null && moveClock) await page.clock.fastForward(1000);
        return last.toast !== null;
      },
      { message: `a toast "${String(message)}" shows`, timeout },
    )
    .toBe(true);
  if (last.toast === null) throw new Error(`no toast "${String(message)}" was taken`);
  return last.toast;
}

/** A second browser context for a test (another user), recording toasts like the test's own. */
export async function newContextRecordingToasts(browser: Browser, options?: BrowserContextOptions) {
  const context = await browser.newContext(options);
  await context.addInitScript(recordToastsAsTheyShow);
  return context;
}

export const test = base.extend({
  context: async ({ context }, use) => {
    await context.addInitScript(recordToastsAsTheyShow);
    context.on('page', waitForTheAppAfterNavigations);
    await use(context);
  },
  page: async ({ page }, use) => {
    waitForTheAppAfterNavigations(page);
    await use(page);
  },
});
