import { assign, emit, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { serverMessageOr } from '../shared/error-message';
import { toast } from '../shared/feedback';
import { lostAnswerStates, onWriteError } from '../shared/lost-answer';
import {
  beginVerification,
  canRereadAgain,
  counted,
  effectActors,
  mayHaveBeenApplied,
  rereadDelayOf,
} from '../trips/trip-requests';
import type { Verification } from '../trips/trip-requests';
import type { ToastEmitted } from '../shared/feedback';
import {
  MAX_PHOTO_BYTES,
  MAX_PHOTOS_PER_ACTIVITY,
  PHOTOS_UPLOAD_FAILED,
  PHOTOS_UPLOADED,
  tooLargeMessage,
  tooManyPhotosMessage,
  unsupportedFormatMessage,
} from './constants';
import type { ImageFormat } from './image-format';
import { NO_MEMORIES, hasNewPhotos } from './stored-memories';
import type { ReadMemoriesEffect, StoredMemories } from './stored-memories';

/**
 * The Upload Photos dialog of one activity (spec 001 §2, §4 "disabled at 3 photos", §5, §8, §9;
 * checklist 13.1–13.6): the chosen photos, each checked before any request (format by its bytes,
 * 5 MB), the count against the photos already there, removing one before sending, and the upload
 * with its toasts. The machine never holds a file: the view keeps them by `id` and reads each
 * file's first bytes (`imageFormatOf`) before handing it over.
 *
 * Safe to retry (issue 17): the activity's photos are noted as the upload leaves; when its answer
 * is lost (a timeout, no connection) they are read from the server at once and after each pause of
 * REREAD_DELAYS_MS, and as many new photos as were sent mean it was applied (the success toast).
 * Else its failure, with the chosen photos kept; a refusal is told at once.
 *
 * Effects: `createPhotoUploadMachine(effects)`: the app passes its GraphQL upload, the tests fakes.
 */

export interface ChosenPhoto {
  id: string;
  name: string;
  size: number;
  /** From the file's first bytes; null when it is none of JPEG, PNG, WEBP. */
  format: ImageFormat | null;
}

export interface CheckedPhoto extends ChosenPhoto {
  /** Why this photo cannot be sent (13.2, 13.3); null when it can. */
  problem: string | null;
}

export interface UploadPhotosInput {
  tripId: string;
  day: number;
  activityId: string;
  photoIds: string[];
}

export interface PhotoUploadEffects {
  /** Sends the photos; the answered trip lands in the app's cache. */
  upload: (input: UploadPhotosInput) => Promise<void>;
  readMemories: ReadMemoriesEffect;
}

export interface PhotoUploadContext {
  tripId: string;
  day: number;
  activityId: string;
  /** Photos the activity already has. */
  existingCount: number;
  photos: CheckedPhoto[];
  /** The activity's memories as the upload left (issue 17). */
  known: StoredMemories;
  /** An upload whose answer was lost, while the photos are read again. */
  verification: Verification | null;
}

export type PhotoUploadEvent =
  | { type: 'photos.chosen'; photos: ChosenPhoto[] }
  | { type: 'photos.remove'; id: string }
  | { type: 'photos.upload' };

/** 13.2 then 13.3: one message a photo, the format first. */
export function photoProblemOf(photo: ChosenPhoto): string | null {
  if (photo.format === null) return unsupportedFormatMessage(photo.name);
  if (photo.size > MAX_PHOTO_BYTES) return tooLargeMessage(photo.name);
  return null;
}

/** 13.4: the chosen photos may not take the activity above 3 (counting those there). */
export function countProblemOf(existingCount: number, chosen: number): string | null {
  return chosen > 0 && existingCount + chosen > MAX_PHOTOS_PER_ACTIVITY
    ? tooManyPhotosMessage(chosen)
    : null;
}

/** 13.5: no more photos once the activity has 3. */
export const canAddPhotos = (existingCount: number) => existingCount < MAX_PHOTOS_PER_ACTIVITY;

function selectableToSend(context: PhotoUploadContext): boolean {
  return (
    context.photos.length > 0 &&
    context.photos.every((photo) => photo.problem === null) &&
    countProblemOf(context.existingCount, context.photos.length) === null
  );
}

const targetOf = ({ tripId, day, activityId }: PhotoUploadContext) => ({ tripId, day, activityId });

/** Never applied after all: the upload's own failure, the chosen photos kept for another try. */
const notUploaded = {
  target: 'choosing',
  actions: [
    {
      type: 'toastFailure',
      params: ({ context }: { context: PhotoUploadContext }) => ({
        error: context.verification?.error,
      }),
    },
    'endVerification',
  ],
} as const;

const eventError = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

const lostAnswer = lostAnswerStates({
  tags: ['busy'],
  reread: {
    src: 'readMemories',
    input: ({ context }: { context: PhotoUploadContext }) => ({
      ...targetOf(context),
      fresh: true,
    }),
  },
  applied: {
    guard: {
      type: 'wasUploaded',
      params: ({ event }: { event: { output: StoredMemories | null } }) => ({
        memories: event.output,
      }),
    },
    target: 'uploaded',
    actions: ['toastUploaded', 'endVerification'],
  },
  notApplied: notUploaded,
  verifying: 'verifying',
  pause: 'rereadPause',
});

export function createPhotoUploadMachine(effects: PhotoUploadEffects) {
  return setup({
    types: {
      context: {} as PhotoUploadContext,
      events: {} as PhotoUploadEvent,
      input: {} as { tripId: string; day: number; activityId: string; existingCount: number },
      emitted: {} as ToastEmitted,
      tags: {} as 'busy',
    },
    actors: effectActors(effects),
    delays: { REREAD_DELAY: ({ context }) => rereadDelayOf(context) },
    actions: {
      beginVerification: assign((_, params: { error: unknown }) => beginVerification(params.error)),
      countReread: assign(({ context }) => counted(context)),
      endVerification: assign({ verification: null }),
      toastUploaded: emit(toast('success', PHOTOS_UPLOADED)),
      // The chosen photos stay, so the traveller can try again.
      toastFailure: emit((_, params: { error: unknown }) =>
        toast('error', serverMessageOr(params.error, PHOTOS_UPLOAD_FAILED)),
      ),
      add: assign(({ context }, params: { photos: ChosenPhoto[] }) => ({
        photos: [
          ...context.photos,
          ...params.photos
            .filter((photo) => !context.photos.some((kept) => kept.id === photo.id))
            .map((photo) => ({ ...photo, problem: photoProblemOf(photo) })),
        ],
      })),
      remove: assign(({ context }, params: { id: string }) => ({
        photos: context.photos.filter((photo) => photo.id !== params.id),
      })),
    },
    guards: {
      canUpload: ({ context }) => selectableToSend(context),
      mayHaveBeenApplied: (_, params: { error: unknown }) => mayHaveBeenApplied(params.error),
      canRereadAgain: ({ context }) => canRereadAgain(context),
      wasUploaded: ({ context }, params: { memories: StoredMemories | null }) =>
        hasNewPhotos(context.known, params.memories, context.photos.length),
    },
  }).createMachine({
    id: 'photoUpload',
    context: ({ input }) => ({ ...input, photos: [], known: NO_MEMORIES, verification: null }),
    initial: 'choosing',
    states: {
      choosing: {
        on: {
          'photos.chosen': {
            actions: { type: 'add', params: ({ event }) => ({ photos: event.photos }) },
          },
          'photos.remove': {
            actions: { type: 'remove', params: ({ event }) => ({ id: event.id }) },
          },
          'photos.upload': { guard: 'canUpload', target: 'notingPhotos' },
        },
      },
      /** The photos there as the upload leaves (unknown: none), to tell its own apart later. */
      notingPhotos: {
        tags: ['busy'],
        invoke: {
          src: 'readMemories',
          input: ({ context }) => ({ ...targetOf(context), fresh: false }),
          onDone: {
            target: 'uploading',
            actions: assign(({ event }) => ({ known: event.output ?? NO_MEMORIES })),
          },
          onError: { target: 'uploading', actions: assign({ known: NO_MEMORIES }) },
        },
      },
      uploading: {
        tags: ['busy'],
        invoke: {
          src: 'upload',
          input: ({ context }) => ({
            ...targetOf(context),
            photoIds: context.photos.map((photo) => photo.id),
          }),
          onDone: { target: 'uploaded', actions: 'toastUploaded' },
          onError: onWriteError('verifying', {
            target: 'choosing',
            actions: { type: 'toastFailure', params: eventError },
          }),
        },
      },
      /** The answer was lost: are the photos there now? (issue 17) */
      verifying: lostAnswer.verifying,
      rereadPause: lostAnswer.pause,
      uploaded: { type: 'final' },
    },
  });
}

export type PhotoUploadMachine = ReturnType<typeof createPhotoUploadMachine>;
export type PhotoUploadSnapshot = SnapshotFrom<PhotoUploadMachine>;
export type PhotoUploadActorRef = ActorRefFrom<PhotoUploadMachine>;

/** What the dialog reads. */
export const selectChosenPhotos = (snapshot: PhotoUploadSnapshot) => snapshot.context.photos;
export const selectCountProblem = (snapshot: PhotoUploadSnapshot) =>
  countProblemOf(snapshot.context.existingCount, snapshot.context.photos.length);
export const selectCanUpload = (snapshot: PhotoUploadSnapshot) =>
  snapshot.matches('choosing') && selectableToSend(snapshot.context);
/** Sent, or checked after a lost answer: the dialog stays busy. */
export const selectUploading = (snapshot: PhotoUploadSnapshot) => snapshot.hasTag('busy');
export const selectUploaded = (snapshot: PhotoUploadSnapshot) => snapshot.status === 'done';
