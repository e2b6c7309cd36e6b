import { storedErrorMessage } from '../shared/error-message';
import { breakerPhaseOf, mayRequest } from './circuit-breaker.machine';
import type { CircuitBreakerSnapshot } from './circuit-breaker.machine';
import { admitRefs, blockRefs, refuseAll, releaseRefs } from './photo-guards';
import type { AdmittedRequest, PhotoGuards } from './photo-guards';
import type { BatchType, PhotoQuality } from './constants';
import { markRequested, refsWithoutImageAt, storeAnswers } from './photo-cache';
import type { PhotoAnswer, PhotoCache } from './photo-cache';

/**
 * Photo batches (spec 001 §3, §7 `POST places/batch-photos`; §9 "Photo batches"): each lane keeps
 * the one request it has out. A batch passes the circuit breaker and the photo guards first: refs
 * they refuse are not asked for; the answer (or the failure) updates the photos and the guards and
 * says whether the request failed, for the loader to tell its breaker. Pure functions of the
 * loader's `{ photos, guards, requests }`, with an explicit `now` and the breaker's snapshot.
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

/** Each lane keeps its latest request; its in-flight marks are released when it ends. */
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
  guards: PhotoGuards;
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
 * A half-open trial sent by this loader and not yet ended. The breaker hears of it only once the
 * loader's step is over (`sendTo` is delivered then), so two lanes admitting in the same step
 * would both see the breaker ready: the loader's own requests settle it meanwhile.
 */
const hasTrialUnderWay = (lanes: BatchLanes): boolean =>
  Object.values(lanes.requests).some((request) => request?.isTrial === true);

/** Does the breaker refuse every request now (open, or half-open with its trial under way)? */
export const isBreakerRefusing = (lanes: BatchLanes, breaker: CircuitBreakerSnapshot): boolean =>
  !mayRequest(breaker) || (breakerPhaseOf(breaker) === 'halfOpen' && hasTrialUnderWay(lanes));

/**
 * Asks the breaker and the photo guards which of the plan's refs may be requested now (photos
 * already shown at this tier or better are not asked for again); the lane keeps the admitted
 * request, or is cleared when nothing may be asked for. Half-open, the request is the trial.
 */
export function admitBatch(
  lanes: BatchLanes,
  plan: BatchPlan,
  now: number,
  breaker: CircuitBreakerSnapshot,
): BatchLanes {
  const wanted = refsWithoutImageAt(lanes.photos, plan.photoRefs, plan.quality);
  const key = { photoRefs: wanted, quality: plan.quality };
  const admission = isBreakerRefusing(lanes, breaker)
    ? refuseAll(lanes.guards, key)
    : admitRefs(lanes.guards, key, now);
  const photos = markRequested(lanes.photos, admission.admitted, admission.refused);
  const { [plan.lane]: _previous, ...otherLanes } = lanes.requests;
  if (admission.admitted.length === 0) {
    return { guards: admission.guards, photos, requests: otherLanes };
  }
  const request: PhotoRequest = {
    photoRefs: admission.admitted,
    quality: plan.quality,
    batchType: plan.batchType,
    startedAt: now,
    isTrial: breakerPhaseOf(breaker) === 'halfOpen',
  };
  return { guards: admission.guards, photos, requests: { ...otherLanes, [plan.lane]: request } };
}

/** Has the last `admitBatch` on this lane left a request to send? */
export const hasRequestOn = (lanes: BatchLanes, lane: RequestLane): boolean =>
  lanes.requests[lane] !== undefined;

/**
 * The lane's request ended (answered, failed or aborted): its in-flight marks are freed, and it is
 * no longer a trial under way.
 */
export function releaseLane(
  lanes: BatchLanes,
  lane: RequestLane,
): Pick<BatchLanes, 'guards' | 'requests'> | Record<string, never> {
  const request = lanes.requests[lane];
  if (!request) return {};
  return {
    guards: releaseRefs(lanes.guards, request),
    requests: { ...lanes.requests, [lane]: { ...request, isTrial: false } },
  };
}

/** The lane's request that is a half-open trial, if it is one. */
export const isTrialOn = (lanes: BatchLanes, lane: RequestLane): boolean =>
  lanes.requests[lane]?.isTrial === true;

/** What an answer or a failure changes, and whether the breaker is to count a failed request. */
export type BatchOutcome<Changes> = Changes & { requestFailed: boolean };

/**
 * The lane's batch answered: each ref loads or fails (a ref missing from the answer fails too);
 * failed refs are blocked, and an answer without a single photo counts as a failed request.
 */
export function applyBatchAnswer(
  lanes: BatchLanes,
  lane: RequestLane,
  output: BatchPhotosOutput,
  now: number,
): BatchOutcome<Pick<BatchLanes, 'photos' | 'guards'>> {
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
  return {
    photos: storeAnswers(lanes.photos, answers, request.quality),
    guards: blockRefs(lanes.guards, failedRefs, now),
    requestFailed: failedRefs.length === answers.size,
  };
}

export interface BatchFailure {
  error: unknown;
  /** False when a fallback batch follows: its photos stay loading rather than flash a placeholder. */
  markPhotosFailed: boolean;
}

/**
 * The lane's batch was rejected: a failed request for the breaker (the refs stay unblocked).
 * Its photos fail, keeping the error's text, unless a fallback batch follows.
 */
export function applyBatchFailure(
  lanes: BatchLanes,
  lane: RequestLane,
  { error, markPhotosFailed }: BatchFailure,
): BatchOutcome<Partial<Pick<BatchLanes, 'photos'>>> {
  const request = requestOn(lanes, lane);
  if (!markPhotosFailed) return { requestFailed: true };
  const text = storedErrorMessage(error, REQUEST_FAILED);
  const failures = new Map<string, PhotoAnswer>(
    request.photoRefs.map((ref) => [ref, { failure: 'failedRequest', error: text }]),
  );
  return { requestFailed: true, photos: storeAnswers(lanes.photos, failures, request.quality) };
}
