import { describe, expect, it } from 'vitest';
import { NEARBY_FETCH_FAILED, NEARBY_FETCH_DEBOUNCE_MS } from './constants';
import {
  failedNearby,
  loadedNearby,
  loadingNearby,
  nearbyPhotoRefs,
  waitingNearby,
} from './nearby-places';
import { selectNearby } from './photo-loader.machine';
import {
  answerLastBatch,
  nearbyPlace,
  nearbyPlaces,
  settle,
  startPhotoLoader,
} from './photos.test-support';

describe('nearby places (spec 001 §2 "Place details", §3, §8)', () => {
  it('leaves the place itself out of its nearby lists', () => {
    const withItself = {
      restaurants: [nearbyPlace('r1', 'ref-r1')],
      attractions: [nearbyPlace('place-1', 'ref-self'), nearbyPlace('a1', 'ref-a1')],
    };
    expect(loadedNearby(withItself, 'place-1')).toEqual({
      status: 'loaded',
      places: {
        restaurants: [nearbyPlace('r1', 'ref-r1')],
        attractions: [nearbyPlace('a1', 'ref-a1')],
      },
      error: null,
    });
  });

  it('shows the server’s message, else "Failed to fetch nearby places"', () => {
    const loading = loadingNearby(waitingNearby());
    expect(failedNearby(loading, { errors: [{ message: 'Upstream timeout' }] }).error).toBe(
      'Upstream timeout',
    );
    expect(failedNearby(loading, new TypeError('Failed to fetch'))).toEqual({
      status: 'error',
      places: null,
      error: NEARBY_FETCH_FAILED,
    });
    expect(loadingNearby(failedNearby(loading, 'x'))).toEqual({
      status: 'loading',
      places: null,
      error: null,
    });
  });

  it('asks for each card photo once, restaurants first, skipping places without one', () => {
    expect(nearbyPhotoRefs(null)).toEqual([]);
    expect(
      nearbyPhotoRefs({
        restaurants: [nearbyPlace('r1', 'shared'), nearbyPlace('r2', '')],
        attractions: [
          nearbyPlace('a1', null),
          nearbyPlace('a2', 'shared'),
          nearbyPlace('a3', 'a3'),
        ],
      }),
    ).toEqual(['shared', 'a3']);
  });

  it('the loader keeps the place out and no photo of it is asked for', async () => {
    const loader = startPhotoLoader({ strategy: 'lazy' });
    await answerLastBatch(loader);
    await loader.advance(NEARBY_FETCH_DEBOUNCE_MS);
    loader.fetchNearby.last().resolve({
      ...nearbyPlaces,
      attractions: [...nearbyPlaces.attractions, nearbyPlace('place-1', 'ref-self')],
    });
    await settle();
    expect(selectNearby(loader.actor.getSnapshot()).places).toEqual(nearbyPlaces);
    expect(loader.actor.getSnapshot().context.photos['ref-self']).toBeUndefined();
  });

  it('the loader shows the fallback text when the fetch fails without a server message', async () => {
    const loader = startPhotoLoader({ strategy: 'lazy' });
    await answerLastBatch(loader);
    await loader.advance(NEARBY_FETCH_DEBOUNCE_MS);
    loader.fetchNearby.last().reject(new TypeError('Failed to fetch'));
    await settle();
    expect(selectNearby(loader.actor.getSnapshot())).toEqual({
      status: 'error',
      places: null,
      error: NEARBY_FETCH_FAILED,
    });
  });
});
