import {
  BREAKER_FAILURE_THRESHOLD,
  BREAKER_OPEN_MS,
  FAILED_REF_BLOCK_MS,
  IN_FLIGHT_GUARD_MS,
} from './constants';
import type { PhotoQuality } from './constants';

/**
 * The photo failure guard (spec 001 §4 "Photo failure guard", §9 "Circuit breaker"), as plain data
 * and pure functions of an explicit `now`.
 *
 * It is not a machine of its own: the photo loader must decide which photos a request may ask for
 * and mark them in flight in the same step (`assign`), which a separate actor answering by message
 * could not do. The phase is derived from the clock, so nothing here needs a timer.
 *
 * - The breaker counts failed requests in a row (a request that was rejected, or whose answer holds
 *   no photo at all). At 3 it opens for 30 s and refuses every request; then it is half-open and
 *   lets one trial request through: its success closes the breaker, its failure opens it again.
 * - A photo answered as failed is blocked for 5 minutes, whatever the breaker's phase.
 * - In-flight guard: a photo is not asked for at the same quality while a request for it started
 *   under 2 s ago. Marks are removed when that request ends, answered or aborted.
 */

export type BreakerPhase = 'closed' | 'open' | 'halfOpen';
export type RefusalReason = 'breakerOpen' | 'refBlocked' | 'inFlight';

export interface CircuitBreakerState {
  consecutiveFailures: number;
  /** When the breaker last opened (ms since the epoch); null while closed. */
  openedAt: number | null;
  /** Half-open: the one trial request is under way. */
  trialInFlight: boolean;
  /** Photo ref → when its block ends. */
  blockedUntil: Readonly<Record<string, number>>;
  /** `quality:ref` → when the request asking for it started. */
  inFlightSince: Readonly<Record<string, number>>;
}

export interface PhotoRequestKey {
  photoRefs: readonly string[];
  quality: PhotoQuality;
}

/** A request the breaker let through: what `releaseRequest` needs to clear its marks. */
export interface AdmittedRequest extends PhotoRequestKey {
  startedAt: number;
  /** The half-open trial: its end frees the trial slot. */
  isTrial: boolean;
}

export interface RefusedRef {
  ref: string;
  reason: RefusalReason;
}

export interface Admission {
  breaker: CircuitBreakerState;
  /** Refs the request may ask for (possibly none: then no request is made). */
  admitted: string[];
  refused: RefusedRef[];
  isTrial: boolean;
}

export interface RequestOutcome {
  /** Refs answered as failed: blocked for 5 minutes. */
  failedRefs: readonly string[];
  /** The request failed as a whole: rejected, or no photo came back. */
  requestFailed: boolean;
}

export function createCircuitBreaker(): CircuitBreakerState {
  return {
    consecutiveFailures: 0,
    openedAt: null,
    trialInFlight: false,
    blockedUntil: {},
    inFlightSince: {},
  };
}

const inFlightKey = (quality: PhotoQuality, ref: string) => `${quality}:${ref}`;

export function breakerPhase(breaker: CircuitBreakerState, now: number): BreakerPhase {
  if (breaker.openedAt === null) return 'closed';
  return now - breaker.openedAt < BREAKER_OPEN_MS ? 'open' : 'halfOpen';
}

/** Open, or half-open with its trial under way: every request is refused now. */
export function isRefusingRequests(breaker: CircuitBreakerState, now: number): boolean {
  const phase = breakerPhase(breaker, now);
  return phase === 'open' || (phase === 'halfOpen' && breaker.trialInFlight);
}

export function isRefBlocked(breaker: CircuitBreakerState, ref: string, now: number): boolean {
  const until = breaker.blockedUntil[ref];
  return until !== undefined && now < until;
}

function withoutExpiredBlocks(
  blockedUntil: Readonly<Record<string, number>>,
  now: number,
): Record<string, number> {
  return Object.fromEntries(Object.entries(blockedUntil).filter(([, until]) => now < until));
}

/**
 * Which of the refs a request may ask for now; the admitted ones are marked in flight. Duplicate
 * refs are asked for once.
 */
export function admitRequest(
  breaker: CircuitBreakerState,
  request: PhotoRequestKey,
  now: number,
): Admission {
  const refs = [...new Set(request.photoRefs)];
  if (isRefusingRequests(breaker, now)) {
    return {
      breaker,
      admitted: [],
      refused: refs.map((ref) => ({ ref, reason: 'breakerOpen' })),
      isTrial: false,
    };
  }

  const admitted: string[] = [];
  const refused: RefusedRef[] = [];
  for (const ref of refs) {
    const since = breaker.inFlightSince[inFlightKey(request.quality, ref)];
    if (isRefBlocked(breaker, ref, now)) refused.push({ ref, reason: 'refBlocked' });
    else if (since !== undefined && now - since < IN_FLIGHT_GUARD_MS)
      refused.push({ ref, reason: 'inFlight' });
    else admitted.push(ref);
  }
  if (admitted.length === 0) return { breaker, admitted, refused, isTrial: false };

  const isTrial = breakerPhase(breaker, now) === 'halfOpen';
  const inFlightSince = { ...breaker.inFlightSince };
  for (const ref of admitted) inFlightSince[inFlightKey(request.quality, ref)] = now;
  return {
    breaker: {
      ...breaker,
      trialInFlight: breaker.trialInFlight || isTrial,
      blockedUntil: withoutExpiredBlocks(breaker.blockedUntil, now),
      inFlightSince,
    },
    admitted,
    refused,
    isTrial,
  };
}

/** The request ended (answered, failed or aborted): its in-flight marks and trial slot are freed. */
export function releaseRequest(
  breaker: CircuitBreakerState,
  request: AdmittedRequest,
): CircuitBreakerState {
  const keys = new Set(request.photoRefs.map((ref) => inFlightKey(request.quality, ref)));
  // A mark set by a later request for the same photo stays.
  const inFlightSince = Object.fromEntries(
    Object.entries(breaker.inFlightSince).filter(
      ([key, since]) => !(keys.has(key) && since === request.startedAt),
    ),
  );
  return {
    ...breaker,
    trialInFlight: request.isTrial ? false : breaker.trialInFlight,
    inFlightSince,
  };
}

/** Counts an answered or rejected request; blocks the refs that failed. */
export function recordRequestOutcome(
  breaker: CircuitBreakerState,
  outcome: RequestOutcome,
  now: number,
): CircuitBreakerState {
  const blockedUntil = { ...breaker.blockedUntil };
  for (const ref of outcome.failedRefs) blockedUntil[ref] = now + FAILED_REF_BLOCK_MS;

  if (!outcome.requestFailed) {
    return { ...breaker, blockedUntil, consecutiveFailures: 0, openedAt: null };
  }
  const consecutiveFailures = breaker.consecutiveFailures + 1;
  // A failure while open or half-open (the trial) opens it again for a full period.
  const opens = breaker.openedAt !== null || consecutiveFailures >= BREAKER_FAILURE_THRESHOLD;
  return {
    ...breaker,
    blockedUntil,
    consecutiveFailures,
    openedAt: opens ? now : breaker.openedAt,
  };
}

/**
 * The breaker to start a new loader with, from one carried over (e.g. from the previous place
 * page): failures and blocks are kept; in-flight marks are dropped, since the previous loader's
 * requests were aborted when it stopped.
 */
export function carryOverBreaker(breaker: CircuitBreakerState): CircuitBreakerState {
  return { ...breaker, trialInFlight: false, inFlightSince: {} };
}
