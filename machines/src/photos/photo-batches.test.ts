import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { circuitBreakerMachine } from './circuit-breaker.machine';
import {
  BATCH_REQUEST_DEBOUNCE_MS,
  BREAKER_OPEN_MS,
  FAILED_REF_BLOCK_MS,
  NEARBY_FETCH_DEBOUNCE_MS,
  NEARBY_PHOTOS_DELAY_MS,
} from './constants';
import {
  admitBatch,
  applyBatchAnswer,
  applyBatchFailure,
  batchInputOf,
  hasRequestOn,
  releaseLane,
} from './photo-batches';
import type { BatchLanes } from './photo-batches';
import { idlePhotos } from './photo-cache';
import { createPhotoGuards } from './photo-guards';
import { selectBreakerPhase, selectMainPhotosLoaded, selectNearby } from './photo-loader.machine';
import { mainBatch } from './photo-queue';
import {
  MINUTE,
  PLACE_REFS,
  SECOND,
  T0,
  answerLastBatch,
  batchAnswer,
  batchInputs,
  main,
  nearbyPlaces,
  photo,
  settle,
  startPhotoLoader,
  statuses,
} from './photos.test-support';

const freshLanes = (refs: string[]): BatchLanes => ({
  photos: idlePhotos(refs),
  guards: createPhotoGuards(),
  requests: {},
});

/** The breaker's snapshot as the loader reads it: closed, or half-open 30 s after it opened. */
const breakerAt = (openedAt: number | null = null) =>
  createActor(circuitBreakerMachine, {
    input: { consecutiveFailures: openedAt === null ? 0 : 3, openedAt, now: () => T0 },
  })
    .start()
    .getSnapshot();
const closed = breakerAt();

describe('a batch on its lane (spec 001 §7, §9)', () => {
  it('admits the refs the breaker lets through and keeps the request on its lane', () => {
    const lanes = admitBatch(
      freshLanes(['p1', 'p2']),
      mainBatch('mainFirst', ['p1', 'p2']),
      T0,
      closed,
    );
    expect(hasRequestOn(lanes, 'mainFirst')).toBe(true);
    expect(batchInputOf(lanes, 'mainFirst')).toEqual(main(['p1', 'p2']));
    expect(lanes.requests.mainFirst).toMatchObject({ startedAt: T0, isTrial: false });
    expect(lanes.photos).toEqual({ p1: { status: 'loading' }, p2: { status: 'loading' } });
    expect(lanes.guards.inFlightSince).toEqual({ 'high:p1': T0, 'high:p2': T0 });
  });

  it('clears the lane when nothing may be asked for', () => {
    const first = admitBatch(freshLanes(['p1']), mainBatch('mainAll', ['p1']), T0, closed);
    const again = admitBatch(first, mainBatch('mainAll', ['p1']), T0 + 10, closed);
    expect(hasRequestOn(again, 'mainAll')).toBe(false);
    expect(again.photos['p1']).toEqual({ status: 'loading' });
  });

  it('frees the lane’s in-flight marks when its request ends', () => {
    const lanes = admitBatch(freshLanes(['p1']), mainBatch('mainAll', ['p1']), T0, closed);
    expect(releaseLane(lanes, 'mainAll')).toEqual({
      guards: { ...lanes.guards, inFlightSince: {} },
      requests: lanes.requests,
    });
    expect(releaseLane(lanes, 'lightbox')).toEqual({});
  });

  it('applies an answer: loaded and failed refs; only an answer with no photo counts as failed', () => {
    const lanes = admitBatch(
      freshLanes(['p1', 'p2']),
      mainBatch('mainAll', ['p1', 'p2']),
      T0,
      closed,
    );
    const partly = applyBatchAnswer(lanes, 'mainAll', batchAnswer(main(['p1', 'p2']), ['p2']), T0);
    expect(partly.photos['p1']).toMatchObject({ status: 'loaded', quality: 'high' });
    expect(partly.photos['p2']).toMatchObject({ status: 'failed', failure: 'failedAnswer' });
    expect(partly.requestFailed).toBe(false);
    expect(partly.guards.blockedUntil).toEqual({ p2: T0 + FAILED_REF_BLOCK_MS });

    const none = applyBatchAnswer(
      lanes,
      'mainAll',
      batchAnswer(main(['p1', 'p2']), ['p1', 'p2']),
      T0,
    );
    expect(none.requestFailed).toBe(true);
  });

  it('a rejected request counts once; its photos fail unless a fallback follows', () => {
    const lanes = admitBatch(freshLanes(['p1']), mainBatch('mainFirst', ['p1']), T0, closed);
    const beforeFallback = applyBatchFailure(lanes, 'mainFirst', {
      error: new Error('Network error'),
      markPhotosFailed: false,
    });
    expect(beforeFallback).toEqual({ requestFailed: true });
    const failed = applyBatchFailure(lanes, 'mainFirst', {
      error: new Error('Network error'),
      markPhotosFailed: true,
    });
    expect(failed.photos?.['p1']).toEqual({
      status: 'failed',
      failure: 'failedRequest',
      error: 'Network error',
    });
  });
});

describe('a batch through the breaker, in the loader', () => {
  it('a photo missing from the answer fails instead of loading forever', async () => {
    const loader = startPhotoLoader({ strategy: 'lazy', mainRefs: ['p1', 'p2'] });
    loader.fetchBatch.last().resolve({
      photos: [{ photoRef: 'p1', success: true, image: 'image:p1' }],
      summary: { total: 1, successful: 1 },
    });
    await settle();
    expect(photo(loader.actor, 'p2')).toMatchObject({ status: 'failed', failure: 'failedAnswer' });
  });
});

describe('circuit breaker in the loader (spec 001 §4, §9)', () => {
  /** Lazy main batch and nearby photos rejected: 2 failures, nearby places loaded. */
  async function twoFailures() {
    const loader = startPhotoLoader({ strategy: 'lazy' });
    loader.fetchBatch.last().reject(new Error('Service unavailable'));
    await settle();
    await loader.advance(NEARBY_FETCH_DEBOUNCE_MS);
    loader.fetchNearby.last().resolve(nearbyPlaces);
    await settle();
    await loader.advance(NEARBY_PHOTOS_DELAY_MS);
    loader.fetchBatch.last().reject(new Error('Service unavailable'));
    await settle();
    return loader;
  }

  it('opens at the 3rd failed request and then refuses without calling', async () => {
    const loader = await twoFailures();
    expect(selectBreakerPhase(loader.actor.getSnapshot())).toBe('closed');
    loader.actor.send({ type: 'lightbox.opened', photoRef: 'p1' });
    await loader.advance(BATCH_REQUEST_DEBOUNCE_MS);
    loader.fetchBatch.last().reject(new Error('Service unavailable'));
    await settle();
    expect(loader.fetchBatch.calls).toHaveLength(3);
    expect(selectBreakerPhase(loader.actor.getSnapshot())).toBe('open');

    loader.actor.send({ type: 'lightbox.navigated', photoRef: 'p2' });
    await loader.advance(BATCH_REQUEST_DEBOUNCE_MS);
    expect(loader.fetchBatch.calls).toHaveLength(3);
    expect(photo(loader.actor, 'p2')).toEqual({ status: 'failed', failure: 'breakerOpen' });
  });

  it('lets one trial through after 30 s; its success closes the breaker', async () => {
    const loader = await twoFailures();
    loader.actor.send({ type: 'lightbox.opened', photoRef: 'p1' });
    await loader.advance(BATCH_REQUEST_DEBOUNCE_MS);
    loader.fetchBatch.last().reject(new Error('Service unavailable'));
    await settle();
    const openedAt = loader.clock.now();

    await loader.advance(BREAKER_OPEN_MS - BATCH_REQUEST_DEBOUNCE_MS - 1);
    loader.actor.send({ type: 'lightbox.navigated', photoRef: 'p2' });
    await loader.advance(BATCH_REQUEST_DEBOUNCE_MS); // at 30 s - 1 ms: still open
    expect(loader.clock.now()).toBe(openedAt + BREAKER_OPEN_MS - 1);
    expect(loader.fetchBatch.calls).toHaveLength(3);

    loader.actor.send({ type: 'lightbox.navigated', photoRef: 'p3' });
    await loader.advance(BATCH_REQUEST_DEBOUNCE_MS);
    expect(selectBreakerPhase(loader.actor.getSnapshot())).toBe('halfOpen');
    expect(loader.fetchBatch.calls).toHaveLength(4);
    const breaker = loader.actor.getSnapshot().context.breaker.getSnapshot();
    expect(breaker.matches({ halfOpen: 'probing' })).toBe(true);
    await answerLastBatch(loader);
    expect(selectBreakerPhase(loader.actor.getSnapshot())).toBe('closed');
    expect(photo(loader.actor, 'p3')?.quality).toBe('ultra');
  });

  it('blocks a failed photo for 5 minutes, then asks for it again', async () => {
    const loader = startPhotoLoader({ strategy: 'lazy' });
    await answerLastBatch(loader, ['p2']);
    const failedAt = loader.clock.now();

    await loader.advance(MINUTE);
    loader.actor.send({ type: 'lightbox.opened', photoRef: 'p2' });
    await loader.advance(BATCH_REQUEST_DEBOUNCE_MS);
    expect(batchInputs(loader).filter((input) => input.batchType === 'lightbox')).toEqual([]);
    expect(photo(loader.actor, 'p2')).toEqual({ status: 'failed', failure: 'refBlocked' });
    loader.actor.send({ type: 'lightbox.closed' });

    await loader.advance(failedAt + FAILED_REF_BLOCK_MS - loader.clock.now() - 100);
    loader.actor.send({ type: 'lightbox.opened', photoRef: 'p2' });
    await loader.advance(BATCH_REQUEST_DEBOUNCE_MS);
    expect(loader.clock.now()).toBe(failedAt + FAILED_REF_BLOCK_MS);
    expect(batchInputs(loader).at(-1)).toEqual({
      photoRefs: ['p2'],
      quality: 'ultra',
      batchType: 'lightbox',
    });
  });

  it('starts from a carried-over open breaker: nothing asked, placeholders, nearby still loads', async () => {
    const open = { consecutiveFailures: 3, openedAt: T0 - SECOND, blockedUntil: {} };
    const loader = startPhotoLoader({ strategy: 'progressive', breaker: open });
    expect(loader.fetchBatch.calls).toHaveLength(0);
    expect(statuses(loader.actor)).toEqual(Array(5).fill('failed'));
    expect(selectMainPhotosLoaded(loader.actor.getSnapshot())).toBe(true);
    await loader.advance(NEARBY_FETCH_DEBOUNCE_MS);
    expect(loader.fetchNearby.calls).toHaveLength(1);
  });

  it('resumes a carried-over breaker opened 30 s ago half-open: its first batch is the trial', () => {
    const carried = { consecutiveFailures: 3, openedAt: T0 - BREAKER_OPEN_MS, blockedUntil: {} };
    const loader = startPhotoLoader({ strategy: 'lazy', breaker: carried });
    expect(batchInputs(loader)).toEqual([main(PLACE_REFS)]);
    const breaker = loader.actor.getSnapshot().context.breaker.getSnapshot();
    expect(breaker.matches({ halfOpen: 'probing' })).toBe(true);
  });
});

describe('a photo outage (every batch fails)', () => {
  it.each(['progressive', 'lazy'] as const)(
    '%s: every photo failed, nearby places loaded, 3 calls and no retry storm',
    async (strategy) => {
      const loader = startPhotoLoader({ strategy });
      loader.fetchBatch.answerWith(() => Promise.reject(new Error('Service unavailable')));
      loader.fetchBatch.last().reject(new Error('Service unavailable'));
      await settle();
      await loader.advance(NEARBY_FETCH_DEBOUNCE_MS);
      loader.fetchNearby.last().resolve(nearbyPlaces);
      await settle();
      await loader.advance(NEARBY_PHOTOS_DELAY_MS);
      if (strategy === 'lazy') {
        loader.actor.send({ type: 'lightbox.opened', photoRef: 'p1' }); // the 3rd failure
        await loader.advance(BATCH_REQUEST_DEBOUNCE_MS);
      }
      const callsWhenOpened = loader.fetchBatch.calls.length;
      expect(callsWhenOpened).toBe(3);
      expect(selectBreakerPhase(loader.actor.getSnapshot())).toBe('open');

      for (const ref of ['p2', 'p3', 'p4', 'p5', 'p1']) {
        loader.actor.send({ type: 'lightbox.navigated', photoRef: ref });
        await loader.advance(BATCH_REQUEST_DEBOUNCE_MS);
      }
      await loader.advance(10 * MINUTE);
      expect(loader.fetchBatch.calls).toHaveLength(callsWhenOpened);

      const snapshot = loader.actor.getSnapshot();
      expect(snapshot.status).toBe('active');
      expect(statuses(loader.actor)).toEqual(Array(5).fill('failed'));
      expect(statuses(loader.actor, ['ref-r1', 'ref-r2', 'ref-a1'])).toEqual(
        Array(3).fill('failed'),
      );
      expect(selectNearby(snapshot)).toEqual({
        status: 'loaded',
        places: nearbyPlaces,
        error: null,
      });
      expect(selectMainPhotosLoaded(snapshot)).toBe(true);
    },
  );
});
