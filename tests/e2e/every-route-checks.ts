import { expect, test, type Page } from './live-test';
import { ROUTES, seedLongTexts, visit, type Seeded } from './every-route';
import { expectNoA11yViolations, mockControl } from './support';

/**
 * The checks that hold on every route, signed in and out, with 60-letter words seeded in every text
 * a user types (issue 18): axe with 0 violations of any impact in the light and the dark scheme,
 * and no page wider than the window at 390, 800 and 1280 px. One visit per route serves all of
 * them: the scheme is switched as the system's would be (the app follows it live), and the window
 * is resized as a user turning a tablet would, so each check sees the page a user would.
 */
const WIDTHS = [390, 800, 1280] as const;

async function pageWidth(page: Page) {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    widest: [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`),
  }));
}

/** Two frames: media-query hooks re-render and the layout settles before anything is measured. */
const settle = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );

async function useScheme(page: Page, colorScheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
  await settle(page);
}

/**
 * The checks for the routes a spec file takes: two files (guest, signed in) so the two workers share
 * them. The file seeds its worker's mock once.
 */
export function checkEveryRoute(signedIn: boolean) {
  let seeded: Seeded;

  test.beforeAll(async ({ request }) => {
    await mockControl(request).reset();
    seeded = await seedLongTexts(request);
  });

  for (const route of ROUTES.filter((candidate) => candidate.signedIn === signedIn)) {
    test(`${route.name} (${route.signedIn ? 'signed in' : 'guest'}): axe in both schemes, no sideways scroll at ${WIDTHS.join(', ')} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
      await visit(page, route, seeded);

      await test.step('axe, light scheme', async () => {
        await useScheme(page, 'light');
        await expectNoA11yViolations(page);
      });
      await test.step('axe, dark scheme', async () => {
        await useScheme(page, 'dark');
        await expectNoA11yViolations(page);
      });

      for (const width of WIDTHS) {
        await test.step(`no wider than the window at ${width} px`, async () => {
          await page.setViewportSize({ width, height: 900 });
          await page.waitForFunction((expected) => window.innerWidth === expected, width);
          await settle(page);
          const measured = await pageWidth(page);
          expect(
            measured.scrollWidth,
            `at ${width} px, wider: ${measured.widest.join(', ')}`,
          ).toBeLessThanOrEqual(measured.innerWidth);
        });
      }
    });
  }
}
