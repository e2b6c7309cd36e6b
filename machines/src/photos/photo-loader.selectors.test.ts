import { describe, expect, it } from 'vitest';
import { NEARBY_FETCH_DEBOUNCE_MS, NEARBY_PHOTOS_DELAY_MS } from './constants';
import {
  selectBreakerPhase,
  selectCircuitBreaker,
  selectLightboxPhoto,
  selectMainPhotos,
  selectMainPhotosLoaded,
  selectNearby,
  selectPhoto,
  selectPhotos,
} from './photo-loader.selectors';
import {
  PLACE_REFS,
  T0,
  answerLastBatch,
  nearbyPlaces,
  settle,
  startPhotoLoader,
} from './photos.test-support';
import type { StartedPhotoLoader } from './photos.test-support';

/** Main photos loaded (lazy, all answered), nearby places loaded, nearby photos answered. */
async function loadPage(loader: StartedPhotoLoader) {
  await answerLastBatch(loader);
  await loader.advance(NEARBY_FETCH_DEBOUNCE_MS);
  loader.fetchNearby.last().resolve(nearbyPlaces);
  await settle();
  await loader.advance(NEARBY_PHOTOS_DELAY_MS);
  await answerLastBatch(loader);
}

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

  it('read the lightbox photo only while it is open, and the breaker at the loader’s clock', async () => {
    const loader = startPhotoLoader({ strategy: 'lazy', mainRefs: ['p1'] });
    await answerLastBatch(loader);
    const snapshot = () => loader.actor.getSnapshot();
    expect(selectLightboxPhoto(snapshot())).toBeNull();
    loader.actor.send({ type: 'lightbox.opened', photoRef: 'p1' });
    expect(selectLightboxPhoto(snapshot())).toBe(selectPhoto(snapshot(), 'p1'));
    expect(selectPhotos(snapshot())).toEqual({ p1: selectPhoto(snapshot(), 'p1') });
    expect(selectMainPhotosLoaded(snapshot())).toBe(true);
    expect(selectNearby(snapshot()).status).toBe('loading');

    const open = { ...selectCircuitBreaker(snapshot()), openedAt: T0 };
    const reopened = startPhotoLoader({ strategy: 'lazy', breaker: open, startsAt: T0 + 1 });
    expect(selectBreakerPhase(reopened.actor.getSnapshot())).toBe('open');
  });
});
