import { describe, expect, it } from 'vitest';
import {
  admitRequest,
  breakerPhase,
  carryOverBreaker,
  createCircuitBreaker,
  recordRequestOutcome,
  releaseRequest,
} from './circuit-breaker';
import type { AdmittedRequest, CircuitBreakerState, PhotoRequestKey } from './circuit-breaker';
import {
  BREAKER_FAILURE_THRESHOLD,
  BREAKER_OPEN_MS,
  FAILED_REF_BLOCK_MS,
  IN_FLIGHT_GUARD_MS,
} from './constants';
import { MINUTE, SECOND, T0 } from './photos.test-support';

const high = (...photoRefs: string[]): PhotoRequestKey => ({ photoRefs, quality: 'high' });

/** Admits a request at `now` and answers it: the way the loader uses the breaker. */
function runRequest(
  breaker: CircuitBreakerState,
  refs: string[],
  now: number,
  outcome: { failedRefs?: string[]; requestFailed: boolean },
): CircuitBreakerState {
  const admission = admitRequest(breaker, high(...refs), now);
  const request: AdmittedRequest = {
    ...high(...admission.admitted),
    startedAt: now,
    isTrial: admission.isTrial,
  };
  const released = releaseRequest(admission.breaker, request);
  return recordRequestOutcome(
    released,
    { failedRefs: outcome.failedRefs ?? [], requestFailed: outcome.requestFailed },
    now,
  );
}

function failTimes(times: number, now: number): CircuitBreakerState {
  let breaker = createCircuitBreaker();
  for (let failure = 0; failure < times; failure += 1) {
    breaker = runRequest(breaker, [`r${failure}`], now, { requestFailed: true });
  }
  return breaker;
}

describe('circuit breaker phases (spec 001 §4, §9)', () => {
  it('stays closed after 2 failed requests and admits the next', () => {
    const breaker = failTimes(BREAKER_FAILURE_THRESHOLD - 1, T0);
    expect(breakerPhase(breaker, T0)).toBe('closed');
    expect(admitRequest(breaker, high('a'), T0).admitted).toEqual(['a']);
  });

  it('opens at the 3rd failed request and refuses every ref while open', () => {
    const breaker = failTimes(BREAKER_FAILURE_THRESHOLD, T0);
    expect(breakerPhase(breaker, T0)).toBe('open');
    const admission = admitRequest(breaker, high('a', 'b'), T0 + BREAKER_OPEN_MS - 1);
    expect(admission.admitted).toEqual([]);
    expect(admission.refused).toEqual([
      { ref: 'a', reason: 'breakerOpen' },
      { ref: 'b', reason: 'breakerOpen' },
    ]);
    expect(admission.breaker).toBe(breaker);
  });

  it('a success in between resets the count', () => {
    let breaker = failTimes(2, T0);
    breaker = runRequest(breaker, ['ok'], T0, { requestFailed: false });
    breaker = runRequest(breaker, ['x'], T0, { requestFailed: true });
    breaker = runRequest(breaker, ['y'], T0, { requestFailed: true });
    expect(breakerPhase(breaker, T0)).toBe('closed');
    expect(breaker.consecutiveFailures).toBe(2);
  });

  it('is half-open after exactly 30 s and lets one trial through, refusing others meanwhile', () => {
    const breaker = failTimes(3, T0);
    const at = T0 + BREAKER_OPEN_MS;
    expect(breakerPhase(breaker, at - 1)).toBe('open');
    expect(breakerPhase(breaker, at)).toBe('halfOpen');

    const trial = admitRequest(breaker, high('a', 'b'), at);
    expect(trial).toMatchObject({ admitted: ['a', 'b'], isTrial: true });
    const second = admitRequest(trial.breaker, high('c'), at + 10);
    expect(second.admitted).toEqual([]);
    expect(second.refused).toEqual([{ ref: 'c', reason: 'breakerOpen' }]);
  });

  it('closes when the trial succeeds', () => {
    const at = T0 + BREAKER_OPEN_MS;
    const breaker = runRequest(failTimes(3, T0), ['a'], at, { requestFailed: false });
    expect(breakerPhase(breaker, at)).toBe('closed');
    expect(breaker.consecutiveFailures).toBe(0);
    expect(admitRequest(breaker, high('b'), at).admitted).toEqual(['b']);
  });

  it('opens again for a full 30 s when the trial fails', () => {
    const at = T0 + BREAKER_OPEN_MS + 5 * SECOND;
    const breaker = runRequest(failTimes(3, T0), ['a'], at, { requestFailed: true });
    expect(breakerPhase(breaker, at + BREAKER_OPEN_MS - 1)).toBe('open');
    expect(breakerPhase(breaker, at + BREAKER_OPEN_MS)).toBe('halfOpen');
  });

  it('frees the trial slot when the trial is aborted, so another trial may go', () => {
    const at = T0 + BREAKER_OPEN_MS;
    const trial = admitRequest(failTimes(3, T0), high('a'), at);
    const aborted = releaseRequest(trial.breaker, {
      ...high('a'),
      startedAt: at,
      isTrial: true,
    });
    expect(admitRequest(aborted, high('b'), at + 1)).toMatchObject({
      admitted: ['b'],
      isTrial: true,
    });
  });
});

describe('failed refs are blocked for 5 minutes (spec 001 §4, §9)', () => {
  it('refuses a ref answered as failed until exactly 5 minutes later, others pass', () => {
    const breaker = runRequest(createCircuitBreaker(), ['bad', 'good'], T0, {
      failedRefs: ['bad'],
      requestFailed: false,
    });
    const during = admitRequest(breaker, high('bad', 'good'), T0 + FAILED_REF_BLOCK_MS - 1);
    expect(during.admitted).toEqual(['good']);
    expect(during.refused).toEqual([{ ref: 'bad', reason: 'refBlocked' }]);
    expect(admitRequest(breaker, high('bad'), T0 + FAILED_REF_BLOCK_MS).admitted).toEqual(['bad']);
  });

  it('blocks at every tier and drops expired blocks when it admits', () => {
    const breaker = runRequest(createCircuitBreaker(), ['bad'], T0, {
      failedRefs: ['bad'],
      requestFailed: true,
    });
    const ultra = admitRequest(breaker, { photoRefs: ['bad'], quality: 'ultra' }, T0 + MINUTE);
    expect(ultra.refused).toEqual([{ ref: 'bad', reason: 'refBlocked' }]);
    const later = admitRequest(breaker, high('other'), T0 + FAILED_REF_BLOCK_MS);
    expect(later.breaker.blockedUntil).toEqual({});
  });
});

describe('in-flight guard of 2 s (spec 001 §9)', () => {
  it('refuses the same ref at the same tier under 2 s after its request started', () => {
    const first = admitRequest(createCircuitBreaker(), high('a'), T0);
    const again = admitRequest(first.breaker, high('a', 'b'), T0 + IN_FLIGHT_GUARD_MS - 1);
    expect(again.admitted).toEqual(['b']);
    expect(again.refused).toEqual([{ ref: 'a', reason: 'inFlight' }]);
  });

  it('lets it through at exactly 2 s (a request that never answered is not waited on)', () => {
    const first = admitRequest(createCircuitBreaker(), high('a'), T0);
    expect(admitRequest(first.breaker, high('a'), T0 + IN_FLIGHT_GUARD_MS).admitted).toEqual(['a']);
  });

  it('lets another tier of the same photo through (the lightbox upgrade)', () => {
    const first = admitRequest(createCircuitBreaker(), high('a'), T0);
    const ultra = admitRequest(first.breaker, { photoRefs: ['a'], quality: 'ultra' }, T0 + 10);
    expect(ultra.admitted).toEqual(['a']);
  });

  it('is cleared when the request ends, but not by an older request for the same photo', () => {
    const first = admitRequest(createCircuitBreaker(), high('a'), T0);
    const ended = releaseRequest(first.breaker, { ...high('a'), startedAt: T0, isTrial: false });
    expect(admitRequest(ended, high('a'), T0 + 1).admitted).toEqual(['a']);

    const stale = admitRequest(first.breaker, high('a'), T0 + IN_FLIGHT_GUARD_MS);
    const afterOldEnds = releaseRequest(stale.breaker, {
      ...high('a'),
      startedAt: T0,
      isTrial: false,
    });
    expect(afterOldEnds.inFlightSince).toEqual({ 'high:a': T0 + IN_FLIGHT_GUARD_MS });
  });

  it('asks for a ref listed twice once', () => {
    expect(admitRequest(createCircuitBreaker(), high('a', 'a'), T0).admitted).toEqual(['a']);
  });

  it('a carried-over breaker keeps failures and blocks but no in-flight marks', () => {
    const open = failTimes(3, T0);
    const blocked = runRequest(open, [], T0, { failedRefs: ['bad'], requestFailed: true });
    const inFlight = admitRequest(createCircuitBreaker(), high('a'), T0).breaker;
    const carried = carryOverBreaker({ ...blocked, inFlightSince: inFlight.inFlightSince });
    expect(carried.inFlightSince).toEqual({});
    expect(carried.openedAt).toBe(T0);
    expect(carried.blockedUntil).toEqual({ bad: T0 + FAILED_REF_BLOCK_MS });
  });
});
