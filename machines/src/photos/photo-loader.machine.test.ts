import { describe, expect, it } from 'vitest';
import {
  BATCH_REQUEST_DEBOUNCE_MS,
  NEARBY_FETCH_DEBOUNCE_MS,
  NEARBY_PHOTOS_DELAY_MS,
  PROGRESSIVE_REST_DELAY_MS,
} from './constants';
import {
  selectBreakerPhase,
  selectLightboxPhoto,
  selectMainPhotosLoaded,
  selectNearby,
} from './photo-loader.machine';
import {
  PLACE_LOCATION,
  PLACE_REFS,
  SECOND,
  T0,
  answerLastBatch,
  batchAnswer,
  batchInputs,
  imageOf,
  main,
  nearbyPlaces,
  photo,
  settle,
  startPhotoLoader,
  stateOf,
  statuses,
} from './photos.test-support';

/** The loader's three regions on the spec's schedule, driven as the app drives it. */

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

  it('a place without photos completes at once and asks for nothing', () => {
    const loader = startPhotoLoader({ strategy: 'lazy', mainRefs: [] });
    expect(loader.fetchBatch.calls).toHaveLength(0);
    expect(selectMainPhotosLoaded(loader.actor.getSnapshot())).toBe(true);
  });
});

describe('main photos the page already shows (the gateway rendered the first batch)', () => {
  const shownPhotos = [
    { photoRef: 'p1', url: imageOf('p1', 'high') },
    { photoRef: 'p2', url: imageOf('p2', 'high') },
  ];

  it('progressive: starts with them loaded at high quality, asks for none now, the rest at 500 ms', async () => {
    const loader = startPhotoLoader({ strategy: 'progressive', shownPhotos });
    expect(loader.fetchBatch.calls).toHaveLength(0);
    expect(statuses(loader.actor)).toEqual(['loaded', 'loaded', 'idle', 'idle', 'idle']);
    expect(photo(loader.actor, 'p1')).toEqual({
      status: 'loaded',
      url: imageOf('p1', 'high'),
      quality: 'high',
    });
    await loader.advance(PROGRESSIVE_REST_DELAY_MS - 1);
    expect(loader.fetchBatch.calls).toHaveLength(0);
    await loader.advance(1);
    expect(batchInputs(loader)).toEqual([main(['p3', 'p4', 'p5'])]);
    await answerLastBatch(loader);
    expect(statuses(loader.actor)).toEqual(Array(5).fill('loaded'));
    expect(selectMainPhotosLoaded(loader.actor.getSnapshot())).toBe(true);
  });

  it('lazy: the one batch asks only for the photos not shown', async () => {
    const loader = startPhotoLoader({ strategy: 'lazy', shownPhotos });
    expect(batchInputs(loader)).toEqual([main(['p3', 'p4', 'p5'])]);
    expect(statuses(loader.actor)).toEqual(['loaded', 'loaded', 'loading', 'loading', 'loading']);
  });

  it('a first photo the page could not show is asked for at once; refs not of the place are ignored', async () => {
    const loader = startPhotoLoader({
      strategy: 'progressive',
      shownPhotos: [
        { photoRef: 'p2', url: imageOf('p2', 'high') },
        { photoRef: 'elsewhere', url: imageOf('elsewhere', 'high') },
      ],
    });
    expect(batchInputs(loader)).toEqual([main(['p1'])]);
    expect(statuses(loader.actor)).toEqual(['loading', 'loaded', 'idle', 'idle', 'idle']);
    expect(photo(loader.actor, 'elsewhere')).toBeUndefined();
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
});
