import { FAILED_REF_BLOCK_MS, IN_FLIGHT_GUARD_MS } from './constants';
import type { PhotoQuality } from './constants';

/**
 * The per-photo parts of the photo failure guard (spec 001 §4 "Photo failure guard", §9 "Circuit
 * breaker"), as plain data and pure functions of an explicit `now`. The breaker itself (closed /
 * open / half-open) is a machine: circuit-breaker.machine.ts.
 *
 * - A photo answered as failed is blocked for 5 minutes, whatever the breaker's state.
 * - In-flight guard: a photo is not asked for at the same quality while a request for it started
 *   under 2 s ago. Marks are removed when that request ends, answered or aborted.
 */

export type RefusalReason = 'breakerOpen' | 'refBlocked' | 'inFlight';

export interface PhotoGuards {
  /** Photo ref → when its block ends. */
  blockedUntil: Readonly<Record<string, number>>;
  /** `quality:ref` → when the request asking for it started. */
  inFlightSince: Readonly<Record<string, number>>;
}

export interface PhotoRequestKey {
  photoRefs: readonly string[];
  quality: PhotoQuality;
}

/** A request that was let through: what `releaseRefs` needs to clear its marks. */
export interface AdmittedRequest extends PhotoRequestKey {
  startedAt: number;
  /** The breaker's half-open trial: its end frees the trial slot. */
  isTrial: boolean;
}

export interface RefusedRef {
  ref: string;
  reason: RefusalReason;
}

export interface RefAdmission {
  guards: PhotoGuards;
  /** Refs the request may ask for (possibly none: then no request is made). */
  admitted: string[];
  refused: RefusedRef[];
}

export function createPhotoGuards(
  blockedUntil: Readonly<Record<string, number>> = {},
): PhotoGuards {
  return { blockedUntil: { ...blockedUntil }, inFlightSince: {} };
}

const inFlightKey = (quality: PhotoQuality, ref: string) => `${quality}:${ref}`;

export function isRefBlocked(guards: PhotoGuards, ref: string, now: number): boolean {
  const until = guards.blockedUntil[ref];
  return until !== undefined && now < until;
}

function withoutExpiredBlocks(
  blockedUntil: Readonly<Record<string, number>>,
  now: number,
): Record<string, number> {
  return Object.fromEntries(Object.entries(blockedUntil).filter(([, until]) => now < until));
}

/** Every ref of a request refused because the breaker refuses requests now. */
export function refuseAll(guards: PhotoGuards, request: PhotoRequestKey): RefAdmission {
  const refs = [...new Set(request.photoRefs)];
  return { guards, admitted: [], refused: refs.map((ref) => ({ ref, reason: 'breakerOpen' })) };
}

/**
 * Which of the refs a request may ask for now, the breaker letting requests through; the admitted
 * ones are marked in flight. Duplicate refs are asked for once.
 */
export function admitRefs(
  guards: PhotoGuards,
  request: PhotoRequestKey,
  now: number,
): RefAdmission {
  const refs = [...new Set(request.photoRefs)];
  const admitted: string[] = [];
  const refused: RefusedRef[] = [];
  for (const ref of refs) {
    const since = guards.inFlightSince[inFlightKey(request.quality, ref)];
    if (isRefBlocked(guards, ref, now)) refused.push({ ref, reason: 'refBlocked' });
    else if (since !== undefined && now - since < IN_FLIGHT_GUARD_MS)
      refused.push({ ref, reason: 'inFlight' });
    else admitted.push(ref);
  }
  if (admitted.length === 0) return { guards, admitted, refused };

  const inFlightSince = { ...guards.inFlightSince };
  for (const ref of admitted) inFlightSince[inFlightKey(request.quality, ref)] = now;
  return {
    guards: { blockedUntil: withoutExpiredBlocks(guards.blockedUntil, now), inFlightSince },
    admitted,
    refused,
  };
}

/** The request ended (answered, failed or aborted): its in-flight marks are freed. */
export function releaseRefs(guards: PhotoGuards, request: AdmittedRequest): PhotoGuards {
  const keys = new Set(request.photoRefs.map((ref) => inFlightKey(request.quality, ref)));
  // A mark set by a later request for the same photo stays.
  const inFlightSince = Object.fromEntries(
    Object.entries(guards.inFlightSince).filter(
      ([key, since]) => !(keys.has(key) && since === request.startedAt),
    ),
  );
  return { ...guards, inFlightSince };
}

/** Blocks the refs answered as failed for 5 minutes. */
export function blockRefs(
  guards: PhotoGuards,
  failedRefs: readonly string[],
  now: number,
): PhotoGuards {
  if (failedRefs.length === 0) return guards;
  const blockedUntil = { ...guards.blockedUntil };
  for (const ref of failedRefs) blockedUntil[ref] = now + FAILED_REF_BLOCK_MS;
  return { ...guards, blockedUntil };
}
