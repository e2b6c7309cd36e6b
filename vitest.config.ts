import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

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
        test: {
          name: 'machines',
          include: ['machines/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
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
      'web/vite.config.ts',
    ],
  },
});
