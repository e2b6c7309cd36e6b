// The gateway's page worker (issue 19): a thread that renders a page with its data per request,
// using the app's own components (web/build/page-worker.ts, bundled by the web build); the gateway
// (gateway/src/pages/page-worker.ts) serves what it answers.
import type { PageSession } from './page-session';

/** The worker's bundle, beside the build it serves pages of: `web/dist` → `web/dist-ssr/…`. */
export const pageWorkerFileFor = (webDistDir: string): string =>
  `${webDistDir}-ssr/page-worker.mjs`;

/** A place's page, `/place/{id}` (spec 001 §2 "Place details"). */
const PLACE_PAGE = /^\/place\/[^/?]+$/;

/**
 * The pages the worker renders with their data for a guest: Explore, whose cards (and a phone's
 * largest element, a card's photo) otherwise wait for the app's scripts and its query
 * (docs/decisions.md, session 20), and a place, whose largest element is its first photo
 * (session 23). When the render fails or is late, Explore is sent as the build prerendered it and
 * a place as the app's shell.
 */
const PAGES_RENDERED_WITH_DATA: readonly RegExp[] = [/^\/explore$/, PLACE_PAGE];

/** One path of each guest kind above, rendered without data as the worker warms up. */
export const GUEST_WARM_UP_PATHS: readonly string[] = ['/explore', '/place/warm-up'];

/**
 * The signed-in pages the worker renders with the reader's data, for a navigation that carries a
 * page session (contract/src/page-session.ts): the home, the trips list and a trip, whose first
 * screenful is the reader's trips (docs/decisions.md, session 21), and a place, as for a guest. Without it, or when the render
 * fails or is late, the navigation gets the app's shell.
 */
const SIGNED_IN_PAGES_RENDERED_WITH_DATA: readonly RegExp[] = [
  /^\/$/,
  /^\/trips$/,
  /^\/trips\/[^/]+$/,
  PLACE_PAGE,
];

/** One path of each signed-in kind above, rendered without data as the worker warms up. */
export const SIGNED_IN_WARM_UP_PATHS: readonly string[] = [
  '/',
  '/trips',
  '/trips/warm-up',
  '/place/warm-up',
];

/** Whether the worker renders `url` (a path; with a query string it never does) for this reader. */
export function isRenderedWithData(url: string, signedIn: boolean): boolean {
  return signedIn
    ? SIGNED_IN_PAGES_RENDERED_WITH_DATA.some((path) => path.test(url))
    : PAGES_RENDERED_WITH_DATA.some((path) => path.test(url));
}

/** The worker's first message: it has warmed up and takes requests. */
export interface PageWorkerReady {
  type: 'ready';
}

/**
 * Where the worker asks for a page's data, and as whom: the gateway's own `/graphql`, with the
 * origin the navigation reached the app on (its links, a trip's share URL, are built from it).
 */
export interface PageGateway {
  graphqlUrl: string;
  appOrigin: string;
}

/** The gateway asks for the page at `url` (path and query); the worker asks `gateway` for data. */
export interface PageRenderRequest {
  id: number;
  url: string;
  gateway: PageGateway;
  /** When the navigation stops waiting (ms since the epoch): a request still queued then is skipped. */
  expiresAt: number;
  /** The reader's, for a signed-in page; absent for a guest's. */
  session?: PageSession;
}

/** The page's HTML, or null: a query failed or the route is not rendered here (the caller falls back). */
export interface PageRenderAnswer {
  type: 'page';
  id: number;
  html: string | null;
}

export type PageWorkerMessage = PageWorkerReady | PageRenderAnswer;
