import { describe, expect, it } from 'vitest';
import { BATCH_REQUEST_DEBOUNCE_MS } from './constants';
import { selectLightboxPhoto } from './photo-loader.machine';
import {
  idlePhotos,
  markRequested,
  refsWithoutImageAt,
  storeAnswers,
  withIdlePhotos,
} from './photo-cache';
import type { PhotoAnswer, PhotoState } from './photo-cache';
import {
  answerLastBatch,
  batchAnswer,
  imageOf,
  photo,
  settle,
  startPhotoLoader,
} from './photos.test-support';

const high = (ref: string): PhotoState => ({
  status: 'loaded',
  url: `${ref}@high`,
  quality: 'high',
});
const answers = (entries: [string, PhotoAnswer][]) => new Map(entries);

describe('what each photo shows', () => {
  it('starts every ref idle; refs joining later do not reset known ones', () => {
    const photos = idlePhotos(['a', 'b']);
    expect(photos).toEqual({ a: { status: 'idle' }, b: { status: 'idle' } });
    const loading = markRequested(photos, ['a'], []);
    expect(withIdlePhotos(loading, ['a', 'c'])).toEqual({
      a: { status: 'loading' },
      b: { status: 'idle' },
      c: { status: 'idle' },
    });
  });

  it('asks only for refs without an image at the tier or better', () => {
    const photos = {
      a: high('a'),
      b: { status: 'failed' as const },
      c: { status: 'idle' as const },
    };
    expect(refsWithoutImageAt(photos, ['a', 'b', 'c'], 'high')).toEqual(['b', 'c']);
    expect(refsWithoutImageAt(photos, ['a', 'b', 'c'], 'ultra')).toEqual(['a', 'b', 'c']);
    expect(refsWithoutImageAt(photos, ['a'], 'low')).toEqual([]);
  });

  it('marks asked refs loading but keeps an image shown; refused refs fail, in-flight ones wait', () => {
    const photos = {
      a: high('a'),
      b: { status: 'idle' as const },
      c: { status: 'loading' as const },
    };
    const next = markRequested(
      photos,
      ['a', 'b'],
      [
        { ref: 'c', reason: 'inFlight' },
        { ref: 'd', reason: 'breakerOpen' },
      ],
    );
    expect(next).toEqual({
      a: high('a'),
      b: { status: 'loading' },
      c: { status: 'loading' },
      d: { status: 'failed', failure: 'breakerOpen' },
    });
  });

  it('stores images at the batch tier, never over a better one, and keeps an image when its upgrade fails', () => {
    const ultra: PhotoState = { status: 'loaded', url: 'a@ultra', quality: 'ultra' };
    const next = storeAnswers(
      { a: ultra, b: { status: 'loading' }, c: high('c'), d: { status: 'loading' } },
      answers([
        ['a', { image: 'a@high' }],
        ['b', { image: 'b@high' }],
        ['c', { failure: 'failedRequest', error: 'Network error' }],
        ['d', { failure: 'failedAnswer', error: 'Photo not found' }],
      ]),
      'high',
    );
    expect(next).toEqual({
      a: ultra,
      b: { status: 'loaded', url: 'b@high', quality: 'high' },
      c: high('c'),
      d: { status: 'failed', failure: 'failedAnswer', error: 'Photo not found' },
    });
  });
});

describe('what each photo shows, in the loader', () => {
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
