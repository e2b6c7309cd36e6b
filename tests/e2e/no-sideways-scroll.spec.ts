import { expect, test, type Page } from '@playwright/test';
import { ROUTES, seedLongTexts, visit, type Seeded } from './every-route';
import { mockControl, startSession } from './support';

/**
 * No page scrolls sideways (issue 18 "Layout and text"): with 60-letter words seeded in every text
 * a user types, each route at 390, 800 and 1280 px is no wider than the window. Then the mobile
 * details: the trip tabs scroll instead of being clipped, and the floating feedback button leaves
 * the page's last control free.
 */
const WIDTHS = [390, 800, 1280] as const;

let seeded: Seeded;

test.beforeAll(async ({ request }) => {
  await mockControl(request).reset();
  seeded = await seedLongTexts(request);
});

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

// One visit per route, then the window is resized through the three widths (as a user turning a
// tablet or resizing a window would): the same check at each, a third of the page loads.
for (const route of ROUTES) {
  test(`${route.name} (${route.signedIn ? 'signed in' : 'guest'}) is no wider than the window at ${WIDTHS.join(', ')} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: WIDTHS[0], height: 900 });
    await visit(page, route, seeded);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForFunction((expected) => window.innerWidth === expected, width);
      // Let media-query hooks re-render and the layout settle before measuring.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      const measured = await pageWidth(page);
      expect(
        measured.scrollWidth,
        `at ${width} px, wider: ${measured.widest.join(', ')}`,
      ).toBeLessThanOrEqual(measured.innerWidth);
    }
  });
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the four trip tabs fit side by side: none is cut off', async ({ page }) => {
    await startSession(page, 'maya');
    await page.goto(`/trips/${seeded.tripId}`);
    const tabs = page.getByRole('tablist');
    await expect(tabs).toBeVisible();
    // Nothing hidden in the list's own scroll area either.
    expect(await tabs.evaluate((list) => list.scrollWidth - list.clientWidth)).toBeLessThanOrEqual(
      0,
    );
    for (const name of ['Destinations', 'Itinerary', 'Checklist', 'Collaborators']) {
      const tab = page.getByRole('tab', { name });
      await expect(tab).toBeInViewport({ ratio: 1 });
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
    }
  });

  test('the feedback button covers no control when the page is scrolled to the bottom', async ({
    page,
  }) => {
    await startSession(page, 'maya');
    await page.goto(`/trips/${seeded.tripId}`);
    await page.getByRole('tab', { name: 'Checklist' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Checklist' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const feedback = page.getByRole('button', { name: /feedback/i }).last();
    await expect(feedback).toBeVisible();
    const overlapped = await feedback.evaluate((button) => {
      const own = button.getBoundingClientRect();
      const controls = [
        ...document.querySelectorAll('main a, main button, main input, main select, main textarea'),
      ].filter(
        (element) => !button.contains(element) && element.getBoundingClientRect().height > 0,
      );
      return controls
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return (
            box.left < own.right &&
            box.right > own.left &&
            box.top < own.bottom &&
            box.bottom > own.top
          );
        })
        .map(
          (element) => element.textContent ?? element.getAttribute('aria-label') ?? element.tagName,
        );
    });
    expect(overlapped).toEqual([]);
  });
});
