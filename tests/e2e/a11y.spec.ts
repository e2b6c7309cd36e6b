import { test } from '@playwright/test';
import { ROUTES, seedLongTexts, visit, type Seeded } from './every-route';
import { expectNoA11yViolations, mockControl } from './support';

/**
 * axe on every route, signed in and out, with 0 violations of any impact (issue 18
 * "Accessibility"): one page per route at 1280 px, in the light and the dark scheme.
 */
const SCHEMES = ['light', 'dark'] as const;

test.use({ viewport: { width: 1280, height: 900 } });

let seeded: Seeded;

test.beforeAll(async ({ request }) => {
  await mockControl(request).reset();
  seeded = await seedLongTexts(request);
});

for (const colorScheme of SCHEMES) {
  test.describe(`axe, ${colorScheme} scheme`, () => {
    for (const route of ROUTES) {
      test(`${route.name} (${route.signedIn ? 'signed in' : 'guest'}): no violation`, async ({
        page,
      }) => {
        await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
        await visit(page, route, seeded);
        await expectNoA11yViolations(page);
      });
    }
  });
}
