// The gateway's page worker (issue 19; contract/src/page-worker.ts): renders a page with its data
// per request, a guest's or a signed-in reader's, with the app's own components, in a thread of the
// gateway's own so the browser globals the router reads (browser-globals.ts) never touch the
// gateway's requests. Bundled by the web build beside web/dist (prerender.ts); started by
// gateway/src/pages/page-worker.ts.
import { readFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import {
  GUEST_WARM_UP_PATHS,
  SIGNED_IN_WARM_UP_PATHS,
  isRenderedWithData,
} from '../../contract/src/page-worker';
import type {
  PageRenderAnswer,
  PageRenderRequest,
  PageWorkerReady,
} from '../../contract/src/page-worker';
import { unsignedAccessToken } from '../../machines/src/session/unsigned-access-token';
import type { PageDataClient, PageReader, RenderedFor } from '../src/app/prerender-entry';
import { installBrowserGlobals, renderAtBothWidths } from './browser-globals';
import { WORKER_CSS_FILE, WORKER_SHELL_FILE, pageHtml } from './page-html';

const port = parentPort;
if (port === null) throw new Error('page-worker: not started as a worker thread');

// Before the app's modules are evaluated: the router reads them as it loads.
const browser = installBrowserGlobals();
const { renderRoute, createPageDataClient, pageReaderOf } =
  await import('../src/app/prerender-entry');
const shell = readFileSync(new URL(WORKER_SHELL_FILE, import.meta.url), 'utf8');
const css = readFileSync(new URL(WORKER_CSS_FILE, import.meta.url), 'utf8');

async function renderPage(
  path: string,
  client: PageDataClient,
  reader: PageReader | undefined,
  signal: AbortSignal,
): Promise<string | null> {
  // The desktop's render fetches the answers; the phone's finds them in the cache.
  const renders = await renderAtBothWidths(
    browser,
    () => renderRoute(path, { apolloClient: client.apolloClient, reader, signal }),
    client.failed,
  );
  if (renders === null || client.failed()) return null;
  return pageHtml(shell, { path, ...renders }, css, client.pageData());
}

async function answer({
  id,
  url,
  gateway,
  expiresAt,
  session,
}: PageRenderRequest): Promise<PageRenderAnswer> {
  const none: PageRenderAnswer = { type: 'page', id, html: null };
  // Only without a query string: "Places in {place}" is a search, not worth a render per request.
  // Nor for a navigation that has stopped waiting (under load, the queue is not worked off in vain).
  if (!isRenderedWithData(url, session !== undefined) || Date.now() >= expiresAt) return none;
  // Nothing outlives the navigation's wait: the next request in the queue must not wait on a render
  // nobody will be sent (a query held upstream, say).
  const signal = AbortSignal.timeout(expiresAt - Date.now());
  // A token the gateway refuses gets the shell: the app then refreshes or ends the session itself.
  const reader = session === undefined ? undefined : await pageReaderOf(gateway, session, signal);
  if (reader === null || signal.aborted) return none;
  const client = createPageDataClient(gateway, reader);
  try {
    return { type: 'page', id, html: await renderPage(url, client, reader, signal) };
  } catch (error) {
    // Late is not an error: the navigation has had the page without its data.
    if (!signal.aborted) console.error(`page-worker: ${url} could not be rendered:`, error);
    return none;
  } finally {
    client.apolloClient.stop();
  }
}

// A first render of each, without data, before the first request: the gateway's first visitors do
// not wait for the engine to warm up (a cold render took 600 ms, a warm one under 100). The signed-in
// pages' for a reader of a token no server has issued: their code and layout, not their data.
for (const path of GUEST_WARM_UP_PATHS) await renderRoute(path);
const warmUpReader: RenderedFor = {
  user: { id: 'warm-up', userName: 'warm-up', email: 'warm-up@example.com' },
  accessToken: unsignedAccessToken('warm-up', Date.now() + 60 * 60_000),
  timeZone: 'UTC',
};
for (const path of SIGNED_IN_WARM_UP_PATHS) await renderRoute(path, { reader: warmUpReader });

// One render at a time: the width the globals answer for is the worker's, not the render's.
let queue: Promise<unknown> = Promise.resolve();
port.on('message', (request: PageRenderRequest) => {
  queue = queue.then(async () => port.postMessage(await answer(request)));
});
port.postMessage({ type: 'ready' } satisfies PageWorkerReady);
