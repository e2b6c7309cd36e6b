import { QUERY_FAMILIES, RETRY_BASE_DELAY_MS, RETRY_MAX_DELAY_MS } from './constants';
import type { QueryFailureKind, QueryFamily, QueryFamilyPolicy } from './constants';

/**
 * The query cache rules of spec 000 §9 and 001 §9, without a cache: given when an answer was
 * fetched and the time now, how a screen should use it. The web layer applies the answer to Apollo.
 */

/** `fresh`: serve it; `stale`: show it and fetch again; `expired`: drop it and fetch. */
export type QueryFreshness = 'fresh' | 'stale' | 'expired';

/**
 * Times are ms since the epoch. The age is counted from the last successful fetch; an answer is
 * stale from exactly `freshMs` and expired from exactly `keptMs`. A fetch time after `now` (the
 * clock was set back) counts as age 0.
 */
export function queryFreshness(
  policy: Pick<QueryFamilyPolicy, 'freshMs' | 'keptMs'>,
  fetchedAt: number,
  now: number,
): QueryFreshness {
  const age = Math.max(0, now - fetchedAt);
  if (age < policy.freshMs) return 'fresh';
  if (age < policy.keptMs) return 'stale';
  return 'expired';
}

/**
 * What a screen that starts using a query does with the cache:
 * - `serveCached`: the answer is fresh: read it from the cache, no request.
 * - `serveCachedAndRevalidate`: show whatever the cache holds and fetch in the background (a stale
 *   answer, or one never fetched by this query: the cache may hold the data from another source).
 * - `evictAndFetch`: the answer is past its kept time: remove it, then fetch.
 */
export type CachePlan = 'serveCached' | 'serveCachedAndRevalidate' | 'evictAndFetch';

const planByFreshness: Record<QueryFreshness, CachePlan> = {
  fresh: 'serveCached',
  stale: 'serveCachedAndRevalidate',
  expired: 'evictAndFetch',
};

/** A query and its variables as one key: the same variables in any key order give the same key. */
export function queryKey(operationName: string, variables: Readonly<Record<string, unknown>> = {}) {
  return `${operationName}:${canonicalJson(variables)}`;
}

/** JSON with object keys sorted at every level; keys whose value is undefined are left out. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value))
    return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A failed prefetch: its error (the web layer's) and when it failed. */
export interface FailedPrefetch {
  error: unknown;
  at: number;
}

/**
 * When each query (by `queryKey`) last got a successful answer from the server, and the prefetches
 * that failed, for the screen that opens next.
 */
export class QueryFetchRegistry {
  private readonly fetchedAt = new Map<string, number>();

  private readonly failedPrefetches = new Map<string, FailedPrefetch>();

  recordFetch(key: string, at: number): void {
    this.fetchedAt.set(key, at);
    this.failedPrefetches.delete(key);
  }

  /** A prefetch (a route's loader, the app's start) of this query failed at `at`. */
  recordFailedPrefetch(key: string, error: unknown, at: number): void {
    this.failedPrefetches.set(key, { error, at });
  }

  /**
   * The prefetch failure a screen starting now takes over as its own first try: one younger than
   * the first retry's pause (the screen's next try is then due when the prefetch's retry would have
   * been). An older one is forgotten, and the screen starts afresh with every try of its own. Read
   * without being used up, since a render may run twice (React's strict mode); a successful answer
   * (`recordFetch`) or the pause's end forgets it.
   */
  failedPrefetchFor(key: string, now: number): FailedPrefetch | undefined {
    const failed = this.failedPrefetches.get(key);
    if (failed === undefined || now - failed.at < retryDelayMs(0)) return failed;
    this.failedPrefetches.delete(key);
    return undefined;
  }

  lastFetchedAt(key: string): number | undefined {
    return this.fetchedAt.get(key);
  }

  /** Every answer on record and when it was fetched: what a page rendered with data hands on. */
  fetchTimes(): [string, number][] {
    return [...this.fetchedAt];
  }

  /** The answer was dropped from the cache: the query counts as never fetched. */
  forget(key: string): void {
    this.fetchedAt.delete(key);
  }

  /** The whole cache was emptied (sign-out). */
  clear(): void {
    this.fetchedAt.clear();
    this.failedPrefetches.clear();
  }

  /** `unfetched` when this query has no answer on record. */
  freshnessOf(key: string, family: QueryFamily, now: number): QueryFreshness | 'unfetched' {
    const fetchedAt = this.fetchedAt.get(key);
    return fetchedAt === undefined
      ? 'unfetched'
      : queryFreshness(QUERY_FAMILIES[family], fetchedAt, now);
  }

  planFor(key: string, family: QueryFamily, now: number): CachePlan {
    const freshness = this.freshnessOf(key, family, now);
    return freshness === 'unfetched' ? 'serveCachedAndRevalidate' : planByFreshness[freshness];
  }
}

/**
 * Whether a failure of this family is worth another try (the count is the caller's). A refused
 * session never is, whatever the family: the session's own 401 handling has already renewed the
 * token and retried once (spec 000 §4), and another try would start a second renewal.
 */
export function isRetryableFailure(family: QueryFamily, failure: QueryFailureKind): boolean {
  const policy: QueryFamilyPolicy = QUERY_FAMILIES[family];
  return failure !== 'unauthorized' && !policy.neverRetryOn.includes(failure);
}

/** The family's retry count after the first failure. */
export const retriesOf = (family: QueryFamily): number => QUERY_FAMILIES[family].retries;

/** Pause before retry `attempt` (0 for the first retry): 1 s, 2 s, 4 s ..., at most 30 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** attempt, RETRY_MAX_DELAY_MS);
}
