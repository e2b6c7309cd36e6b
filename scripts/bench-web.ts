// `npm run bench -- web` (issue 19): Lighthouse 12.8 (mobile defaults: simulated slow 4G, 4× CPU)
// on the public routes and, signed in, on home, the trips list and a trip; median of 3 runs per
// route, each in a fresh Chromium profile (cold cache). Prints score, FCP, LCP, TBT, CLS, and the
// first view's transfer size and script count.
// Options: `--runs N`, `--only /login,/explore` (route labels), `WEB_DIST=<dir>` to measure another
// build (e.g. an older one), `BENCH_REBUILD=1` to build first even when web/dist exists,
// `BENCH_WEB_REPORTS=<dir>` to keep every run's full Lighthouse report (JSON) there.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { PAGE_SESSION_COOKIE, pageSessionCookieValue } from '@contract/page-session';
import { SESSION_HINT_COOKIE, SESSION_HINT_VALUE } from '@contract/session-hint';
import { benchRoutes, optionValue } from './bench-routes';
import { startMockAndGateway, stopServices } from './bench-services';
import { median } from './bench-stats';

const USER = 'maya';
const PASSWORD = 'travel123';
const GOAL_SCORE = 95;
const GOAL_FIRST_VIEW_KIB = 200;
const CHROMIUM = '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

const runs = Number(optionValue('--runs') ?? 3);

/** Where each run's full Lighthouse report goes, when asked (to see which scripts and tasks cost). */
const reportsDir = process.env.BENCH_WEB_REPORTS;
const webDist = process.env.WEB_DIST ?? fileURLToPath(new URL('../web/dist', import.meta.url));
if (process.env.BENCH_REBUILD === '1' || !existsSync(`${webDist}/index.html`)) {
  execSync('npm run build', { stdio: 'inherit' });
}

interface Session {
  accessToken: string;
  user: unknown;
  refreshCookie: string;
}

interface Figures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  firstViewKiB: number;
  scripts: number;
}

async function graphql<T>(gatewayUrl: string, query: string, headers: Record<string, string>) {
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return { data: body.data, setCookies: response.headers.getSetCookie() };
}

/**
 * Signs in as the login form does: the refresh cookie, and `user` + `accessToken` for storage (with
 * the session-hint cookie, set in measureOnce).
 */
async function signIn(gatewayUrl: string): Promise<Session> {
  const { data, setCookies } = await graphql<{ login: { accessToken: string; user: unknown } }>(
    gatewayUrl,
    `mutation { login(userName: "${USER}", password: "${PASSWORD}") {
      accessToken user { id userName email profilePic firstName lastName role isVerified } } }`,
    {},
  );
  const refreshCookie = setCookies[0]?.split(';')[0] ?? '';
  return { ...data.login, refreshCookie };
}

function figuresOf(lhr: Result): Figures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (
      lhr.audits['network-requests']?.details as
        { items: { resourceType?: string; transferSize?: number }[] } | undefined
    )?.items ?? [];
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    firstViewKiB: numeric('total-byte-weight') / 1024,
    scripts: requests.filter((request) => request.resourceType === 'Script').length,
  };
}

/** Lighthouse runs that lose their trace (NO_NAVSTART, now and then here) are run again, this often. */
const MAX_ATTEMPTS = 3;

/**
 * One Lighthouse run with figures: a run Lighthouse reports as failed has no score (it counted as 0
 * and pulled the median down), so it is run again.
 */
async function measureValid(url: string, origin: string, session: Session | null) {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    const figures = await measureOnce(url, origin, session);
    if (figures) return figures;
  }
  throw new Error(`Lighthouse failed ${MAX_ATTEMPTS} times in a row on ${url}`);
}

/**
 * One Lighthouse run in a fresh browser profile; signed in, the session is stored first. Null when
 * Lighthouse reports the run failed.
 */
async function measureOnce(
  url: string,
  origin: string,
  session: Session | null,
): Promise<Figures | null> {
  const chrome = await chromeLauncher.launch({
    chromePath: existsSync(CHROMIUM) ? CHROMIUM : undefined,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    if (session) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      const [name = '', value = ''] = session.refreshCookie.split(/=(.*)/s);
      await browser.setCookie({ name, value, domain: 'localhost', path: '/', httpOnly: true });
      // The hint the session's storage sets beside it (contract/src/session-hint.ts).
      await browser.setCookie({
        name: SESSION_HINT_COOKIE,
        value: SESSION_HINT_VALUE,
        domain: 'localhost',
        path: '/',
      });
      // And the page session it writes for a remembered session (contract/src/page-session.ts).
      await browser.setCookie({
        name: PAGE_SESSION_COOKIE,
        value: pageSessionCookieValue({
          accessToken: session.accessToken,
          timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        }),
        domain: 'localhost',
        path: '/',
        sameSite: 'Strict',
      });
      // localStorage is per origin; /health loads no asset, so the cache stays cold.
      await page.goto(`${origin}/health`);
      await page.evaluate(
        ({ user, accessToken }) => {
          window.localStorage.setItem('user', JSON.stringify(user));
          window.localStorage.setItem('accessToken', accessToken);
        },
        { user: session.user, accessToken: session.accessToken },
      );
      await page.close();
      await browser.disconnect();
    }
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // Signed in, the stored session must survive; the profile is new, so the cache is cold.
        disableStorageReset: session !== null,
      },
      undefined,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (reportsDir) {
      mkdirSync(reportsDir, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '_')}${session ? '-signed-in' : ''}`;
      writeFileSync(`${reportsDir}/${name}-${Date.now()}.json`, JSON.stringify(result.lhr));
    }
    if (result.lhr.runtimeError) {
      console.warn(`  ${url}: ${result.lhr.runtimeError.message}`);
      return null;
    }
    return figuresOf(result.lhr);
  } finally {
    await chrome.kill();
  }
}

const { mockUrl, gatewayUrl } = await startMockAndGateway({ WEB_DIST: webDist });
try {
  const session = await signIn(gatewayUrl);
  const routes = await benchRoutes({
    mockUrl,
    gatewayUrl,
    accessToken: session.accessToken,
    only: optionValue('--only')?.split(','),
  });

  console.log(`Lighthouse (mobile), median of ${runs} runs, build ${webDist}`);
  console.log('route                 score   FCP ms   LCP ms  TBT ms    CLS   first view  scripts');
  const shortfalls: string[] = [];
  for (const route of routes) {
    const all: Figures[] = [];
    for (let run = 0; run < runs; run += 1) {
      all.push(
        await measureValid(
          `${gatewayUrl}${route.path}`,
          gatewayUrl,
          route.signedIn ? session : null,
        ),
      );
    }
    const m = (pick: (figures: Figures) => number) => median(all.map(pick));
    const figures: Figures = {
      score: m((f) => f.score),
      fcpMs: m((f) => f.fcpMs),
      lcpMs: m((f) => f.lcpMs),
      tbtMs: m((f) => f.tbtMs),
      cls: m((f) => f.cls),
      firstViewKiB: m((f) => f.firstViewKiB),
      scripts: m((f) => f.scripts),
    };
    console.log(
      [
        route.label.padEnd(20),
        String(figures.score).padStart(6),
        figures.fcpMs.toFixed(0).padStart(8),
        figures.lcpMs.toFixed(0).padStart(8),
        figures.tbtMs.toFixed(0).padStart(7),
        figures.cls.toFixed(3).padStart(6),
        `${figures.firstViewKiB.toFixed(0)} KiB`.padStart(12),
        String(figures.scripts).padStart(8),
      ].join(' '),
    );
    if (figures.score < GOAL_SCORE) shortfalls.push(`${route.label} scores ${figures.score}`);
    if (figures.firstViewKiB > GOAL_FIRST_VIEW_KIB) {
      shortfalls.push(`${route.label} first view ${figures.firstViewKiB.toFixed(0)} KiB`);
    }
  }
  console.log(
    shortfalls.length === 0
      ? `Goals met: score ≥ ${GOAL_SCORE}, first view ≤ ${GOAL_FIRST_VIEW_KIB} KiB on every route.`
      : `Short of the goals (score ≥ ${GOAL_SCORE}, first view ≤ ${GOAL_FIRST_VIEW_KIB} KiB): ${shortfalls.join('; ')}`,
  );
} finally {
  stopServices();
}
