import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import {
  E2E_WORKERS,
  inspectorStack,
  mainStack,
  mainStackFor,
  SHORT_DEADLINE_MS,
  shortDeadlineStackFor,
  shortTokenStack,
} from './e2e/stacks';

// Debian's Chromium when present (this machine has no internet for Playwright's download);
// otherwise Playwright's own browser (scripts/ensure-browser.mjs installs one).
const chromiumPath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find(
  (path) => path && existsSync(path),
);

/** The specs that draw the MapLibre maps, the only ones run with (software) WebGL. */
const MAP_SPECS = /trip-map\.spec\.ts$/;

/** Desktop Chrome, headless, on this machine's Chromium, with the flags every browser test uses. */
const chromiumWith = (...webglFlags: string[]) => ({
  ...devices['Desktop Chrome'],
  launchOptions: {
    ...(chromiumPath ? { executablePath: chromiumPath } : {}),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      ...webglFlags,
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // navigator.connection.effectiveType is Chromium's own estimate from the round trips it
      // sees: on a loaded machine, slow local answers make it "2g", and the photo loader then
      // rightly turns lazy (spec 001 §4) in the middle of a test. The browser tests pin it; the
      // choice between strategies is the network-quality machine's, shown by its scenarios.
      '--force-effective-connection-type=4G',
    ],
  },
});

const portOf = (url: string) => new URL(url).port;

const stack = (
  { appUrl, mockApiUrl }: { appUrl: string; mockApiUrl: string },
  extraEnv: Record<string, string> = {},
) => ({
  command: 'node scripts/start.mjs',
  cwd: '..',
  url: `${appUrl}/health`,
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: portOf(appUrl),
    MOCK_API_PORT: portOf(mockApiUrl),
    WAYFARER_SKIP_INSTALL: '1',
    WAYFARER_SKIP_BUILD: '1',
    NODE_ENV: 'production',
    ...extraEnv,
  },
});

export default defineConfig({
  testDir: './e2e',
  // Spec files are spread over the workers; a file's tests run in order on one worker.
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  // A guard against a hung test, not a speed check (speed is the benches'): beside a second copy of
  // the suite a test runs 3–4× slower than alone (the Share Trip dialog's test: 19 s alone, 66 s
  // beside another copy), and the longest take about 40 s alone.
  timeout: 180_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.WAYFARER_E2E_REPORT ?? '../test-results/playwright.json' }],
  ],
  outputDir: '../test-results/playwright',
  use: {
    // Each worker evaluates this file with its own TEST_PARALLEL_INDEX: its own stack.
    baseURL: mainStack.appUrl,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      // The map's own spec is the webgl project's.
      testIgnore: MAP_SPECS,
      use: chromiumWith(
        // No WebGL: the trip page shows its stop list, the map's fallback (the map is a supplement).
        // Software WebGL (SwiftShader) draws the basemap on the CPU; beside a second copy of the
        // suite it held a trip page's main thread for seconds on GPU readbacks ("GPU stall due to
        // ReadPixels", one frame a second), so a dialog's answer came after the test's 10 s. A cost
        // of this machine, not of the product: a browser without a GPU gets no WebGL either.
        '--disable-3d-apis',
      ),
    },
    {
      name: 'chromium-webgl',
      testMatch: MAP_SPECS,
      // Software WebGL (SwiftShader), so the MapLibre maps render with the GPU off.
      use: chromiumWith('--use-angle=swiftshader', '--enable-unsafe-swiftshader'),
    },
  ],
  webServer: [
    ...Array.from({ length: E2E_WORKERS }, (_, parallelIndex) =>
      stack(mainStackFor(parallelIndex)),
    ),
    stack(shortTokenStack, { ACCESS_TOKEN_TTL_S: String(shortTokenStack.accessTokenTtlS) }),
    // Faults past the gateway's deadline without waiting 10 s (fault-matrix.spec.ts).
    ...Array.from({ length: E2E_WORKERS }, (_, parallelIndex) =>
      stack(shortDeadlineStackFor(parallelIndex), {
        UPSTREAM_TIMEOUT_MS: String(SHORT_DEADLINE_MS),
      }),
    ),
    {
      command: 'npx tsx inspector/server/main.ts',
      cwd: '..',
      url: `${inspectorStack.url}/api/scenarios`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: { INSPECT_PORT: portOf(inspectorStack.url), INSPECT_SAVE_DIR: inspectorStack.saveDir },
    },
  ],
});
