import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { pathAliases } from './path-aliases';

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
          include: ['machines/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias: pathAliases },
        test: {
          name: 'server',
          include: [
            'contract/src/**/*.test.ts',
            'mocks/src/**/*.test.ts',
            'gateway/src/**/*.test.ts',
            'tests/contract/**/*.test.ts',
            'tests/integration/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        extends: 'web/vite.config.ts',
        test: {
          name: 'web',
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
          include: ['src/**/*.isolated.test.{ts,tsx}'],
          isolate: true,
        },
      },
    ],
  },
});
