import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { pathAliases } from './path-aliases';

/**
 * How long one test may take before it counts as failed. Vitest's 5 s default is met with room on an
 * idle machine, but not on a busy one (CI beside another job, two copies of the suite): a render that
 * takes 1.5 s alone took over 5 s at a load of 11 on two cores. A hung test still fails, at 30 s.
 */
const SLOW_MACHINE_TEST_TIMEOUT_MS = 30_000;

/**
 * Unit and cross-layer tests. Each layer is its own project so machines run without DOM or Node
 * globals they should not need, and web tests get jsdom.
 */
export default defineConfig({
  test: {
    // Vitest's default keeps a core free: one worker on a 2-core machine. These tests mostly wait on
    // sockets and timers, so a worker per core (2 here) cut the run from 288 s to 189 s.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        resolve: { alias: pathAliases },
        test: {
          name: 'machines',
          testTimeout: SLOW_MACHINE_TEST_TIMEOUT_MS,
          include: ['machines/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias: pathAliases },
        test: {
          name: 'server',
          testTimeout: SLOW_MACHINE_TEST_TIMEOUT_MS,
          hookTimeout: SLOW_MACHINE_TEST_TIMEOUT_MS,
          include: [
            'contract/src/**/*.test.ts',
            'mocks/src/**/*.test.ts',
            'gateway/src/**/*.test.ts',
            'tests/contract/**/*.test.ts',
            'tests/integration/**/*.test.ts',
            'scripts/**/*.test.ts',
            'web/build/**/*.test.ts',
            'inspector/server/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        extends: 'web/vite.config.ts',
        test: {
          name: 'web',
          testTimeout: SLOW_MACHINE_TEST_TIMEOUT_MS,
          // The setup file loads every route chunk once per worker before the first test.
          hookTimeout: 2 * SLOW_MACHINE_TEST_TIMEOUT_MS,
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.isolated.test.{ts,tsx}'],
          // One module graph for all these files: importing React, Mantine and Apollo once per
          // worker instead of once per file took the project from about 100 s to 40 s. The setup
          // file resets what the app keeps in module state (DOM, storage, toasts).
          isolate: false,
        },
      },
      {
        // Files that replace modules (vi.mock) would leak the fakes into a shared module graph.
        extends: 'web/vite.config.ts',
        test: {
          name: 'web-isolated',
          testTimeout: SLOW_MACHINE_TEST_TIMEOUT_MS,
          hookTimeout: 2 * SLOW_MACHINE_TEST_TIMEOUT_MS,
          include: ['src/**/*.isolated.test.{ts,tsx}'],
          isolate: true,
        },
      },
    ],
  },
});
