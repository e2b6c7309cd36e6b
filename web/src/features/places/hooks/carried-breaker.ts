import type { CircuitBreakerState } from '@machines/photos/circuit-breaker';

/**
 * The photo failure guard outlives one place page (spec 001 §4): the last loader's breaker is kept
 * here and handed to the next place's loader (its `breaker` input), so an outage found on one page
 * is not probed again from scratch on the next.
 */
let carriedBreaker: CircuitBreakerState | undefined;

export const readCarriedBreaker = (): CircuitBreakerState | undefined => carriedBreaker;

export function keepCarriedBreaker(breaker: CircuitBreakerState): void {
  carriedBreaker = breaker;
}
