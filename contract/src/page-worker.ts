// The gateway's page worker (issue 19): a thread that renders a public page with its data per
// request, using the app's own components (web/build/page-worker.ts, bundled by the web build);
// the gateway (gateway/src/pages/page-worker.ts) serves what it answers.

/** The worker's bundle, beside the build it serves pages of: `web/dist` → `web/dist-ssr/…`. */
export const pageWorkerFileFor = (webDistDir: string): string =>
  `${webDistDir}-ssr/page-worker.mjs`;

/**
 * The paths the worker renders with their data: Explore, whose cards (and a phone's largest element,
 * a card's photo) otherwise wait for the app's scripts and its query (docs/decisions.md, session
 * 20). Each is also prerendered at build: that page is sent when the render fails or is late.
 */
export const PAGES_RENDERED_WITH_DATA: readonly string[] = ['/explore'];

/** The worker's first message: it has warmed up and takes requests. */
export interface PageWorkerReady {
  type: 'ready';
}

/** The gateway asks for the page at `url` (path and query); the worker asks `graphqlUrl` for data. */
export interface PageRenderRequest {
  id: number;
  url: string;
  graphqlUrl: string;
  /** When the navigation stops waiting (ms since the epoch): a request still queued then is skipped. */
  expiresAt: number;
}

/** The page's HTML, or null: a query failed or the route is not rendered here (the caller falls back). */
export interface PageRenderAnswer {
  type: 'page';
  id: number;
  html: string | null;
}

export type PageWorkerMessage = PageWorkerReady | PageRenderAnswer;
