import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { pageWorkerFileFor } from '@contract/page-worker';
import type { PageRenderRequest, PageWorkerMessage } from '@contract/page-worker';

/**
 * Pages rendered with their data per request (issue 19), by the web build's page worker
 * (contract/src/page-worker.ts) in a thread of its own. Without the worker's bundle (a build from
 * before it, the dev server) every answer is null and the gateway serves the page it always had.
 */
export interface PageRenderer {
  /**
   * The page at `url` (its path `path`) rendered with the data `graphqlUrl` answers, or null: not
   * a route the worker renders, a query failed, or no answer within the deadline (the page then
   * comes without its data).
   */
  render(path: string, url: string, graphqlUrl: string): Promise<string | null>;
  stop(): Promise<void>;
}

export interface PageRendererOptions {
  webDistDir: string;
  /** The longest a navigation waits for its page; past it, it gets the page prerendered at build. */
  deadlineMs: number;
}

export function createPageRenderer({ webDistDir, deadlineMs }: PageRendererOptions): PageRenderer {
  const workerFile = pageWorkerFileFor(webDistDir);
  let worker: { thread: Worker; paths: Promise<readonly string[]> } | null = null;
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
    // A bundled ES module: none of the gateway's own loader flags (tsx) are needed there.
    const started = new Worker(workerFile, { execArgv: [] });
    let ready: (paths: readonly string[]) => void = () => undefined;
    const paths = new Promise<readonly string[]>((resolve) => (ready = resolve));
    started.on('message', (message: PageWorkerMessage) => {
      if (message.type === 'ready') {
        ready(message.paths);
        return;
      }
      waiting.get(message.id)?.(message.html);
      waiting.delete(message.id);
    });
    // A worker that fails is started again by the next navigation.
    started.on('error', (error) => {
      console.error('Page worker failed:', error);
      forget(started);
    });
    started.on('exit', () => {
      ready([]);
      forget(started);
    });
    // Never what keeps the gateway's process alive.
    started.unref();
    worker = { thread: started, paths };
    return worker;
  };
  start();

  return {
    render(path, url, graphqlUrl) {
      const current = start();
      if (current === null) return Promise.resolve(null);
      const id = nextId++;
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
        void current.paths.then((paths) => {
          if (!waiting.has(id)) return;
          if (!paths.includes(path)) settle(null);
          else current.thread.postMessage({ id, url, graphqlUrl } satisfies PageRenderRequest);
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
