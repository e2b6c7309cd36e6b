import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { mockControl, signIn, startSession } from './support';

/**
 * The built stylesheets hold only the Mantine rules the app can use (web/build/mantine-css.ts,
 * issue 19): every Mantine class the built scripts name keeps its rules, and the pages find a rule
 * for each Mantine class their elements carry.
 */

const MANTINE_CLASS = /\bm_[0-9a-f]{6,8}\b/g;
const assets = fileURLToPath(new URL('../../web/dist/assets', import.meta.url));
const require = createRequire(import.meta.url);

/** The classes Mantine's full stylesheets give rules to (some of its classes have none). */
const styledByMantine = new Set(
  ['core', 'dates', 'notifications', 'dropzone']
    .map((name) => readFileSync(require.resolve(`@mantine/${name}/styles.css`), 'utf8'))
    .join('\n')
    .match(MANTINE_CLASS),
);

const builtText = (extension: RegExp) =>
  readdirSync(assets)
    .filter((file) => extension.test(file))
    .map((file) => readFileSync(`${assets}/${file}`, 'utf8'))
    .join('\n');

test('every Mantine class the built scripts name keeps the rules Mantine gives it', () => {
  const named = new Set(builtText(/\.m?js$/).match(MANTINE_CLASS));
  const built = builtText(/\.css$/);
  const styledInBuild = new Set(built.match(MANTINE_CLASS));

  const used = [...named].filter((name) => styledByMantine.has(name));
  expect(used.length).toBeGreaterThan(100);
  expect(used.filter((name) => !styledInBuild.has(name))).toEqual([]);
  // And the components the app never renders are left out.
  expect(styledInBuild.size).toBeLessThan(styledByMantine.size * 0.6);
});

test.describe('the pages find a rule for each Mantine class they carry', () => {
  test.beforeEach(async ({ request }) => {
    await mockControl(request).reset();
  });

  for (const { path, heading, signedIn } of [
    { path: '/login', heading: 'Welcome back', signedIn: false },
    { path: '/trips', heading: 'Your Trips', signedIn: true },
  ]) {
    test(path, async ({ page }) => {
      if (signedIn) await startSession(page, 'maya');
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const unstyled = await page.evaluate((pattern) => {
        const mantineClass = new RegExp(pattern, 'g');
        const selectors = [...document.styleSheets]
          .flatMap((sheet) => {
            const rules: CSSRule[] = [];
            const collect = (list: CSSRuleList) => {
              for (const rule of list) {
                rules.push(rule);
                if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
              }
            };
            collect(sheet.cssRules);
            return rules;
          })
          .map((rule) => (rule instanceof CSSStyleRule ? rule.selectorText : ''))
          .join('\n');
        const carried = new Set(
          [...document.querySelectorAll('[class]')].flatMap(
            (element) => element.getAttribute('class')?.match(mantineClass) ?? [],
          ),
        );
        return [...carried].filter((name) => !selectors.includes(`.${name}`));
      }, MANTINE_CLASS.source);
      // Some of Mantine's classes carry no rule of their own (a part styled through its parent).
      const unstyledInMantine = unstyled.filter((name) => styledByMantine.has(name));
      expect(unstyledInMantine).toEqual([]);
    });
  }
});

/** What the trip page's first tab looks like, in the properties its Mantine rules set. */
const firstTabStyle = (page: Page) =>
  page
    .getByRole('tab')
    .first()
    .evaluate((tab) => {
      const style = getComputedStyle(tab);
      return {
        padding: style.padding,
        fontSize: style.fontSize,
        display: style.display,
        borderBottom: style.borderBottomWidth,
      };
    });

test('a page the app renders after a built page is styled as when loaded itself', async ({
  page,
  request,
}) => {
  await mockControl(request).reset();
  // The login page is built with the inline CSS of its own markup (web/build/page-html.ts); the
  // trip page's tabs, reached from it without a load, carry Mantine rules that markup never did.
  await page.goto('/login');
  await expect(page.locator('#root:not([data-prerendered])')).toHaveCount(1);
  await signIn(page, 'maya');
  await page
    .getByRole('link', { name: /^Your Trips/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Trips' })).toBeVisible();
  await page
    .getByRole('article', { name: 'Goa Coast Getaway' })
    .getByRole('link', { name: 'View Trip Details' })
    .click();
  await expect(page.getByRole('tab', { name: 'Destinations' })).toBeVisible();
  const reached = await firstTabStyle(page);

  // The reload may come rendered by the gateway (a reader's trip): compared once the app took over.
  await page.reload();
  await expect(page.locator('#root:not([data-prerendered])')).toHaveCount(1);
  await expect(page.getByRole('tab', { name: 'Destinations' })).toBeVisible();
  const loaded = await firstTabStyle(page);

  expect(reached).toEqual(loaded);
  // Mantine's tab padding, not its plain button's `padding: 0`.
  expect(reached.padding).not.toBe('0px');
});

/** What the page declares once the app has taken it over: fonts, Mantine's own style elements, theme. */
const takenOverPage = (page: Page) =>
  page.evaluate(() => {
    const inter = [...document.fonts].filter((face) => face.family.includes('Inter'));
    const root = getComputedStyle(document.documentElement);
    const visibleFromMd = document.querySelector('.mantine-visible-from-md');
    return {
      interFaces: inter.length,
      interRanges: new Set(inter.map((face) => face.unicodeRange)).size,
      // MantineProvider's variables and classes; a component's responsive props keep theirs.
      providerStyleElements: document.querySelectorAll(
        'style[data-mantine-styles]:not([data-mantine-styles="inline"])',
      ).length,
      scheme: root.getPropertyValue('--mantine-color-scheme').trim(),
      // The theme's own variable (web/src/app/theme.ts: filled controls darken on hover).
      filledHover: root.getPropertyValue('--mantine-color-teal-filled-hover').trim(),
      visibleFromMdShown:
        visibleFromMd === null ? null : getComputedStyle(visibleFromMd).display !== 'none',
    };
  });

test('a page declares each font once and gets the theme from its stylesheets, in both layouts', async ({
  page,
  request,
}) => {
  await mockControl(request).reset();
  // A built page for a guest, then one the app renders over the shell for a reader: both have the
  // app apply its stylesheets as it takes over.
  for (const { path, signedIn } of [
    { path: '/login', signedIn: false },
    { path: '/trips', signedIn: true },
  ]) {
    if (signedIn) await startSession(page, 'maya');
    // The phone's layout has no user menu; the desktop's shows its name from Mantine's md up.
    for (const { width, menuNameShown } of [
      { width: 390, menuNameShown: undefined },
      { width: 800, menuNameShown: false },
      { width: 1280, menuNameShown: true },
    ]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.locator('#root:not([data-prerendered])')).toHaveCount(1);
      await expect(page.locator('link[data-applied-at-takeover]')).toHaveCount(0);
      const declared = await takenOverPage(page);
      // Declared again by the stylesheets the app applies, every font face came twice, and every
      // text on the page was shaped and laid out again as the app took over (issue 19).
      expect(declared.interFaces).toBe(declared.interRanges);
      expect(declared.providerStyleElements).toBe(0);
      expect(declared.scheme).toBe('light');
      expect(declared.filledHover).toMatch(/^(#077252|rgba?\(7, 114, 82(, 1)?\))$/i);
      // Mantine's responsive classes (visibleFrom) from the stylesheets too.
      if (signedIn && menuNameShown !== undefined) {
        expect(declared.visibleFromMdShown).toBe(menuNameShown);
      }
    }
  }
});
