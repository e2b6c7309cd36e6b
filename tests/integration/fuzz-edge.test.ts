import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTripStack, stopTripStack } from '@gateway/testing/trip-stack';
import type { TripStack } from '@gateway/testing/trip-stack';
import { FUZZ_SEED, contractRoundTrip, gatewayProperty } from './fuzz-edge-properties';

/** The fuzz properties with few runs (`npm run bench -- fuzz` runs >= 10,000). */

let stack: TripStack;
beforeAll(async () => {
  stack = await startTripStack();
});
afterAll(async () => {
  await stopTripStack(stack);
});

describe('fuzz at the edge (seeded)', () => {
  it('the contract takes a text only as its safe trim within the cap', () => {
    fc.assert(contractRoundTrip, { seed: FUZZ_SEED, numRuns: 300 });
  });

  it('the gateway: never a 500 or a stack line; bad text refused before any REST call', async () => {
    const counts = { refusedAtEdge: 0, refusedUpstream: 0, stored: 0 };
    await fc.assert(gatewayProperty(stack, await stack.bearerFor('maya'), counts), {
      seed: FUZZ_SEED,
      numRuns: 20,
    });
    // The runs covered both sides of the edge.
    expect(counts.refusedAtEdge).toBeGreaterThan(0);
    expect(counts.stored).toBeGreaterThan(0);
  });
});
