import { describe, expect, it } from 'vitest';
import { FRESHNESS_TIERS_MS, QUERY_FAMILIES } from './constants';
import type { QueryFailureKind, QueryFamily } from './constants';
import {
  isRetryableFailure,
  QueryFetchRegistry,
  queryFreshness,
  queryKey,
  retriesOf,
  retryDelayMs,
} from './query-freshness';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** 2025-03-01 09:00:00 UTC: every clock value below is this plus a stated offset. */
const T0 = Date.UTC(2025, 2, 1, 9, 0, 0);

describe('freshness tiers and query families (D1 §8, §9; D2 §9)', () => {
  it('has the four tiers: short 5 min, medium 15 min, long 1 h, very long 24 h', () => {
    expect(FRESHNESS_TIERS_MS).toEqual({
      short: 300_000,
      medium: 900_000,
      long: 3_600_000,
      veryLong: 86_400_000,
    });
  });

  it.each<[QueryFamily, number, number, number]>([
    ['profile', 15 * MINUTE, HOUR, 2],
    ['highlights', HOUR, 24 * HOUR, 3],
    ['trips', 5 * MINUTE, 15 * MINUTE, 2],
    ['nearbyAttractions', 15 * MINUTE, HOUR, 2],
    ['explorePhotos', 30 * MINUTE, 60 * MINUTE, 1],
    ['default', 5 * MINUTE, 30 * MINUTE, 1],
  ])('%s: fresh %i ms, kept %i ms, %i retries', (family, freshMs, keptMs, retries) => {
    expect(QUERY_FAMILIES[family]).toMatchObject({ freshMs, keptMs, retries });
    expect(retriesOf(family)).toBe(retries);
  });
});

describe('queryFreshness: fresh until exactly the fresh time, stale until exactly the kept time', () => {
  it.each<[QueryFamily, number, number]>([
    ['trips', 5 * MINUTE, 15 * MINUTE],
    ['profile', 15 * MINUTE, HOUR],
    ['highlights', HOUR, 24 * HOUR],
    ['nearbyAttractions', 15 * MINUTE, HOUR],
    ['explorePhotos', 30 * MINUTE, HOUR],
    ['default', 5 * MINUTE, 30 * MINUTE],
  ])('%s', (family, freshMs, keptMs) => {
    const policy = QUERY_FAMILIES[family];
    expect(queryFreshness(policy, T0, T0)).toBe('fresh');
    expect(queryFreshness(policy, T0, T0 + freshMs - 1)).toBe('fresh');
    expect(queryFreshness(policy, T0, T0 + freshMs)).toBe('stale');
    expect(queryFreshness(policy, T0, T0 + keptMs - 1)).toBe('stale');
    expect(queryFreshness(policy, T0, T0 + keptMs)).toBe('expired');
    expect(queryFreshness(policy, T0, T0 + 7 * 24 * HOUR)).toBe('expired');
  });

  it('trips fetched at 09:00 are fresh at 09:04:59.999, stale at 09:05, expired at 09:15', () => {
    const trips = QUERY_FAMILIES.trips;
    expect(queryFreshness(trips, T0, Date.UTC(2025, 2, 1, 9, 4, 59, 999))).toBe('fresh');
    expect(queryFreshness(trips, T0, Date.UTC(2025, 2, 1, 9, 5, 0))).toBe('stale');
    expect(queryFreshness(trips, T0, Date.UTC(2025, 2, 1, 9, 14, 59, 999))).toBe('stale');
    expect(queryFreshness(trips, T0, Date.UTC(2025, 2, 1, 9, 15, 0))).toBe('expired');
  });

  it('counts a fetch time after now (the clock was set back) as just fetched', () => {
    expect(queryFreshness(QUERY_FAMILIES.trips, T0 + HOUR, T0)).toBe('fresh');
  });
});

describe('queryKey', () => {
  it('is the same for the same variables in any key order, at every level', () => {
    expect(queryKey('Trip', { id: 't1', filter: { b: 2, a: 1 } })).toBe(
      queryKey('Trip', { filter: { a: 1, b: 2 }, id: 't1' }),
    );
  });

  it('differs by operation, by variable values and by list order', () => {
    const keys = [
      queryKey('Trip', { id: 't1' }),
      queryKey('Trip', { id: 't2' }),
      queryKey('TripCard', { id: 't1' }),
      queryKey('Places', { refs: ['a', 'b'] }),
      queryKey('Places', { refs: ['b', 'a'] }),
      queryKey('Nearby', { latitude: 18.5, longitude: 73.8 }),
      queryKey('Nearby', { latitude: '18.5', longitude: 73.8 }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('treats no variables, empty variables and undefined values alike', () => {
    expect(queryKey('MyTrips')).toBe(queryKey('MyTrips', {}));
    expect(queryKey('MyTrips', { cursor: undefined })).toBe(queryKey('MyTrips'));
  });
});

describe('QueryFetchRegistry', () => {
  const trips = queryKey('MyTrips');

  it('plans a fetch (showing what the cache may hold) for a query never fetched', () => {
    const registry = new QueryFetchRegistry();
    expect(registry.lastFetchedAt(trips)).toBeUndefined();
    expect(registry.freshnessOf(trips, 'trips', T0)).toBe('unfetched');
    expect(registry.planFor(trips, 'trips', T0)).toBe('serveCachedAndRevalidate');
  });

  it('serves trips from the cache for 5 min, revalidates until 15 min, then evicts', () => {
    const registry = new QueryFetchRegistry();
    registry.recordFetch(trips, T0);
    expect(registry.lastFetchedAt(trips)).toBe(T0);
    expect(registry.planFor(trips, 'trips', T0 + 5 * MINUTE - 1)).toBe('serveCached');
    expect(registry.planFor(trips, 'trips', T0 + 5 * MINUTE)).toBe('serveCachedAndRevalidate');
    expect(registry.planFor(trips, 'trips', T0 + 15 * MINUTE - 1)).toBe('serveCachedAndRevalidate');
    expect(registry.planFor(trips, 'trips', T0 + 15 * MINUTE)).toBe('evictAndFetch');
  });

  it('lists the fetch times on record, which another registry takes on as its own', () => {
    const registry = new QueryFetchRegistry();
    const highlights = queryKey('ExploreHighlights');
    registry.recordFetch(trips, T0);
    registry.recordFetch(highlights, T0 + MINUTE);
    registry.forget(trips);
    expect(registry.fetchTimes()).toEqual([[highlights, T0 + MINUTE]]);
    const handedOn = new QueryFetchRegistry();
    for (const [key, at] of registry.fetchTimes()) handedOn.recordFetch(key, at);
    expect(handedOn.planFor(highlights, 'highlights', T0 + 30 * MINUTE)).toBe('serveCached');
  });

  it('judges the same fetch time by the family asked about', () => {
    const registry = new QueryFetchRegistry();
    registry.recordFetch(trips, T0);
    const at20Minutes = T0 + 20 * MINUTE;
    expect(registry.planFor(trips, 'trips', at20Minutes)).toBe('evictAndFetch');
    expect(registry.planFor(trips, 'profile', at20Minutes)).toBe('serveCachedAndRevalidate');
    expect(registry.planFor(trips, 'highlights', at20Minutes)).toBe('serveCached');
  });

  it('a newer fetch restarts the clock; keys with other variables keep their own', () => {
    const registry = new QueryFetchRegistry();
    const tripOne = queryKey('Trip', { id: 't1' });
    const tripTwo = queryKey('Trip', { id: 't2' });
    registry.recordFetch(tripOne, T0);
    registry.recordFetch(tripTwo, T0);
    registry.recordFetch(tripOne, T0 + 10 * MINUTE);
    expect(registry.planFor(tripOne, 'trips', T0 + 14 * MINUTE)).toBe('serveCached');
    expect(registry.planFor(tripTwo, 'trips', T0 + 14 * MINUTE)).toBe('serveCachedAndRevalidate');
  });

  it('forgets one query, or all of them', () => {
    const registry = new QueryFetchRegistry();
    const profile = queryKey('Profile');
    registry.recordFetch(trips, T0);
    registry.recordFetch(profile, T0);
    registry.forget(trips);
    expect(registry.freshnessOf(trips, 'trips', T0)).toBe('unfetched');
    expect(registry.freshnessOf(profile, 'profile', T0)).toBe('fresh');
    registry.clear();
    expect(registry.freshnessOf(profile, 'profile', T0)).toBe('unfetched');
  });

  it("hands a failed prefetch to a screen that starts within the first retry's pause", () => {
    const registry = new QueryFetchRegistry();
    const trip = queryKey('Trip', { id: 't1' });
    const error = new Error('Failed to fetch');
    registry.recordFailedPrefetch(trip, error, T0);
    expect(registry.failedPrefetchFor(queryKey('Trip', { id: 't2' }), T0)).toBeUndefined();
    expect(registry.failedPrefetchFor(trip, T0 + 999)).toEqual({ error, at: T0 });
    // Read again (a render run twice): the same.
    expect(registry.failedPrefetchFor(trip, T0 + 999)).toEqual({ error, at: T0 });
  });

  it('forgets a failed prefetch once the pause has passed, a fetch has answered, or on clear', () => {
    const registry = new QueryFetchRegistry();
    const error = new Error('Failed to fetch');
    registry.recordFailedPrefetch(trips, error, T0);
    expect(registry.failedPrefetchFor(trips, T0 + 1000)).toBeUndefined();

    registry.recordFailedPrefetch(trips, error, T0);
    registry.recordFetch(trips, T0 + 10);
    expect(registry.failedPrefetchFor(trips, T0 + 20)).toBeUndefined();

    registry.recordFailedPrefetch(trips, error, T0);
    registry.clear();
    expect(registry.failedPrefetchFor(trips, T0)).toBeUndefined();
  });
});

describe('retries', () => {
  it.each<[QueryFamily, QueryFailureKind, boolean]>([
    ['profile', 'other', true],
    ['profile', 'notFound', true],
    ['profile', 'forbidden', false],
    ['profile', 'unauthorized', false],
    ['trips', 'other', true],
    ['trips', 'forbidden', false],
    ['trips', 'unauthorized', false],
    ['highlights', 'other', true],
    ['highlights', 'forbidden', true],
    ['highlights', 'notFound', false],
    ['nearbyAttractions', 'notFound', true],
    ['explorePhotos', 'other', true],
    ['default', 'forbidden', true],
    ['default', 'notFound', true],
    // An unknown place answers the same on a retry: its not-found page shows at once; a 500 is retried.
    ['placeDetails', 'notFound', false],
    ['placeDetails', 'other', true],
    // The session's own 401 handling already retried once: never a second renewal.
    ['default', 'unauthorized', false],
    ['nearbyAttractions', 'unauthorized', false],
  ])('%s after a %s failure: retry %s', (family, failure, retryable) => {
    expect(isRetryableFailure(family, failure)).toBe(retryable);
  });

  it('waits 1 s, 2 s, 4 s ... and never more than 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
  });
});
