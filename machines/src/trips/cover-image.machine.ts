import { assign, enqueueActions, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { ToastEmitted } from '../shared/feedback';
import { UPDATE_COVER_IMAGE_TEXTS } from './constants';
import {
  effectActors,
  emptyQueue,
  failed,
  isNext,
  isWaiting,
  started,
  succeeded,
  requestStatesFor,
  withRequest,
} from './trip-requests';
import type { RequestQueue, TripRequest } from './trip-requests';

/**
 * Trip covers on the trips list (spec 000 §2 "a button updates the cover image via an image file
 * picker (shows Uploading... while busy)", 001 §7 "update trip cover image (tripId, coverImage)", §8).
 * Uploads run one after another; a card shows "Uploading..." while its trip's upload is queued.
 *
 * Effects: `createCoverImageMachine(effects)`: the app passes its GraphQL call, the tests a fake.
 */

/** RESOLUTIONS 27.30: `coverImage` is the picked file, passed through as is. */
export interface UpdateCoverImageInput {
  tripId: string;
  coverImage: unknown;
}

export interface CoverImageEffects {
  updateCoverImage: (input: UpdateCoverImageInput) => Promise<void>;
}

export type CoverImageRequest = TripRequest<'update', UpdateCoverImageInput>;
export type CoverImageContext = RequestQueue<CoverImageRequest>;
export type CoverImageEvent = { type: 'cover.chosen'; tripId: string; file: unknown };

const COVER_IMAGE_TEXTS = { update: UPDATE_COVER_IMAGE_TEXTS };

const requestState = requestStatesFor<CoverImageRequest>();

export function createCoverImageMachine(effects: CoverImageEffects) {
  return setup({
    types: {
      context: {} as CoverImageContext,
      events: {} as CoverImageEvent,
      emitted: {} as ToastEmitted,
      tags: {} as 'busy',
    },
    actors: effectActors(effects),
    actions: {
      queue: assign(({ context }, request: CoverImageRequest) => withRequest(context, request)),
      start: assign(({ context }) => started(context)),
      succeed: enqueueActions(({ context, enqueue }) => {
        const outcome = succeeded(context, COVER_IMAGE_TEXTS);
        enqueue.assign({ pending: outcome.pending });
        if (outcome.toast) enqueue.emit(outcome.toast);
      }),
      fail: enqueueActions(({ context, enqueue }, params: { error: unknown }) => {
        const outcome = failed(context, params.error, COVER_IMAGE_TEXTS);
        enqueue.assign({ pending: outcome.pending, errors: outcome.errors });
        if (outcome.toast) enqueue.emit(outcome.toast);
      }),
    },
    guards: {
      isNext: ({ context }) => isNext(context, 'update'),
    },
  }).createMachine({
    id: 'coverImage',
    context: emptyQueue<CoverImageRequest>(),
    on: {
      'cover.chosen': {
        actions: {
          type: 'queue',
          params: ({ event }) => ({
            kind: 'update',
            input: { tripId: event.tripId, coverImage: event.file },
          }),
        },
      },
    },
    initial: 'idle',
    states: {
      idle: { always: { guard: 'isNext', target: 'uploading' } },
      uploading: requestState({ src: 'updateCoverImage', kind: 'update' }),
    },
  });
}

export type CoverImageMachine = ReturnType<typeof createCoverImageMachine>;
export type CoverImageSnapshot = SnapshotFrom<CoverImageMachine>;
export type CoverImageActorRef = ActorRefFrom<CoverImageMachine>;

/** Whether this trip's cover is being sent or waits its turn (its card says "Uploading..."). */
export const selectCoverUploading = (snapshot: CoverImageSnapshot, tripId: string) =>
  isWaiting(snapshot.context, 'update', (input) => input.tripId === tripId);
