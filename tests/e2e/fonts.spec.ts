import { expect, test } from '@playwright/test';
import { mockControl } from './support';

/**
 * Inter for the first view is a cut of its Latin file (web/build/font-subset.ts, issue 19): a page
 * fetches only the cut, its text set exactly as the whole file sets it, and a name with a Latin
 * letter the cut leaves out brings the whole file for that letter.
 */

const CUT = /\/assets\/inter-latin-first-view-wght-normal-[\w-]+\.woff2$/;
const WHOLE_LATIN = /\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/;

test.beforeEach(async ({ request }) => {
  await mockControl(request).reset();
});

test('a page fetches the cut of Inter it preloads, and the whole Latin file only for a letter outside it', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/login');
  await expect(page.locator('#root:not([data-prerendered])')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(fonts).toEqual([expect.stringMatching(CUT)]);

  // A letter the cut leaves out, in a place's name (é is in the cut, œ is not).
  const faces = await page.evaluate(async () => {
    const loaded = await document.fonts.load('400 16px "Inter Variable"', 'Sacré-Cœur');
    return loaded.map((face) => face.status);
  });
  expect(faces).toContain('loaded');
  expect(fonts.some((path) => WHOLE_LATIN.test(path))).toBe(true);
});

test('the cut sets text exactly as the whole Latin file does, in every weight', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.locator('#root:not([data-prerendered])')).toHaveCount(1);
  const wholeLatinUrl = await page.evaluate(
    () =>
      [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
        .map((rule) => /url\("?([^")]+inter-latin-wght-normal[^")]+)"?\)/.exec(rule.cssText)?.[1])
        .find((url) => url !== undefined) ?? null,
  );
  expect(wholeLatinUrl).not.toBeNull();
  const widths = await page.evaluate(async (url) => {
    // The whole file under another name, to set the same text with each.
    const whole = new FontFace('Inter Whole', `url(${url})`, { weight: '100 900' });
    document.fonts.add(await whole.load());
    await document.fonts.load('400 16px "Inter Variable"');
    const text =
      'Plan trips – “Sign in” · Nov 25, 2026 → 30 × 2… AVATAR Wayfarer: Zürich, São Paulo, Málaga';
    const measure = (family: string, weight: number) => {
      const span = document.createElement('span');
      span.style.cssText = `font: ${weight} 16px "${family}"; white-space: nowrap; position: absolute`;
      span.textContent = text;
      document.body.append(span);
      const width = span.getBoundingClientRect().width;
      span.remove();
      return width;
    };
    return [400, 500, 600, 700].map((weight) => ({
      weight,
      cut: measure('Inter Variable', weight),
      whole: measure('Inter Whole', weight),
      fallback: measure('serif', weight),
    }));
  }, wholeLatinUrl);
  for (const { weight, cut, whole, fallback } of widths) {
    expect(cut, `weight ${weight}`).toBeCloseTo(whole, 3);
    // Set in Inter, not in a fallback face.
    expect(Math.abs(cut - fallback), `weight ${weight}`).toBeGreaterThan(5);
  }
});
