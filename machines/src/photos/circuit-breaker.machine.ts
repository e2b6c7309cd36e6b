import { assign, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { BREAKER_FAILURE_THRESHOLD, BREAKER_OPEN_MS } from './constants';

/**
 * The photo circuit breaker (spec 001 §4 "Photo failure guard", §9 "Circuit breaker"): closed,
 * open, half-open, as the design card names them.
 *
 * - `closed`: every request may go. Failed requests in a row are counted (a request that was
 *   rejected, or whose answer holds no photo at all); the 3rd opens the breaker.
 * - `open`: every request is refused for 30 s, then the breaker is half-open.
 * - `halfOpen`: one trial request (the probe) may go; while it is under way (`probing`) every other
 *   request is refused. Any success closes the breaker; any failure opens it again for a full 30 s.
 *
 * The photo loader spawns it, tells it how its requests ended, and asks `mayRequest` of its
 * snapshot synchronously when it decides what a batch may ask for. Per-photo blocks and the
 * in-flight guard are the loader's (photo-guards.ts): they are about photos, not the breaker.
 */

export interface CircuitBreakerInput {
  /** Carried over from the previous loader (see `carriedBreakerOf`). */
  consecutiveFailures?: number;
  /** When the breaker last opened (ms since the epoch); null or absent while closed. */
  openedAt?: number | null;
  /** The clock in ms since the epoch; defaults to `Date.now`. Tests tie it to a SimulatedClock. */
  now?: () => number;
}

export interface CircuitBreakerContext {
  consecutiveFailures: number;
  openedAt: number | null;
  now: () => number;
}

export type CircuitBreakerEvent =
  | { type: 'REQUEST_SUCCEEDED' }
  | { type: 'REQUEST_FAILED' }
  /** The half-open trial request was sent. */
  | { type: 'PROBE_STARTED' }
  /** The trial request ended without an answer (aborted): another one may go. */
  | { type: 'PROBE_ENDED' };

export type BreakerPhase = 'closed' | 'open' | 'halfOpen';

const closing = { target: '#circuitBreaker.closed', actions: 'reset' } as const;
const reopening = { target: '#circuitBreaker.open', reenter: true, actions: 'open' } as const;

export const circuitBreakerMachine = setup({
  types: {
    context: {} as CircuitBreakerContext,
    events: {} as CircuitBreakerEvent,
    input: {} as CircuitBreakerInput,
  },
  actions: {
    countFailure: assign(({ context }) => ({
      consecutiveFailures: context.consecutiveFailures + 1,
    })),
    open: assign(({ context }) => ({
      consecutiveFailures: context.consecutiveFailures + 1,
      openedAt: context.now(),
    })),
    reset: assign({ consecutiveFailures: 0, openedAt: null }),
  },
  guards: {
    wasClosed: ({ context }) => context.openedAt === null,
    isStillOpen: ({ context }) =>
      context.openedAt !== null && context.now() - context.openedAt < BREAKER_OPEN_MS,
    reachesThreshold: ({ context }) => context.consecutiveFailures + 1 >= BREAKER_FAILURE_THRESHOLD,
  },
  delays: {
    // 30 s from the opening; less when a carried-over breaker opened on the previous page.
    openPeriod: ({ context }) =>
      Math.max(0, (context.openedAt ?? context.now()) + BREAKER_OPEN_MS - context.now()),
  },
}).createMachine({
  id: 'circuitBreaker',
  context: ({ input }) => ({
    consecutiveFailures: input.consecutiveFailures ?? 0,
    openedAt: input.openedAt ?? null,
    now: input.now ?? Date.now,
  }),
  initial: 'resuming',
  states: {
    /** Where a carried-over breaker stands now. */
    resuming: {
      always: [
        { guard: 'wasClosed', target: 'closed' },
        { guard: 'isStillOpen', target: 'open' },
        { target: 'halfOpen' },
      ],
    },
    closed: {
      on: {
        REQUEST_SUCCEEDED: { actions: 'reset' },
        REQUEST_FAILED: [
          { guard: 'reachesThreshold', target: 'open', actions: 'open' },
          { actions: 'countFailure' },
        ],
      },
    },
    open: {
      after: { openPeriod: { target: 'halfOpen' } },
      on: {
        // A request sent before the breaker opened may still answer.
        REQUEST_SUCCEEDED: closing,
        REQUEST_FAILED: reopening,
      },
    },
    halfOpen: {
      initial: 'ready',
      on: {
        REQUEST_SUCCEEDED: closing,
        REQUEST_FAILED: reopening,
      },
      states: {
        ready: { on: { PROBE_STARTED: { target: 'probing' } } },
        probing: { on: { PROBE_ENDED: { target: 'ready' } } },
      },
    },
  },
});

export type CircuitBreakerMachine = typeof circuitBreakerMachine;
export type CircuitBreakerSnapshot = SnapshotFrom<CircuitBreakerMachine>;
export type CircuitBreakerActorRef = ActorRefFrom<CircuitBreakerMachine>;

export function breakerPhaseOf(snapshot: CircuitBreakerSnapshot): BreakerPhase {
  if (snapshot.matches('open')) return 'open';
  if (snapshot.matches('halfOpen')) return 'halfOpen';
  return 'closed';
}

/** "May I send?": closed, or half-open with no trial under way. */
export const mayRequest = (snapshot: CircuitBreakerSnapshot): boolean =>
  snapshot.matches('closed') || snapshot.matches({ halfOpen: 'ready' });
