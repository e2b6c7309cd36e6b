// The gateway's page worker (issue 19): a thread that renders a public page with its data per
// request, using the app's own components (web/build/page-worker.ts, bundled by the web build);
// the gateway (gateway/src/pages/page-worker.ts) serves what it answers.

/** The worker's bundle, beside the build it serves pages of: `web/dist` → `web/dist-ssr/…`. */
export const pageWorkerFileFor = (webDistDir: string): string =>
  `${webDistDir}-ssr/page-worker.mjs`;

/** The worker's first message: the paths it renders with data; it is ready for requests. */
export interface PageWorkerReady {
  type: 'ready';
  paths: string[];
}

/** The gateway asks for the page at `url` (path and query); the worker asks `graphqlUrl` for data. */
export interface PageRenderRequest {
  id: number;
  url: string;
  graphqlUrl: string;
}

/** The page's HTML, or null: a query failed or the route is not rendered here (the caller falls back). */
export interface PageRenderAnswer {
  type: 'page';
  id: number;
  html: string | null;
}

export type PageWorkerMessage = PageWorkerReady | PageRenderAnswer;
