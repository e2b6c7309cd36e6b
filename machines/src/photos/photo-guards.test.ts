import { describe, expect, it } from 'vitest';
import { FAILED_REF_BLOCK_MS, IN_FLIGHT_GUARD_MS } from './constants';
import { admitRefs, blockRefs, createPhotoGuards, refuseAll, releaseRefs } from './photo-guards';
import type { PhotoRequestKey } from './photo-guards';
import { MINUTE, T0 } from './photos.test-support';

const high = (...photoRefs: string[]): PhotoRequestKey => ({ photoRefs, quality: 'high' });

describe('failed refs are blocked for 5 minutes (spec 001 §4, §9)', () => {
  it('refuses a ref answered as failed until exactly 5 minutes later, others pass', () => {
    const guards = blockRefs(createPhotoGuards(), ['bad'], T0);
    const during = admitRefs(guards, high('bad', 'good'), T0 + FAILED_REF_BLOCK_MS - 1);
    expect(during.admitted).toEqual(['good']);
    expect(during.refused).toEqual([{ ref: 'bad', reason: 'refBlocked' }]);
    expect(admitRefs(guards, high('bad'), T0 + FAILED_REF_BLOCK_MS).admitted).toEqual(['bad']);
  });

  it('blocks at every tier and drops expired blocks when it admits', () => {
    const guards = blockRefs(createPhotoGuards(), ['bad'], T0);
    const ultra = admitRefs(guards, { photoRefs: ['bad'], quality: 'ultra' }, T0 + MINUTE);
    expect(ultra.refused).toEqual([{ ref: 'bad', reason: 'refBlocked' }]);
    const later = admitRefs(guards, high('other'), T0 + FAILED_REF_BLOCK_MS);
    expect(later.guards.blockedUntil).toEqual({});
  });

  it('starts from blocks carried over from the previous page, without in-flight marks', () => {
    const guards = createPhotoGuards({ bad: T0 + MINUTE });
    expect(guards).toEqual({ blockedUntil: { bad: T0 + MINUTE }, inFlightSince: {} });
  });
});

describe('in-flight guard of 2 s (spec 001 §9)', () => {
  it('refuses the same ref at the same tier under 2 s after its request started', () => {
    const first = admitRefs(createPhotoGuards(), high('a'), T0);
    const again = admitRefs(first.guards, high('a', 'b'), T0 + IN_FLIGHT_GUARD_MS - 1);
    expect(again.admitted).toEqual(['b']);
    expect(again.refused).toEqual([{ ref: 'a', reason: 'inFlight' }]);
  });

  it('lets it through at exactly 2 s (a request that never answered is not waited on)', () => {
    const first = admitRefs(createPhotoGuards(), high('a'), T0);
    expect(admitRefs(first.guards, high('a'), T0 + IN_FLIGHT_GUARD_MS).admitted).toEqual(['a']);
  });

  it('lets another tier of the same photo through (the lightbox upgrade)', () => {
    const first = admitRefs(createPhotoGuards(), high('a'), T0);
    const ultra = admitRefs(first.guards, { photoRefs: ['a'], quality: 'ultra' }, T0 + 10);
    expect(ultra.admitted).toEqual(['a']);
  });

  it('is cleared when the request ends, but not by an older request for the same photo', () => {
    const first = admitRefs(createPhotoGuards(), high('a'), T0);
    const ended = releaseRefs(first.guards, { ...high('a'), startedAt: T0, isTrial: false });
    expect(admitRefs(ended, high('a'), T0 + 1).admitted).toEqual(['a']);

    const stale = admitRefs(first.guards, high('a'), T0 + IN_FLIGHT_GUARD_MS);
    const afterOldEnds = releaseRefs(stale.guards, { ...high('a'), startedAt: T0, isTrial: false });
    expect(afterOldEnds.inFlightSince).toEqual({ 'high:a': T0 + IN_FLIGHT_GUARD_MS });
  });

  it('asks for a ref listed twice once', () => {
    expect(admitRefs(createPhotoGuards(), high('a', 'a'), T0).admitted).toEqual(['a']);
  });

  it('refuses every ref (once) while the breaker refuses requests, marking nothing', () => {
    const guards = createPhotoGuards();
    expect(refuseAll(guards, high('a', 'b', 'a'))).toEqual({
      guards,
      admitted: [],
      refused: [
        { ref: 'a', reason: 'breakerOpen' },
        { ref: 'b', reason: 'breakerOpen' },
      ],
    });
  });
});
