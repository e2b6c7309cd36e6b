import { expect, test } from './live-test';
import { seedLongTexts, type Seeded } from './every-route';
import { mockControl, startSession } from './support';

/**
 * The mobile details of issue 18 "Layout and text", with 60-letter words seeded: the trip tabs fit
 * instead of being clipped, and the floating feedback button leaves the page's last control free.
 * Every route's width at 390, 800 and 1280 px is checked in every-route-checks.ts.
 */

let seeded: Seeded;

test.beforeAll(async ({ request }) => {
  await mockControl(request).reset();
  seeded = await seedLongTexts(request);
});

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

  test("the home's nearby ratings stay on one line beside a long place type", async ({ page }) => {
    await startSession(page, 'maya');
    await page.goto('/');
    const ratings = page.getByTestId('nearby-attractions').getByText(/^\d\.\d$/);
    await expect(ratings).toHaveCount(4);
    const heights = await ratings.evaluateAll((texts) =>
      texts.map((text) => {
        const lineHeight = Number.parseFloat(getComputedStyle(text).lineHeight);
        return text.getBoundingClientRect().height / lineHeight;
      }),
    );
    // "4.3" broke into "4." and "3" when the type beside it was long.
    for (const lines of heights) expect(lines).toBeLessThan(1.5);
  });
});
