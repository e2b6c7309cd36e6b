// `npm run bench` runs the gateway, places and trip-page figures (scripts/bench.ts);
// `npm run bench -- <part>` runs one other part, scripts/bench-<part>.ts (e.g. `web`, `fuzz`).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const part = process.argv[2];
if (!part || part.startsWith('-')) {
  await import('./bench');
} else if (
  /^[a-z-]+$/.test(part) &&
  existsSync(fileURLToPath(new URL(`./bench-${part}.ts`, import.meta.url)))
) {
  await import(`./bench-${part}.ts`);
} else {
  console.error(`Unknown bench part "${part}". Parts are the files scripts/bench-<part>.ts.`);
  process.exit(2);
}
