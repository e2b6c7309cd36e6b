import type { CarriedBreaker } from '@machines/photos/photo-loader.machine';

/**
 * The photo failure guard outlives one place page (spec 001 §4): the last loader's breaker (the
 * breaker machine's context and the photo blocks) is kept here and handed to the next place's
 * loader (its `breaker` input), so an outage found on one page is not probed again from scratch.
 */
let carriedBreaker: CarriedBreaker | undefined;

export const readCarriedBreaker = (): CarriedBreaker | undefined => carriedBreaker;

export function keepCarriedBreaker(breaker: CarriedBreaker): void {
  carriedBreaker = breaker;
}
