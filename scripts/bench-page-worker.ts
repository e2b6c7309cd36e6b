// `npm run bench -- page-worker` (issue 19): how soon after a start the gateway serves a place's
// page rendered with its data. Until its page worker (gateway/src/pages/page-worker.ts) is ready, a
// navigation waits up to PAGE_RENDER_DEADLINE_MS and gets the app's shell: the page then paints only
// once the app's scripts have run and its queries answered. Starts the mock API once, then the
// gateway (serving the build: run `npm run build` first, or name one with WEB_DIST) `--runs N`
// times (default 3), and after each start asks for a landmark's page as a browser navigation does,
// one request after another, until one comes rendered. Prints per start, and their median: the
// gateway's health answered, the first page with its data (from the process's start, and that
// request's own time), and a warm page's time (median of 5 after it).
import { existsSync } from 'node:fs';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { PAGE_DATA_ELEMENT_ID } from '@web/app/page-data';
import { landmarkId, optionValue } from './bench-routes';
import { freePort, startGateway, startService, stopServices } from './bench-services';
import { median } from './bench-stats';

const runs = Number(optionValue('--runs') ?? 3);
/** Past this, a start counts as never serving the page rendered. */
const GIVE_UP_MS = 30_000;

const webDist = process.env.WEB_DIST ?? fileURLToPath(new URL('../web/dist', import.meta.url));
if (!existsSync(`${webDist}/index.html`)) {
  console.error(`No build at ${webDist}: run \`npm run build\` first.`);
  process.exit(2);
}

/** One navigation's answer: its time, and whether it is the page rendered with its data. */
async function navigate(url: string): Promise<{ ms: number; rendered: boolean }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { accept: 'text/html' } });
  const html = await response.text();
  return {
    ms: performance.now() - started,
    rendered: html.includes(`id="${PAGE_DATA_ELEMENT_ID}"`),
  };
}

interface StartFigures {
  healthMs: number;
  firstRenderedMs: number;
  firstRenderedRequestMs: number;
  warmMs: number;
}

async function measureStart(mockUrl: string, placePath: string): Promise<StartFigures> {
  const started = performance.now();
  const { gatewayUrl, gateway } = await startGateway(
    mockUrl,
    process.env.WEB_DIST ? { WEB_DIST: webDist } : {},
  );
  const healthMs = performance.now() - started;
  try {
    for (;;) {
      const answer = await navigate(`${gatewayUrl}${placePath}`);
      const at = performance.now() - started;
      if (answer.rendered) {
        const warm: number[] = [];
        for (let index = 0; index < 5; index += 1) {
          warm.push((await navigate(`${gatewayUrl}${placePath}`)).ms);
        }
        return {
          healthMs,
          firstRenderedMs: at,
          firstRenderedRequestMs: answer.ms,
          warmMs: median(warm),
        };
      }
      if (at > GIVE_UP_MS)
        throw new Error(`no page rendered with its data within ${GIVE_UP_MS} ms`);
    }
  } finally {
    gateway.kill('SIGTERM');
    await once(gateway, 'exit');
  }
}

const mockPort = await freePort();
const mockUrl = `http://localhost:${mockPort}`;
try {
  await startService('mocks/src/main.ts', { MOCK_API_PORT: String(mockPort) }, `${mockUrl}/health`);
  const placePath = `/place/${await landmarkId(mockUrl)}`;
  const figures: StartFigures[] = [];
  for (let run = 0; run < runs; run += 1) figures.push(await measureStart(mockUrl, placePath));

  const ms = (value: number) => `${Math.round(value)}`.padStart(8);
  console.log(`Gateway starts and a landmark's page (${placePath}), build ${webDist}`);
  console.log('start      health   first page with data   its request   warm page');
  const row = (label: string, f: StartFigures) =>
    console.log(
      `${label.padEnd(8)}${ms(f.healthMs)} ms${ms(f.firstRenderedMs)} ms${' '.repeat(10)}` +
        `${ms(f.firstRenderedRequestMs)} ms${ms(f.warmMs)} ms`,
    );
  figures.forEach((f, index) => row(`${index + 1}`, f));
  row('median', {
    healthMs: median(figures.map((f) => f.healthMs)),
    firstRenderedMs: median(figures.map((f) => f.firstRenderedMs)),
    firstRenderedRequestMs: median(figures.map((f) => f.firstRenderedRequestMs)),
    warmMs: median(figures.map((f) => f.warmMs)),
  });
} finally {
  stopServices();
}
