import { SimulatedClock, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { breakerPhaseOf, circuitBreakerMachine, mayRequest } from './circuit-breaker.machine';
import type { CircuitBreakerInput } from './circuit-breaker.machine';
import { BREAKER_FAILURE_THRESHOLD, BREAKER_OPEN_MS } from './constants';
import { SECOND, T0 } from './photos.test-support';

/**
 * The breaker's answers to "may I send?" (spec 001 §4, §9). Its states and transitions are replayed
 * from its scenario files (scenarios/breaker-*.scenario.json); this checks what the loader reads.
 */
function startBreaker(input: Omit<CircuitBreakerInput, 'now'> = {}) {
  const clock = new SimulatedClock();
  clock.set(T0);
  const actor = createActor(circuitBreakerMachine, {
    input: { ...input, now: () => clock.now() },
    clock,
  }).start();
  return { actor, clock };
}

describe('circuit breaker machine (spec 001 §4, §9)', () => {
  it('lets requests through while closed, under 3 failures in a row', () => {
    const { actor } = startBreaker();
    for (let failure = 1; failure < BREAKER_FAILURE_THRESHOLD; failure += 1) {
      actor.send({ type: 'REQUEST_FAILED' });
    }
    expect(breakerPhaseOf(actor.getSnapshot())).toBe('closed');
    expect(mayRequest(actor.getSnapshot())).toBe(true);
  });

  it('refuses for 30 s after the 3rd failure, then lets exactly one trial through', () => {
    const { actor, clock } = startBreaker();
    for (let failure = 0; failure < BREAKER_FAILURE_THRESHOLD; failure += 1) {
      actor.send({ type: 'REQUEST_FAILED' });
    }
    expect(mayRequest(actor.getSnapshot())).toBe(false);
    clock.increment(BREAKER_OPEN_MS - 1);
    expect(breakerPhaseOf(actor.getSnapshot())).toBe('open');
    clock.increment(1);
    expect(breakerPhaseOf(actor.getSnapshot())).toBe('halfOpen');
    expect(mayRequest(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'PROBE_STARTED' });
    expect(mayRequest(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'REQUEST_SUCCEEDED' });
    expect(mayRequest(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ consecutiveFailures: 0, openedAt: null });
  });

  it('resumes a carried-over breaker where the clock puts it', () => {
    const opened = { consecutiveFailures: 3 };
    expect(breakerPhaseOf(startBreaker().actor.getSnapshot())).toBe('closed');
    const open = startBreaker({ ...opened, openedAt: T0 - SECOND });
    expect(breakerPhaseOf(open.actor.getSnapshot())).toBe('open');
    open.clock.increment(BREAKER_OPEN_MS - SECOND);
    expect(breakerPhaseOf(open.actor.getSnapshot())).toBe('halfOpen');
    const late = startBreaker({ ...opened, openedAt: T0 - BREAKER_OPEN_MS });
    expect(breakerPhaseOf(late.actor.getSnapshot())).toBe('halfOpen');
  });
});
