/**
 * `npm run screenshots`: every page at 390 and 1280 px, signed out and signed in (and a few in the
 * dark scheme), as PNGs in docs/screenshots/, so the product can be seen without running it.
 *
 * Starts the built app on its own ports (SCREENSHOTS_PORT, default 4700; the mock API on +10) the
 * way the browser tests do (no install; builds web/dist first only when it is missing), drives
 * Chromium as tests/playwright.config.ts does, with SwiftShader so the WebGL map renders, and stops
 * the app at the end. Screens are the viewport, or the full page capped at MAX_HEIGHT_PX.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { chromium, type Browser, type Page } from '@playwright/test';
import { seedIds } from '@mocks/db/seed-ids';

const port = Number(process.env.SCREENSHOTS_PORT ?? 4700);
const mockPort = port + 10;
const baseUrl = `http://localhost:${port}`;
const outDir = new URL('../docs/screenshots/', import.meta.url).pathname;
const MAX_HEIGHT_PX = 2400;
const WIDTHS = [390, 1280] as const;
const PASSWORD = 'travel123';
/** Chromium as the tests run it, plus software WebGL (SwiftShader) for the map. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--no-first-run',
  '--disable-background-networking',
];

interface Shot {
  name: string;
  path: string | (() => Promise<string>);
  signedIn: boolean;
  dark?: boolean;
  /** A tab to open on the page (by its name). */
  tab?: string;
}

let eiffelPath: string | undefined;
/** The Eiffel Tower's page, found the way the search box finds it (the mock's autocomplete). */
async function placePath(): Promise<string> {
  if (eiffelPath) return eiffelPath;
  const answer = await fetch(
    `http://localhost:${mockPort}/api/v1/places/autocomplete?value=eiffel`,
  );
  const body = (await answer.json()) as {
    data: { suggestions: { placePrediction: { placeId: string } }[] };
  };
  const placeId = body.data.suggestions[0]?.placePrediction.placeId;
  if (!placeId) throw new Error('The mock has no Eiffel Tower');
  eiffelPath = `/place/${placeId}`;
  return eiffelPath;
}

const tripPath = `/trips/${seedIds.trips.upcoming}`;
const SHOTS: Shot[] = [
  { name: 'home', path: '/', signedIn: false },
  { name: 'explore', path: '/explore', signedIn: false },
  { name: 'place', path: placePath, signedIn: false },
  { name: 'login', path: '/login', signedIn: false },
  { name: 'signup', path: '/signup', signedIn: false },
  { name: 'forgot-password', path: '/forgot-password', signedIn: false },
  { name: 'shared-trip', path: `/shared-trip/${seedIds.shareTokens.kyoto}`, signedIn: false },
  { name: 'home', path: '/', signedIn: true },
  { name: 'explore', path: '/explore', signedIn: true },
  { name: 'place', path: placePath, signedIn: true },
  { name: 'trips', path: '/trips', signedIn: true },
  { name: 'trip-destinations', path: tripPath, signedIn: true },
  { name: 'trip-itinerary', path: tripPath, signedIn: true, tab: 'Itinerary' },
  { name: 'trip-checklist', path: tripPath, signedIn: true, tab: 'Checklist' },
  { name: 'trip-collaborators', path: tripPath, signedIn: true, tab: 'Collaborators' },
  { name: 'profile', path: '/profile', signedIn: true },
  { name: 'settings', path: '/settings', signedIn: true },
  { name: 'home', path: '/', signedIn: false, dark: true },
  { name: 'place', path: placePath, signedIn: true, dark: true },
  { name: 'trips', path: '/trips', signedIn: true, dark: true },
  { name: 'trip-destinations', path: tripPath, signedIn: true, dark: true },
];

function startApp() {
  const env = {
    ...process.env,
    PORT: String(port),
    MOCK_API_PORT: String(mockPort),
    WAYFARER_SKIP_INSTALL: '1',
    WAYFARER_SKIP_BUILD: existsSync(new URL('../web/dist/index.html', import.meta.url)) ? '1' : '0',
    NODE_ENV: 'production',
  };
  return spawn(process.execPath, ['scripts/start.mjs'], { env, stdio: 'ignore', detached: true });
}

async function waitForHealth(timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const healthy = await fetch(`${baseUrl}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The app did not answer on ${baseUrl}/health`);
}

async function signIn(page: Page) {
  const response = await page.request.post(`${baseUrl}/graphql`, {
    data: {
      query: `mutation($u: String!, $p: String!) { login(userName: $u, password: $p) {
        accessToken user { id userName email profilePic firstName lastName role isVerified } } }`,
      variables: { u: 'maya', p: PASSWORD },
    },
  });
  const { data } = (await response.json()) as {
    data: { login: { accessToken: string; user: unknown } };
  };
  await page.goto(`${baseUrl}/health`);
  await page.evaluate((login) => {
    localStorage.setItem('user', JSON.stringify(login.user));
    localStorage.setItem('accessToken', login.accessToken);
  }, data.login);
}

/** Waits until the page has settled: no skeletons, loaded images and (where there is one) the map. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // Scroll through once so lazy images below the fold load, then back to the top.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(() => !document.querySelector('.mantine-Skeleton-root'), undefined, {
      timeout: 10_000,
    })
    .catch(() => undefined);
  await page
    .waitForFunction(
      () =>
        [...document.images].every((image) => image.complete) &&
        [...document.querySelectorAll('.maplibregl-map')].every((map) =>
          map.closest('[data-map-drawn]'),
        ),
      undefined,
      { timeout: 30_000 },
    )
    .catch(() => undefined);
  // Markers settle a frame after the map's load event.
  if (await page.locator('.maplibregl-canvas').count()) await page.waitForTimeout(500);
}

async function shoot(browser: Browser, shot: Shot, width: number) {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 900 },
    colorScheme: shot.dark ? 'dark' : 'light',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  if (shot.signedIn) await signIn(page);
  const path = typeof shot.path === 'string' ? shot.path : await shot.path();
  await page.goto(`${baseUrl}${path}`);
  if (shot.tab) await page.getByRole('tab', { name: shot.tab }).click();
  await settle(page);
  // The viewport grows to the page (capped), so fixed bars sit at the foot as a user sees them.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width, height: Math.min(Math.max(height, 600), MAX_HEIGHT_PX) });
  await page.waitForTimeout(300);
  const file = `${shot.name}-${shot.signedIn ? 'in' : 'out'}${shot.dark ? '-dark' : ''}-${width}.png`;
  await page.screenshot({ path: `${outDir}${file}` });
  await context.close();
  console.log(`  ${file}`);
}

const app = startApp();
const stopApp = () => {
  if (app.pid) process.kill(-app.pid, 'SIGTERM');
};
try {
  await waitForHealth();
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
    args: CHROMIUM_ARGS,
  });
  console.log(`Screenshots into ${outDir}`);
  for (const shot of SHOTS) for (const width of WIDTHS) await shoot(browser, shot, width);
  await browser.close();
} finally {
  stopApp();
}
