import { existsSync, statSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { PageSession } from '@contract/page-session';
import { isRenderedWithData, pageWorkerFileFor } from '@contract/page-worker';
import type { PageGateway, PageRenderRequest, PageWorkerMessage } from '@contract/page-worker';

/**
 * Pages rendered with their data per request (issue 19), by the web build's page worker
 * (contract/src/page-worker.ts) in a thread of its own. Without the worker's bundle (a build from
 * before it, the dev server) every answer is null and the gateway serves the page it always had.
 */
export interface PageRenderer {
  /** Whether the worker renders the page at `path` for a guest or a signed-in reader (contract). */
  renders(path: string, signedIn: boolean): boolean;
  /**
   * The page at `url` rendered with the data `gateway` answers (for `session`'s reader, if
   * given), or null: a query failed, the token was refused, or no answer within the deadline (the
   * page then comes without its data).
   */
  render(url: string, gateway: PageGateway, session?: PageSession): Promise<string | null>;
  stop(): Promise<void>;
}

export interface PageRendererOptions {
  webDistDir: string;
  /** The longest a navigation waits for its page; past it, it gets the page prerendered at build. */
  deadlineMs: number;
}

export function createPageRenderer({ webDistDir, deadlineMs }: PageRendererOptions): PageRenderer {
  const workerFile = pageWorkerFileFor(webDistDir);
  let worker: { thread: Worker; ready: Promise<void> } | null = null;
  /** The bundle (by its modification time) whose worker died before it was ready: not retried. */
  let brokenBundleAt: number | null = null;
  let nextId = 1;
  const waiting = new Map<number, (html: string | null) => void>();

  const forget = (failed: Worker) => {
    if (worker?.thread !== failed) return;
    worker = null;
    for (const settle of waiting.values()) settle(null);
    waiting.clear();
  };

  /** Started with the gateway, or by the first navigation after a build made meanwhile. */
  const start = () => {
    if (worker !== null) return worker;
    if (!existsSync(workerFile)) return null;
    // A bundle that cannot start (its packages not found beside it, say) is tried again only once
    // a build has replaced it, not at every navigation.
    const bundleAt = statSync(workerFile).mtimeMs;
    if (bundleAt === brokenBundleAt) return null;
    // A bundled ES module: none of the gateway's own loader flags (tsx) are needed there.
    const started = new Worker(workerFile, { execArgv: [] });
    let isReady = false;
    let markReady: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => (markReady = resolve));
    started.on('message', (message: PageWorkerMessage) => {
      if (message.type === 'ready') {
        isReady = true;
        markReady();
        return;
      }
      waiting.get(message.id)?.(message.html);
      waiting.delete(message.id);
    });
    // A worker that fails is started again by the next navigation.
    started.on('error', (error) => {
      console.error('Page worker failed:', error);
      if (!isReady) brokenBundleAt = bundleAt;
      forget(started);
    });
    started.on('exit', () => {
      if (!isReady) brokenBundleAt = bundleAt;
      forget(started);
    });
    // Never what keeps the gateway's process alive.
    started.unref();
    worker = { thread: started, ready };
    return worker;
  };
  start();

  return {
    renders: isRenderedWithData,
    render(url, gateway, session) {
      const current = start();
      if (current === null) return Promise.resolve(null);
      const id = nextId++;
      const expiresAt = Date.now() + deadlineMs;
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          resolve(null);
        }, deadlineMs);
        const settle = (html: string | null) => {
          clearTimeout(timer);
          waiting.delete(id);
          resolve(html);
        };
        waiting.set(id, settle);
        // A navigation soon after the start waits for the worker's warm-up, within the deadline.
        void current.ready.then(() => {
          if (waiting.has(id)) {
            const request: PageRenderRequest = { id, url, gateway, expiresAt, session };
            current.thread.postMessage(request);
          }
        });
      });
    },
    async stop() {
      const current = worker;
      worker = null;
      if (current !== null) await current.thread.terminate();
    },
  };
}
