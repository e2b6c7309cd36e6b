import { batchInputOf } from './photo-batches';
import type { BatchPhotosOutput, BatchPlan, RequestLane } from './photo-batches';
import type { PhotoLoaderContext } from './photo-loader.context';

/**
 * The two states every batch of the loader passes through, as state configs for its lanes:
 * `admitting` asks the circuit breaker which refs may be requested, and `loading` sends them with
 * the provided `fetchBatch`. Written once here so the machine reads as the spec's schedule.
 */

interface AdmittingStateOptions {
  lane: RequestLane;
  /** The batch this lane wants now. */
  plan: (context: PhotoLoaderContext) => BatchPlan;
  /** Where an admitted request is sent. */
  onAdmitted: string;
  /** Where the loader goes when nothing may be asked for (all shown, refused or in flight). */
  onNothingToAsk: string;
  /** Where it goes instead when the breaker refuses every request (default `onNothingToAsk`). */
  onBreakerRefusing?: string;
}

export function admittingState({
  lane,
  plan,
  onAdmitted,
  onNothingToAsk,
  onBreakerRefusing = onNothingToAsk,
}: AdmittingStateOptions) {
  return {
    entry: {
      type: 'admitPhotos',
      params: ({ context }: { context: PhotoLoaderContext }) => plan(context),
    },
    always: [
      { guard: { type: 'hasRequest', params: { lane } }, target: onAdmitted },
      { guard: 'isBreakerRefusingRequests', target: onBreakerRefusing },
      { target: onNothingToAsk },
    ],
  } as const;
}

interface LoadingStateOptions {
  lane: RequestLane;
  /** The invoked request's actor id. */
  id: string;
  /** Where the answer leads once applied. */
  onDone: string;
  /** Where a failed request leads. */
  onError: string;
  /** False where a fallback batch follows: its photos stay loading rather than flash a placeholder. */
  markPhotosFailed: boolean;
}

/**
 * Sends the lane's admitted request: the answer is applied, a failed request counts for the
 * breaker, and the lane's breaker marks are released on every way out (also an abort).
 */
export function loadingState({ lane, id, onDone, onError, markPhotosFailed }: LoadingStateOptions) {
  return {
    exit: { type: 'releasePhotoRequest', params: { lane } },
    invoke: {
      id,
      src: 'fetchBatch',
      input: ({ context }: { context: PhotoLoaderContext }) => batchInputOf(context, lane),
      onDone: {
        target: onDone,
        actions: {
          type: 'applyBatchAnswer',
          params: ({ event }: { event: { output: BatchPhotosOutput } }) => ({
            lane,
            output: event.output,
          }),
        },
      },
      onError: {
        target: onError,
        actions: {
          type: 'recordFailedRequest',
          params: ({ event }: { event: { error: unknown } }) => ({
            lane,
            error: event.error,
            markPhotosFailed,
          }),
        },
      },
    },
  } as const;
}
