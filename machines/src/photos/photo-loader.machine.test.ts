import { describe, expect, it } from 'vitest';
import { admitRequest, createCircuitBreaker } from './circuit-breaker';
import {
  BATCH_REQUEST_DEBOUNCE_MS,
  BREAKER_OPEN_MS,
  FAILED_REF_BLOCK_MS,
  NEARBY_FETCH_DEBOUNCE_MS,
  NEARBY_PHOTOS_DELAY_MS,
  PROGRESSIVE_REST_DELAY_MS,
} from './constants';
import {
  selectBreakerPhase,
  selectCircuitBreaker,
  selectLightboxPhoto,
  selectMainPhotos,
  selectMainPhotosLoaded,
  selectNearby,
  selectPhoto,
} from './photo-loader.machine';
import type { BatchPhotosInput, PhotoLoaderActorRef } from './photo-loader.machine';
import {
  MINUTE,
  PLACE_REFS,
  SECOND,
  T0,
  batchAnswer,
  imageOf,
  nearbyPlaces,
  settle,
  startPhotoLoader,
} from './photos.test-support';
import type { StartedPhotoLoader } from './photos.test-support';
import { leafStatePaths } from './scenarios/replay-photo-scenario';

/** The active leaf states, e.g. `['main.complete', 'nearby.debouncing', 'lightbox.closed']`. */
const stateOf = (actor: PhotoLoaderActorRef) => leafStatePaths(actor.getSnapshot().value);
const photo = (actor: PhotoLoaderActorRef, ref: string) => selectPhoto(actor.getSnapshot(), ref);
const statuses = (actor: PhotoLoaderActorRef, refs: readonly string[] = PLACE_REFS) =>
  refs.map((ref) => photo(actor, ref)?.status);
const batchInputs = (loader: StartedPhotoLoader) =>
  loader.fetchBatch.calls.map((call) => call.input);
const main = (photoRefs: string[]): BatchPhotosInput => ({
  photoRefs,
  quality: 'high',
  batchType: 'main',
});

/** Answers the latest batch call: every ref loads except `failing`. */
async function answerLastBatch(loader: StartedPhotoLoader, failing: string[] = []) {
  const call = loader.fetchBatch.last();
  call.resolve(batchAnswer(call.input, failing));
  await settle();
}

/** Main photos loaded (lazy, all answered), nearby places loaded, nearby photos answered. */
async function loadPage(loader: StartedPhotoLoader) {
  await answerLastBatch(loader);
  await loader.advance(NEARBY_FETCH_DEBOUNCE_MS);
  loader.fetchNearby.last().resolve(nearbyPlaces);
  await settle();
  await loader.advance(NEARBY_PHOTOS_DELAY_MS);
  await answerLastBatch(loader);
}

describe('main photos, progressive (spec 001 §4, §9)', () => {
  it('asks for the first 2 at once at high quality, the rest exactly 500 ms later', async () => {
    const loader = startPhotoLoader({ strategy: 'progressive' });
    expect(batchInputs(loader)).toEqual([main(['p1', 'p2'])]);
    expect(loader.fetchBatch.last().calledAt).toBe(T0);
    expect(statuses(loader.actor)).toEqual(['loading', 'loading', 'idle', 'idle', 'idle']);

    await answerLastBatch(loader);
    expect(statuses(loader.actor)).toEqual(['loaded', 'loaded', 'idle', 'idle', 'idle']);
    expect(photo(loader.actor, 'p1')).toEqual({
      status: 'loaded',
      url: imageOf('p1', 'high'),
      quality: 'high',
    });

    await loader.advance(PROGRESSIVE_REST_DELAY_MS - 1);
    expect(loader.fetchBatch.calls).toHaveLength(1);
    await loader.advance(1);
    expect(batchInputs(loader)).toEqual([main(['p1', 'p2']), main(['p3', 'p4', 'p5'])]);
    expect(loader.fetchBatch.last().calledAt).toBe(T0 + PROGRESSIVE_REST_DELAY_MS);
    expect(selectMainPhotosLoaded(loader.actor.getSnapshot())).toBe(false);

    await answerLastBatch(loader);
    expect(statuses(loader.actor)).toEqual(Array(5).fill('loaded'));
    expect(stateOf(loader.actor)).toContain('main.complete');
    expect(selectMainPhotosLoaded(loader.actor.getSnapshot())).toBe(true);
  });

  it('sends the rest at 500 ms even while the first batch is still out', async () => {
    const loader = startPhotoLoader({ strategy: 'progressive' });
    await loader.advance(PROGRESSIVE_REST_DELAY_MS);
    expect(loader.fetchBatch.calls).toHaveLength(2);
    expect(loader.fetchBatch.calls[0]?.signal.aborted).toBe(false);
  });

  it('with 2 photos or fewer sends one batch and completes on its answer', async () => {
    const loader = startPhotoLoader({ strategy: 'progressive', mainRefs: ['p1', 'p2'] });
    await answerLastBatch(loader);
    expect(selectMainPhotosLoaded(loader.actor.getSnapshot())).toBe(true);
    await loader.advance(PROGRESSIVE_REST_DELAY_MS);
    expect(batchInputs(loader)).toEqual([main(['p1', 'p2'])]);
  });

  it('falls back at once to one batch of all main photos when the first batch fails', async () => {
    const loader = startPhotoLoader({ strategy: 'progressive' });
    loader.fetchBatch.last().reject(new Error('Network error'));
    await settle();
    expect(stateOf(loader.actor)).toContain('main.fallback.loading');
    expect(batchInputs(loader)).toEqual([main(['p1', 'p2']), main(PLACE_REFS)]);
    // Still loading, no placeholder flash between the two attempts.
    expect(statuses(loader.actor)).toEqual(Array(5).fill('loading'));

    await answerLastBatch(loader);
    await loader.advance(PROGRESSIVE_REST_DELAY_MS);
    expect(loader.fetchBatch.calls).toHaveLength(2); // the 500 ms batch was dropped with the path
    expect(statuses(loader.actor)).toEqual(Array(5).fill('loaded'));
    expect(selectMainPhotosLoaded(loader.actor.getSnapshot())).toBe(true);
  });

  it('falls back to the photos not yet loaded when the second batch fails', async () => {
    const loader = startPhotoLoader({ strategy: 'progressive' });
    await answerLastBatch(loader);
    await loader.advance(PROGRESSIVE_REST_DELAY_MS);
    loader.fetchBatch.last().reject(new Error('Network error'));
    await settle();
    expect(batchInputs(loader).at(-1)).toEqual(main(['p3', 'p4', 'p5']));
  });

  it('a first batch failing after the rest went out aborts the rest; the fallback takes all', async () => {
    const loader = startPhotoLoader({ strategy: 'progressive' });
    await loader.advance(PROGRESSIVE_REST_DELAY_MS);
    const [first, rest] = loader.fetchBatch.calls;
    first?.reject(new Error('Network error'));
    await settle();
    expect(rest?.signal.aborted).toBe(true);
    expect(batchInputs(loader).at(-1)).toEqual(main(PLACE_REFS));
    // The aborted batch answering anyway changes nothing.
    rest?.resolve(batchAnswer(rest.input));
    await settle();
    expect(statuses(loader.actor)).toEqual(Array(5).fill('loading'));
  });

  it('the fallback failing too leaves every photo failed and the page going on', async () => {
    const loader = startPhotoLoader({ strategy: 'progressive' });
    loader.fetchBatch.last().reject(new Error('Network error'));
    await settle();
    loader.fetchBatch.last().reject(new Error('Service unavailable'));
    await settle();
    expect(photo(loader.actor, 'p1')).toEqual({
      status: 'failed',
      failure: 'failedRequest',
      error: 'Service unavailable',
    });
    expect(statuses(loader.actor)).toEqual(Array(5).fill('failed'));
    expect(selectMainPhotosLoaded(loader.actor.getSnapshot())).toBe(true);
  });
});

describe('main photos, lazy (spec 001 §4)', () => {
  it('asks for all main photos in one batch at once, and nothing at 500 ms', async () => {
    const loader = startPhotoLoader({ strategy: 'lazy' });
    expect(batchInputs(loader)).toEqual([main(PLACE_REFS)]);
    expect(statuses(loader.actor)).toEqual(Array(5).fill('loading'));
    await loader.advance(PROGRESSIVE_REST_DELAY_MS);
    expect(loader.fetchBatch.calls).toHaveLength(1);
    await answerLastBatch(loader, ['p4']);
    expect(statuses(loader.actor)).toEqual(['loaded', 'loaded', 'loaded', 'failed', 'loaded']);
    expect(photo(loader.actor, 'p4')).toEqual({
      status: 'failed',
      failure: 'failedAnswer',
      error: 'Photo not found',
    });
    expect(selectMainPhotosLoaded(loader.actor.getSnapshot())).toBe(true);
  });

  it('loads up to 5 photos, each once, in display order', () => {
    const loader = startPhotoLoader({
      strategy: 'lazy',
      mainRefs: ['a', 'b', 'a', '', 'c', 'd', 'e', 'f', 'g'],
    });
    expect(batchInputs(loader)).toEqual([main(['a', 'b', 'c', 'd', 'e'])]);
    expect(selectMainPhotos(loader.actor.getSnapshot()).map((p) => p.photoRef)).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
    ]);
  });

  it('a place without photos completes at once and asks for nothing', () => {
    const loader = startPhotoLoader({ strategy: 'lazy', mainRefs: [] });
    expect(loader.fetchBatch.calls).toHaveLength(0);
    expect(selectMainPhotosLoaded(loader.actor.getSnapshot())).toBe(true);
  });

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

describe('nearby places wait for the main photos (spec 001 §2 "Place details", §4, §9)', () => {
  it('waits while main photos load, then fetches 1000 ms after they have loaded', async () => {
    const loader = startPhotoLoader({ strategy: 'lazy' });
    expect(selectNearby(loader.actor.getSnapshot())).toEqual({
      status: 'waiting',
      places: null,
      error: null,
    });
    await loader.advance(10 * SECOND);
    expect(loader.fetchNearby.calls).toHaveLength(0);

    await answerLastBatch(loader);
    expect(selectNearby(loader.actor.getSnapshot()).status).toBe('loading');
    await loader.advance(NEARBY_FETCH_DEBOUNCE_MS - 1);
    expect(loader.fetchNearby.calls).toHaveLength(0);
    await loader.advance(1);
    expect(loader.fetchNearby.calls.map((call) => call.input)).toEqual([
      { placeId: 'place-1', ...PLACE_LOCATION },
    ]);

    loader.fetchNearby.last().resolve(nearbyPlaces);
    await settle();
    expect(selectNearby(loader.actor.getSnapshot())).toEqual({
      status: 'loaded',
      places: nearbyPlaces,
      error: null,
    });
  });

  it('loads nearby photos 300 ms after the places, at low quality, each ref once', async () => {
    const loader = startPhotoLoader({ strategy: 'lazy' });
    await answerLastBatch(loader);
    await loader.advance(NEARBY_FETCH_DEBOUNCE_MS);
    loader.fetchNearby.last().resolve(nearbyPlaces);
    await settle();
    expect(photo(loader.actor, 'ref-r1')).toEqual({ status: 'idle' });

    await loader.advance(NEARBY_PHOTOS_DELAY_MS - 1);
    expect(loader.fetchBatch.calls).toHaveLength(1);
    await loader.advance(1);
    expect(batchInputs(loader).at(-1)).toEqual({
      photoRefs: ['ref-r1', 'ref-r2', 'ref-a1'],
      quality: 'low',
      batchType: 'nearby',
    });
    await answerLastBatch(loader, ['ref-r2']);
    expect(photo(loader.actor, 'ref-r1')).toEqual({
      status: 'loaded',
      url: imageOf('ref-r1', 'low'),
      quality: 'low',
    });
    expect(photo(loader.actor, 'ref-r2')?.status).toBe('failed');
    expect(stateOf(loader.actor)).toContain('nearby.loaded.photosDone');
  });

  it('nearby places without photos ask for no nearby batch', async () => {
    const loader = startPhotoLoader({ strategy: 'lazy' });
    await answerLastBatch(loader);
    await loader.advance(NEARBY_FETCH_DEBOUNCE_MS);
    loader.fetchNearby.last().resolve({ restaurants: [], attractions: [] });
    await settle();
    await loader.advance(10 * SECOND);
    expect(loader.fetchBatch.calls).toHaveLength(1);
  });

  it('an error shows the error state; nearby.retry fetches again after 1000 ms', async () => {
    const loader = startPhotoLoader({ strategy: 'lazy' });
    await answerLastBatch(loader);
    await loader.advance(NEARBY_FETCH_DEBOUNCE_MS);
    loader.fetchNearby.last().reject(new Error('Failed to fetch nearby places'));
    await settle();
    expect(selectNearby(loader.actor.getSnapshot())).toEqual({
      status: 'error',
      places: null,
      error: 'Failed to fetch nearby places',
    });

    loader.actor.send({ type: 'nearby.retry' });
    expect(selectNearby(loader.actor.getSnapshot())).toMatchObject({
      status: 'loading',
      error: null,
    });
    await loader.advance(NEARBY_FETCH_DEBOUNCE_MS - 1);
    expect(loader.fetchNearby.calls).toHaveLength(1);
    await loader.advance(1);
    expect(loader.fetchNearby.calls).toHaveLength(2);
    loader.fetchNearby.last().resolve(nearbyPlaces);
    await settle();
    expect(selectNearby(loader.actor.getSnapshot()).status).toBe('loaded');
  });

  it('nearby.retry does nothing unless the nearby fetch failed', async () => {
    const loader = startPhotoLoader({ strategy: 'lazy' });
    loader.actor.send({ type: 'nearby.retry' });
    await loader.advance(NEARBY_FETCH_DEBOUNCE_MS);
    expect(loader.fetchNearby.calls).toHaveLength(0);
    expect(selectNearby(loader.actor.getSnapshot()).status).toBe('waiting');
  });
});

describe('lightbox at ultra quality, debounced 100 ms (spec 001 §4, §7, §9)', () => {
  it('asks for the current photo at ultra 100 ms after opening', async () => {
    const loader = startPhotoLoader({ strategy: 'lazy' });
    await answerLastBatch(loader);
    loader.actor.send({ type: 'lightbox.opened', photoRef: 'p2' });
    await loader.advance(BATCH_REQUEST_DEBOUNCE_MS - 1);
    expect(loader.fetchBatch.calls).toHaveLength(1);
    await loader.advance(1);
    expect(batchInputs(loader).at(-1)).toEqual({
      photoRefs: ['p2'],
      quality: 'ultra',
      batchType: 'lightbox',
    });
    // The high image stays on screen while the ultra one comes.
    expect(selectLightboxPhoto(loader.actor.getSnapshot())).toMatchObject({
      status: 'loaded',
      quality: 'high',
    });
    await answerLastBatch(loader);
    expect(selectLightboxPhoto(loader.actor.getSnapshot())).toEqual({
      status: 'loaded',
      url: imageOf('p2', 'ultra'),
      quality: 'ultra',
    });
  });

  it('a burst of navigation sends one request, for the last photo', async () => {
    const loader = startPhotoLoader({ strategy: 'lazy' });
    await answerLastBatch(loader);
    loader.actor.send({ type: 'lightbox.opened', photoRef: 'p1' });
    await loader.advance(60);
    loader.actor.send({ type: 'lightbox.navigated', photoRef: 'p2' });
    await loader.advance(60);
    loader.actor.send({ type: 'lightbox.navigated', photoRef: 'p3' });
    await loader.advance(BATCH_REQUEST_DEBOUNCE_MS - 1);
    expect(loader.fetchBatch.calls).toHaveLength(1);
    await loader.advance(1);
    expect(batchInputs(loader).slice(1)).toEqual([
      { photoRefs: ['p3'], quality: 'ultra', batchType: 'lightbox' },
    ]);
  });

  it('a newer request aborts the earlier one; only the last answer is applied', async () => {
    const loader = startPhotoLoader({ strategy: 'lazy' });
    await answerLastBatch(loader);
    loader.actor.send({ type: 'lightbox.opened', photoRef: 'p1' });
    await loader.advance(BATCH_REQUEST_DEBOUNCE_MS);
    const earlier = loader.fetchBatch.last();
    expect(earlier.input.photoRefs).toEqual(['p1']);

    loader.actor.send({ type: 'lightbox.navigated', photoRef: 'p2' });
    expect(earlier.signal.aborted).toBe(true);
    await loader.advance(BATCH_REQUEST_DEBOUNCE_MS);
    const later = loader.fetchBatch.last();
    expect(later.input.photoRefs).toEqual(['p2']);

    earlier.resolve(batchAnswer(earlier.input)); // ignores its signal and answers anyway
    later.resolve(batchAnswer(later.input));
    await settle();
    expect(photo(loader.actor, 'p1')?.quality).toBe('high');
    expect(photo(loader.actor, 'p2')?.quality).toBe('ultra');
    expect(selectBreakerPhase(loader.actor.getSnapshot())).toBe('closed');
  });

  it('closing aborts the request under way; reopening asks again', async () => {
    const loader = startPhotoLoader({ strategy: 'lazy' });
    await answerLastBatch(loader);
    loader.actor.send({ type: 'lightbox.opened', photoRef: 'p1' });
    await loader.advance(BATCH_REQUEST_DEBOUNCE_MS);
    loader.actor.send({ type: 'lightbox.closed' });
    expect(loader.fetchBatch.last().signal.aborted).toBe(true);
    expect(selectLightboxPhoto(loader.actor.getSnapshot())).toBeNull();
    expect(stateOf(loader.actor)).toContain('lightbox.closed');

    // The aborted request's in-flight mark is gone, so the photo may be asked for again at once.
    loader.actor.send({ type: 'lightbox.opened', photoRef: 'p1' });
    await loader.advance(BATCH_REQUEST_DEBOUNCE_MS);
    expect(loader.fetchBatch.calls).toHaveLength(3);
  });

  it('staying on the same photo neither aborts nor asks again; ultra is not asked twice', async () => {
    const loader = startPhotoLoader({ strategy: 'lazy' });
    await answerLastBatch(loader);
    loader.actor.send({ type: 'lightbox.opened', photoRef: 'p1' });
    await loader.advance(BATCH_REQUEST_DEBOUNCE_MS);
    loader.actor.send({ type: 'lightbox.navigated', photoRef: 'p1' }); // a one-photo gallery wraps
    expect(loader.fetchBatch.last().signal.aborted).toBe(false);
    await answerLastBatch(loader);

    loader.actor.send({ type: 'lightbox.closed' });
    loader.actor.send({ type: 'lightbox.opened', photoRef: 'p1' });
    await loader.advance(BATCH_REQUEST_DEBOUNCE_MS);
    expect(loader.fetchBatch.calls).toHaveLength(2);
    expect(stateOf(loader.actor)).toContain('lightbox.open.showing');
  });

  it('an ultra image that came first is not replaced by the later high one', async () => {
    const loader = startPhotoLoader({ strategy: 'lazy' });
    const mainBatch = loader.fetchBatch.last();
    loader.actor.send({ type: 'lightbox.opened', photoRef: 'p1' });
    await loader.advance(BATCH_REQUEST_DEBOUNCE_MS);
    await answerLastBatch(loader);
    mainBatch.resolve(batchAnswer(mainBatch.input));
    await settle();
    expect(photo(loader.actor, 'p1')?.quality).toBe('ultra');
    expect(photo(loader.actor, 'p2')?.quality).toBe('high');
  });

  it('a failed ultra keeps the high image on screen', async () => {
    const loader = startPhotoLoader({ strategy: 'lazy' });
    await answerLastBatch(loader);
    loader.actor.send({ type: 'lightbox.opened', photoRef: 'p1' });
    await loader.advance(BATCH_REQUEST_DEBOUNCE_MS);
    loader.fetchBatch.last().reject(new Error('Network error'));
    await settle();
    expect(selectLightboxPhoto(loader.actor.getSnapshot())).toEqual({
      status: 'loaded',
      url: imageOf('p1', 'high'),
      quality: 'high',
    });
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
    expect(selectCircuitBreaker(loader.actor.getSnapshot()).trialInFlight).toBe(true);
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
    const open = { ...createCircuitBreaker(), consecutiveFailures: 3, openedAt: T0 - SECOND };
    const loader = startPhotoLoader({ strategy: 'progressive', breaker: open });
    expect(loader.fetchBatch.calls).toHaveLength(0);
    expect(statuses(loader.actor)).toEqual(Array(5).fill('failed'));
    expect(selectMainPhotosLoaded(loader.actor.getSnapshot())).toBe(true);
    await loader.advance(NEARBY_FETCH_DEBOUNCE_MS);
    expect(loader.fetchNearby.calls).toHaveLength(1);
  });

  it('drops in-flight marks of a carried-over breaker (the previous loader was stopped)', () => {
    const carried = admitRequest(
      createCircuitBreaker(),
      { photoRefs: ['p1'], quality: 'high' },
      T0,
    ).breaker;
    const loader = startPhotoLoader({ strategy: 'lazy', breaker: carried });
    expect(batchInputs(loader)).toEqual([main(PLACE_REFS)]);
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

describe('selectors', () => {
  it('selectMainPhotos keeps its array while no photo changes', async () => {
    const loader = startPhotoLoader({ strategy: 'lazy' });
    await loadPage(loader);
    const before = selectMainPhotos(loader.actor.getSnapshot());
    loader.actor.send({ type: 'lightbox.opened', photoRef: 'p1' }); // changes lightboxRef only
    expect(selectMainPhotos(loader.actor.getSnapshot())).toBe(before);
    expect(before.map((p) => [p.photoRef, p.status])).toEqual(
      PLACE_REFS.map((ref) => [ref, 'loaded']),
    );
  });
});
