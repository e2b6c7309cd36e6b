import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The app stacks the browser tests run against (each: mock API + gateway serving the built SPA).
 * Ports differ from CONTRACT.md's defaults so tests never collide with a running `npm start`.
 */

/**
 * Playwright workers: spec files run side by side, each worker against its own main stack, so one
 * worker's mock resets and faults never reach the other's tests. E2E_WORKERS=1 runs them serially.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/**
 * The first port of the browser tests' stacks (4100). A second copy of the suite on the same machine
 * (another checkout, a CI job beside this one) sets another base, e.g. E2E_PORT_BASE=5100.
 */
const portBase = Number(process.env.E2E_PORT_BASE ?? 4100);

/** The main stack of the worker with this parallel index (0 … E2E_WORKERS - 1). */
export function mainStackFor(parallelIndex: number) {
  const offset = 20 * parallelIndex;
  return {
    appUrl: `http://localhost:${portBase + offset}`,
    mockApiUrl: `http://localhost:${portBase + 10 + offset}`,
  } as const;
}

/**
 * This worker's main stack. Each worker loads this module with its own TEST_PARALLEL_INDEX (set by
 * Playwright); the runner's own process, which starts every stack, has none.
 */
export const mainStack = mainStackFor(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

/** Short-lived access tokens (75 s): the scheduled refresh (60 s before expiry) fires 15 s in. */
export const shortTokenStack = {
  appUrl: `http://localhost:${portBase + 100}`,
  mockApiUrl: `http://localhost:${portBase + 110}`,
  accessTokenTtlS: 75,
} as const;

/**
 * QA's inspector (`npm run inspect`), one for all workers: it reads machines and files, and writes
 * what "Save as scenario" saves into `saveDir` (a temporary folder: the repository stays as it was).
 */
export const inspectorStack = {
  url: `http://localhost:${portBase + 90}`,
  saveDir: join(tmpdir(), `wayfarer-e2e-${portBase}`, 'saved-scenarios'),
} as const;

/**
 * The app as `npm run dev` runs it (Vite's dev server, the gateway, the mock API), its actors
 * reporting to an inspector of its own: the inspector above serves other specs' live tests at the
 * same time, and one Live view listening to both would show either's actors. Started by the one
 * spec that needs it (inspector-dev-app.spec.ts), not by the config: Vite's dev server takes too
 * long to start for every run.
 */
export const devAppStack = {
  appUrl: `http://localhost:${portBase + 120}`,
  gatewayPort: portBase + 130,
  mockApiPort: portBase + 140,
  inspector: {
    url: `http://localhost:${portBase + 150}`,
    saveDir: join(tmpdir(), `wayfarer-e2e-${portBase}`, 'dev-app-saved-scenarios'),
  },
} as const;

/**
 * The gateway's one deadline per GraphQL request, shortened for the short-deadline stacks
 * (UPSTREAM_TIMEOUT_MS; the product's is 10 000 ms): a timeout past the deadline takes 2 s there.
 */
export const SHORT_DEADLINE_MS = 2000;

/**
 * One short-deadline stack per worker (fault-matrix.spec.ts and the retry-safe writes run their
 * tests in parallel, and mock faults must not cross workers). Ports base + 160 … + 190
 * (base + 120 … + 140 is the dev-app stack).
 */
export function shortDeadlineStackFor(parallelIndex: number) {
  const offset = 20 * parallelIndex;
  return {
    appUrl: `http://localhost:${portBase + 160 + offset}`,
    mockApiUrl: `http://localhost:${portBase + 170 + offset}`,
  } as const;
}

/** This worker's short-deadline stack. */
export const shortDeadlineStack = shortDeadlineStackFor(
  Number(process.env.TEST_PARALLEL_INDEX ?? 0),
);
