import { fileURLToPath } from 'node:url';

/**
 * The import aliases of every layer, one per layer root, so no import climbs out of its folder.
 * `tsconfig.base.json` (`paths`) says the same for tsc, tsx and Playwright; Vite and Vitest read
 * this map. Keep the two in step.
 */
const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const pathAliases: Record<string, string> = {
  '@web': fromRoot('./web/src'),
  '@web-test': fromRoot('./web/test'),
  '@machines': fromRoot('./machines/src'),
  '@contract': fromRoot('./contract/src'),
  '@gateway': fromRoot('./gateway/src'),
  '@mocks': fromRoot('./mocks/src'),
};
