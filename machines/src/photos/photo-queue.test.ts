import { describe, expect, it } from 'vitest';
import { selectMainPhotos } from './photo-loader.machine';
import {
  firstBatchRefs,
  lightboxBatch,
  mainBatch,
  nearbyBatch,
  placePhotoRefs,
  restBatchRefs,
  unloadedRefs,
} from './photo-queue';
import { batchInputs, main, startPhotoLoader } from './photos.test-support';

describe('which refs go in which batch (spec 001 §4, §9)', () => {
  it('keeps the first 5 distinct refs in display order, without empty ones', () => {
    expect(placePhotoRefs(['a', '', 'b', 'a', 'c', 'd', 'e', 'f'])).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
    ]);
    expect(placePhotoRefs([])).toEqual([]);
  });

  it('splits the progressive path into the first 2 and the rest', () => {
    const refs = ['p1', 'p2', 'p3', 'p4', 'p5'];
    expect(firstBatchRefs(refs)).toEqual(['p1', 'p2']);
    expect(restBatchRefs(refs)).toEqual(['p3', 'p4', 'p5']);
    expect(restBatchRefs(['p1', 'p2'])).toEqual([]);
  });

  it('the fallback asks for every photo not loaded yet, failed ones included', () => {
    const photos = {
      p1: { status: 'loaded' as const, url: 'image:p1', quality: 'high' as const },
      p2: { status: 'failed' as const, failure: 'failedAnswer' as const },
      p3: { status: 'loading' as const },
    };
    expect(unloadedRefs(['p1', 'p2', 'p3', 'p4'], photos)).toEqual(['p2', 'p3', 'p4']);
  });

  it('plans main batches high, nearby low and the lightbox ultra, on their lanes', () => {
    expect(mainBatch('mainRest', ['p3'])).toEqual({
      lane: 'mainRest',
      photoRefs: ['p3'],
      quality: 'high',
      batchType: 'main',
    });
    expect(nearbyBatch(['n1'])).toEqual({
      lane: 'nearby',
      photoRefs: ['n1'],
      quality: 'low',
      batchType: 'nearby',
    });
    expect(lightboxBatch('p2')).toMatchObject({ photoRefs: ['p2'], quality: 'ultra' });
    expect(lightboxBatch(null).photoRefs).toEqual([]);
  });
});

describe('which photos the loader asks for', () => {
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
});
