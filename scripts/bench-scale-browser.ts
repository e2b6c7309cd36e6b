// The browser side of `npm run bench -- scale`: Playwright's Chromium (Debian's, headless) on the
// built app as the gateway serves it, signed in as the e2e tests do (the refresh cookie in the
// context, the session in localStorage). Each figure is taken in the page's own clock
// (performance.now(), whose zero is the navigation's start):
// - "shown": from navigation start to the first animation frame in which the thing is in the DOM
//   (the frame is painted right after that callback);
// - "click → painted": from the pointerdown event's time stamp to that frame;
// - INP: the longest Event Timing entry of the interaction (PerformanceObserver 'event',
//   durationThreshold 16: input delay + handlers + the render they cause, up to the next paint);
//   below 16 ms nothing is reported and the figure reads "< 16".
import { chromium } from '@playwright/test';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { print } from 'graphql';
import { LoginDocument } from '@web/gql/graphql';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Event Timing's smallest reported duration (the spec's floor). */
export const EVENT_DURATION_THRESHOLD_MS = 16;

export interface InteractionFigures {
  /** The page's clock at the pointerdown. */
  clickAt: number;
  /** Click event → the first frame showing the new state, ms. */
  clickToPaintMs: number;
  /** Longest event entry of the interaction, ms; null when under the threshold. */
  inpMs: number | null;
}

declare global {
  interface Window {
    __scaleBench?: {
      clickAt: number | null;
      eventDurations: { start: number; duration: number }[];
    };
  }
}

/** Installed before any page script: remembers click time stamps and Event Timing entries. */
function instrumentPage(threshold: number) {
  const state: NonNullable<Window['__scaleBench']> = { clickAt: null, eventDurations: [] };
  window.__scaleBench = state;
  // The interaction starts at the pointer going down (Event Timing's first entry of a click).
  window.addEventListener('pointerdown', (event) => (state.clickAt = event.timeStamp), true);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (entry.interactionId > 0) {
        state.eventDurations.push({ start: entry.startTime, duration: entry.duration });
      }
    }
  }).observe({
    type: 'event',
    durationThreshold: threshold,
    buffered: true,
  } as PerformanceObserverInit);
}

export async function openBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu'],
  });
}

/** A desktop-sized context signed in as `userName` on the gateway at `appUrl`. */
export async function signedInContext(
  browser: Browser,
  appUrl: string,
  userName: string,
  password: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: appUrl,
    viewport: { width: 1280, height: 800 },
  });
  await context.addInitScript(instrumentPage, EVENT_DURATION_THRESHOLD_MS);
  const page = await context.newPage();
  const response = await page.request.post('/graphql', {
    data: {
      operationName: 'Login',
      query: print(LoginDocument),
      variables: { userName, password },
    },
  });
  const body = (await response.json()) as {
    data?: { login: { accessToken: string; user: unknown } };
  };
  const login = body.data?.login;
  if (!login) throw new Error(`could not sign in as ${userName}: ${JSON.stringify(body)}`);
  await page.goto('/health');
  await page.evaluate(({ user, accessToken }) => {
    window.localStorage.setItem('user', JSON.stringify(user));
    window.localStorage.setItem('accessToken', accessToken);
  }, login);
  await page.close();
  return context;
}

/**
 * A check run in the page: the page's clock (`performance.now()`) once what it looks for is in the
 * DOM, else false.
 */
export type PaintedCheck<Arg> = (arg: Arg) => number | false;

/**
 * The page's clock in the first animation frame in which `check` finds its state: the time that
 * state is painted (Playwright's 'raf' polling runs the check in requestAnimationFrame).
 */
export async function frameWhen<Arg>(
  page: Page,
  check: PaintedCheck<Arg>,
  arg: Arg,
  /** 'raf' checks every frame (the time a state is painted); a number of ms checks less often, for
   * a check that walks a big page and would itself slow the frames it times. */
  polling: 'raf' | number = 'raf',
): Promise<number> {
  // Playwright types the argument as it arrives in the page (Unboxed<Arg>); plain data arrives as is.
  const handle = await page.waitForFunction(check as (value: unknown) => number | false, arg, {
    polling,
    timeout: 180_000,
  });
  return (await handle.jsonValue()) as number;
}

/** Runs `click` (a trusted click, as a user's) and times it until `painted(arg)` finds its state. */
export async function timeClick<Arg>(
  page: Page,
  click: () => Promise<void>,
  painted: PaintedCheck<Arg>,
  arg: Arg,
): Promise<InteractionFigures> {
  await page.evaluate(() => {
    const state = window.__scaleBench;
    if (state) {
      state.clickAt = null;
      state.eventDurations = [];
    }
  });
  await click();
  const paintedAt = await frameWhen(page, painted, arg);
  // Event Timing entries arrive after the paint that ends them: give them two frames and a moment.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))),
      ),
  );
  const state = await page.evaluate(() => window.__scaleBench);
  if (!state || state.clickAt === null) throw new Error('the click was not seen by the page');
  const clickAt = state.clickAt;
  const durations = state.eventDurations
    .filter((entry) => entry.start >= clickAt - 1)
    .map((entry) => entry.duration);
  return {
    clickAt,
    clickToPaintMs: paintedAt - clickAt,
    inpMs: durations.length === 0 ? null : Math.max(...durations),
  };
}
