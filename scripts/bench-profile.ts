// `npm run bench -- profile` (issue 19): where a first view's main-thread time goes, by function
// and by line. Lighthouse's blocking time says how much; this says what. Builds the app unminified
// (web/dist/profile, so each sample names a readable line), serves it, and loads each route once in
// headless Chromium as Lighthouse's phone does (412×823, CPU 4× slower), cold, under V8's sampling
// profiler. Prints per route the functions with the most self time and the busiest module-level
// lines: a chunk's top-level code runs on every first view that loads the chunk (docs/decisions.md,
// session 24: an Intl object made there cost every route 115 ms).
// Options: `--only /login,/trips` (route labels, as `bench -- web`), `--top N` (rows, default 12).
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import type { Browser, BrowserContext } from '@playwright/test';
import { benchRoutes, optionValue } from './bench-routes';
import { startMockAndGateway, stopServices } from './bench-services';

const top = Number(optionValue('--top') ?? 12);

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const profileDist = fileURLToPath(new URL('../web/dist/profile', import.meta.url));
const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true };

/** A node of V8's CPU profile (the DevTools protocol's Profiler.Profile). */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
  positionTicks?: { line: number; ticks: number }[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
}

/**
 * What a returning reader's browser holds: signed in through the login form with Remember me, so
 * the app itself wrote its storage and cookies; each profiled load gets them in a new context (a
 * cold cache).
 */
async function readerStorage(browser: Browser, appUrl: string) {
  const context = await browser.newContext({ baseURL: appUrl });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Username').fill('maya');
  await page.getByLabel('Password', { exact: true }).fill('travel123');
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  const state = await context.storageState();
  await context.close();
  return state;
}

async function profileLoad(context: BrowserContext, url: string): Promise<CpuProfile> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
  await page.close();
  return profile;
}

const assetName = (url: string) =>
  url.replace(/^.*\/assets\//, '').replace(/^https?:\/\/[^/]+/, '');

function report(profile: CpuProfile) {
  const msPerSample = (profile.endTime - profile.startTime) / profile.samples.length / 1000;
  const idle = new Set(['(idle)', '(program)', '(root)']);
  const selfMs = new Map<string, number>();
  const lineMs = new Map<string, number>();
  let busyMs = 0;
  const sources = new Map<string, string[]>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    if (idle.has(functionName)) continue;
    const ms = (node.hitCount ?? 0) * msPerSample;
    busyMs += ms;
    const name = `${functionName || '(anonymous)'}  ${assetName(url)}:${lineNumber + 1}`;
    selfMs.set(name, (selfMs.get(name) ?? 0) + ms);
    // A chunk's module-level code: the function at its very start.
    const asset = url.includes('/assets/') ? assetName(url) : null;
    if (asset === null || lineNumber !== 0 || columnNumber !== 0) continue;
    if (!sources.has(asset)) {
      const file = `${profileDist}/assets/${asset}`;
      sources.set(asset, existsSync(file) ? readFileSync(file, 'utf8').split('\n') : []);
    }
    for (const { line, ticks } of node.positionTicks ?? []) {
      const text = sources.get(asset)?.[line - 1]?.trim().slice(0, 90) ?? '';
      const key = `${asset}:${line}  ${text}`;
      lineMs.set(key, (lineMs.get(key) ?? 0) + ticks * msPerSample);
    }
  }
  const rows = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => `  ${ms.toFixed(1).padStart(7)} ms  ${name}`)
      .join('\n');
  console.log(`  busy ${busyMs.toFixed(0)} ms; most self time:`);
  console.log(rows(selfMs));
  console.log('  module-level lines:');
  console.log(rows(lineMs) || '  (none sampled)');
}

execSync(
  `npx vite build --config web/vite.config.ts --minify false --outDir ${profileDist} --logLevel warn`,
  { stdio: 'inherit' },
);
const { mockUrl, gatewayUrl } = await startMockAndGateway({ WEB_DIST: profileDist });
const browser = await chromium.launch({
  executablePath: existsSync(CHROMIUM) ? CHROMIUM : undefined,
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const reader = await readerStorage(browser, gatewayUrl);
  const accessToken = reader.origins
    .flatMap((origin) => origin.localStorage)
    .find((item) => item.name === 'accessToken')?.value;
  if (accessToken === undefined) throw new Error('the login form stored no access token');
  const routes = await benchRoutes({
    mockUrl,
    gatewayUrl,
    accessToken,
    only: optionValue('--only')?.split(','),
  });
  const readerCookies = reader.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  console.log(`CPU profiles (phone, CPU 4× slower, cold cache), build ${profileDist}`);
  for (const route of routes) {
    // The gateway's first render of a page is slower (its worker warms up): one load first.
    await fetch(`${gatewayUrl}${route.path}`, {
      headers: { accept: 'text/html', ...(route.signedIn ? { cookie: readerCookies } : {}) },
    });
    const context = await browser.newContext({
      ...PHONE,
      storageState: route.signedIn ? reader : undefined,
    });
    console.log(`\n${route.label}`);
    report(await profileLoad(context, `${gatewayUrl}${route.path}`));
    await context.close();
  }
} finally {
  await browser.close();
  stopServices();
}
