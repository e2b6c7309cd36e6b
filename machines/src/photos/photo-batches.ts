import { storedErrorMessage } from '../shared/error-message';
import { admitRequest, recordRequestOutcome, releaseRequest } from './circuit-breaker';
import type { AdmittedRequest, CircuitBreakerState } from './circuit-breaker';
import type { BatchType, PhotoQuality } from './constants';
import { markRequested, refsWithoutImageAt, storeAnswers } from './photo-cache';
import type { PhotoAnswer, PhotoCache } from './photo-cache';

/**
 * Photo batches (spec 001 §3, §7 `POST places/batch-photos`; §9 "Photo batches"): each lane keeps
 * the one request it has out. A batch passes the circuit breaker first: refs it refuses are not
 * asked for; the answer (or the failure) updates the photos and the breaker. Pure functions of the
 * loader's `{ photos, breaker, requests }`, with an explicit `now`.
 */

/** The request the provided `fetchBatch` effect sends (it also gets the `signal` that aborts it). */
export interface BatchPhotosInput {
  photoRefs: string[];
  quality: PhotoQuality;
  batchType: BatchType;
}
export interface BatchPhotoResult {
  photoRef: string;
  success: boolean;
  image: string | null;
  error?: string | null;
}
export interface BatchPhotosOutput {
  photos: BatchPhotoResult[];
  summary: { total: number; successful: number };
}

/** Kept on a photo whose request failed without a message of its own (not shown: a placeholder is). */
const REQUEST_FAILED = 'Request failed';

/** Each lane keeps its latest request; its breaker marks are released when it ends. */
export type RequestLane = 'mainFirst' | 'mainRest' | 'mainAll' | 'nearby' | 'lightbox';
export interface PhotoRequest extends AdmittedRequest {
  photoRefs: string[];
  batchType: BatchType;
}

/** A batch the loader wants to send on a lane: which refs, at which tier. */
export interface BatchPlan {
  lane: RequestLane;
  photoRefs: readonly string[];
  quality: PhotoQuality;
  batchType: BatchType;
}

export interface BatchLanes {
  photos: PhotoCache;
  breaker: CircuitBreakerState;
  requests: Partial<Record<RequestLane, PhotoRequest>>;
}

function requestOn(lanes: BatchLanes, lane: RequestLane): PhotoRequest {
  const request = lanes.requests[lane];
  if (!request) throw new Error(`photo loader: no ${lane} request to send`);
  return request;
}

/** What `fetchBatch` is asked for on this lane. */
export function batchInputOf(lanes: BatchLanes, lane: RequestLane): BatchPhotosInput {
  const { photoRefs, quality, batchType } = requestOn(lanes, lane);
  return { photoRefs: [...photoRefs], quality, batchType };
}

/**
 * Asks the breaker which of the plan's refs may be requested now (photos already shown at this
 * tier or better are not asked for again); the lane keeps the admitted request, or is cleared
 * when nothing may be asked for.
 */
export function admitBatch(lanes: BatchLanes, plan: BatchPlan, now: number): BatchLanes {
  const wanted = refsWithoutImageAt(lanes.photos, plan.photoRefs, plan.quality);
  const admission = admitRequest(lanes.breaker, { photoRefs: wanted, quality: plan.quality }, now);
  const photos = markRequested(lanes.photos, admission.admitted, admission.refused);
  const { [plan.lane]: _previous, ...otherLanes } = lanes.requests;
  if (admission.admitted.length === 0) {
    return { breaker: admission.breaker, photos, requests: otherLanes };
  }
  const request: PhotoRequest = {
    photoRefs: admission.admitted,
    quality: plan.quality,
    batchType: plan.batchType,
    startedAt: now,
    isTrial: admission.isTrial,
  };
  return { breaker: admission.breaker, photos, requests: { ...otherLanes, [plan.lane]: request } };
}

/** Has the last `admitBatch` on this lane left a request to send? */
export const hasRequestOn = (lanes: BatchLanes, lane: RequestLane): boolean =>
  lanes.requests[lane] !== undefined;

/** The lane's request ended (answered, failed or aborted): its breaker marks are freed. */
export function releaseLane(
  lanes: BatchLanes,
  lane: RequestLane,
): Pick<BatchLanes, 'breaker'> | Record<string, never> {
  const request = lanes.requests[lane];
  return request ? { breaker: releaseRequest(lanes.breaker, request) } : {};
}

/**
 * The lane's batch answered: each ref loads or fails (a ref missing from the answer fails too);
 * failed refs are blocked, and an answer without a single photo counts as a failed request.
 */
export function applyBatchAnswer(
  lanes: BatchLanes,
  lane: RequestLane,
  output: BatchPhotosOutput,
  now: number,
): Pick<BatchLanes, 'photos' | 'breaker'> {
  const request = requestOn(lanes, lane);
  const resultByRef = new Map(output.photos.map((photo) => [photo.photoRef, photo]));
  const answers = new Map<string, PhotoAnswer>();
  for (const ref of request.photoRefs) {
    const result = resultByRef.get(ref);
    if (result?.success === true && result.image) {
      answers.set(ref, { image: result.image });
    } else {
      const error = result ? (result.error ?? 'Photo failed') : 'Missing from the answer';
      answers.set(ref, { failure: 'failedAnswer', error });
    }
  }
  const failedRefs = [...answers].filter(([, answer]) => !('image' in answer)).map(([ref]) => ref);
  const breaker = recordRequestOutcome(
    lanes.breaker,
    { failedRefs, requestFailed: failedRefs.length === answers.size },
    now,
  );
  return { photos: storeAnswers(lanes.photos, answers, request.quality), breaker };
}

export interface BatchFailure {
  error: unknown;
  /** False when a fallback batch follows: its photos stay loading rather than flash a placeholder. */
  markPhotosFailed: boolean;
}

/**
 * The lane's batch was rejected: one failure for the breaker (the refs themselves stay unblocked).
 * Its photos fail, keeping the error's text, unless a fallback batch follows.
 */
export function applyBatchFailure(
  lanes: BatchLanes,
  lane: RequestLane,
  { error, markPhotosFailed }: BatchFailure,
  now: number,
): Pick<BatchLanes, 'breaker'> | Pick<BatchLanes, 'photos' | 'breaker'> {
  const request = requestOn(lanes, lane);
  const breaker = recordRequestOutcome(lanes.breaker, { failedRefs: [], requestFailed: true }, now);
  if (!markPhotosFailed) return { breaker };
  const text = storedErrorMessage(error, REQUEST_FAILED);
  const failures = new Map<string, PhotoAnswer>(
    request.photoRefs.map((ref) => [ref, { failure: 'failedRequest', error: text }]),
  );
  return { breaker, photos: storeAnswers(lanes.photos, failures, request.quality) };
}
