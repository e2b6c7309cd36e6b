/**
 * Gateway constants. Spec ones cite their section; the rest are the gateway's own choices.
 */

/**
 * Every GraphQL request's REST calls, together, give up after this long (spec 000 §7 "10 000 ms
 * timeout", §9 "API timeout 10 000 ms"; one deadline per request, issue 17).
 */
export const UPSTREAM_TIMEOUT_MS = 10_000;

/** GraphQL request bodies are small JSON documents; anything larger is refused with 413 (gateway choice). */
export const GRAPHQL_JSON_BODY_LIMIT_BYTES = 100 * 1024;

/** Hashed build assets never change under the same name, so browsers may keep them for a year. */
export const HASHED_ASSET_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Paths the SPA fallback never answers with index.html: the API, the probe and the image proxy. */
export const NON_SPA_PATH_PREFIXES = ['/graphql', '/health', '/photos'] as const;

export const DEFAULT_PORT = 4000;

/**
 * A JSON answer from the REST server larger than this is refused, read no further (gateway choice:
 * the largest the app asks for, a trip with all its days, is tens of kB; issue 17 saw 60 MB read whole).
 */
export const UPSTREAM_BODY_LIMIT_BYTES = 5 * 1024 * 1024;

/**
 * GraphQL answers above this size are compressed (brotli or gzip, as the client accepts): below it
 * the compressed answer saves less than the time spent compressing (issue 19).
 */
export const GRAPHQL_COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * The longest a guest's navigation to a page rendered with its data waits for it (issue 19); past
 * it, the page prerendered at build is sent, and the app fetches the data itself.
 */
export const PAGE_RENDER_DEADLINE_MS = 1_000;
