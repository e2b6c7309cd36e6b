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
  MAX_REFLECTION_LENGTH,
  REFLECTION_ADDED,
  REFLECTION_FAILED,
  REFLECTION_TOO_LONG,
  REFLECTION_WARNING_LENGTH,
} from './constants';
import { NO_MEMORIES, hasNewReflection } from './stored-memories';
import type { ReadMemoriesEffect, StoredMemories } from './stored-memories';

/**
 * The Add Reflection dialog of one activity (spec 001 §2, §5 "Reflection", §8, §9; checklist
 * 13.7–13.9): the text as typed, sent trimmed when non-empty and at most 500 characters; a failed
 * save keeps the text so nothing written is lost.
 *
 * Safe to retry (issue 17): saving adds a reflection (add-activity-reflection appends; it is not a
 * replace of one text), so a save whose answer was lost is checked first: the activity's
 * reflections noted as it left are read again from the server at once and after each pause of
 * REREAD_DELAYS_MS, and the text there once more than before means it was saved (the success
 * toast). Else its failure, with the text kept; a refusal is told at once.
 *
 * Effects: `createReflectionMachine(effects)`: the app passes its GraphQL call, the tests fakes.
 */

export interface AddReflectionInput {
  tripId: string;
  day: number;
  activityId: string;
  text: string;
}

export interface ReflectionEffects {
  /** The answered trip lands in the app's cache. */
  addReflection: (input: AddReflectionInput) => Promise<void>;
  readMemories: ReadMemoriesEffect;
}

export interface ReflectionContext {
  tripId: string;
  day: number;
  activityId: string;
  text: string;
  /** The activity's memories as the save left (issue 17). */
  known: StoredMemories;
  /** A save whose answer was lost, while the reflections are read again. */
  verification: Verification | null;
}

export type ReflectionEvent =
  { type: 'reflection.changed'; text: string } | { type: 'reflection.save' };

/** What is sent: the text without surrounding blanks. */
export const reflectionOf = (text: string) => text.trim();

/** 13.7: the message under the field, or null. */
export const reflectionProblemOf = (text: string) =>
  reflectionOf(text).length > MAX_REFLECTION_LENGTH ? REFLECTION_TOO_LONG : null;

/** 13.8: the counter turns red above 450. */
export const isReflectionNearLimit = (text: string) => text.length > REFLECTION_WARNING_LENGTH;

const canSend = (text: string) => reflectionOf(text) !== '' && reflectionProblemOf(text) === null;

const targetOf = ({ tripId, day, activityId }: ReflectionContext) => ({ tripId, day, activityId });

/** Never saved after all: the save's own failure, the text kept for another try. */
const notSaved = {
  target: 'writing',
  actions: [
    {
      type: 'toastFailure',
      params: ({ context }: { context: ReflectionContext }) => ({
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
    input: ({ context }: { context: ReflectionContext }) => ({ ...targetOf(context), fresh: true }),
  },
  applied: {
    guard: {
      type: 'wasSaved',
      params: ({ event }: { event: { output: StoredMemories | null } }) => ({
        memories: event.output,
      }),
    },
    target: 'saved',
    actions: ['toastSaved', 'endVerification'],
  },
  notApplied: notSaved,
  verifying: 'verifying',
  pause: 'rereadPause',
});

export function createReflectionMachine(effects: ReflectionEffects) {
  return setup({
    types: {
      context: {} as ReflectionContext,
      events: {} as ReflectionEvent,
      input: {} as { tripId: string; day: number; activityId: string },
      emitted: {} as ToastEmitted,
      tags: {} as 'busy',
    },
    actors: effectActors(effects),
    delays: { REREAD_DELAY: ({ context }) => rereadDelayOf(context) },
    actions: {
      beginVerification: assign((_, params: { error: unknown }) => beginVerification(params.error)),
      countReread: assign(({ context }) => counted(context)),
      endVerification: assign({ verification: null }),
      toastSaved: emit(toast('success', REFLECTION_ADDED)),
      // The text stays (13.9): the traveller can save again.
      toastFailure: emit((_, params: { error: unknown }) =>
        toast('error', serverMessageOr(params.error, REFLECTION_FAILED)),
      ),
    },
    guards: {
      canSend: ({ context }) => canSend(context.text),
      mayHaveBeenApplied: (_, params: { error: unknown }) => mayHaveBeenApplied(params.error),
      canRereadAgain: ({ context }) => canRereadAgain(context),
      wasSaved: ({ context }, params: { memories: StoredMemories | null }) =>
        hasNewReflection(context.known, params.memories, reflectionOf(context.text)),
    },
  }).createMachine({
    id: 'reflection',
    context: ({ input }) => ({ ...input, text: '', known: NO_MEMORIES, verification: null }),
    initial: 'writing',
    states: {
      writing: {
        on: {
          'reflection.changed': { actions: assign(({ event }) => ({ text: event.text })) },
          'reflection.save': { guard: 'canSend', target: 'notingReflections' },
        },
      },
      /** The reflections there as the save leaves (unknown: none), to tell its own apart later. */
      notingReflections: {
        tags: ['busy'],
        invoke: {
          src: 'readMemories',
          input: ({ context }) => ({ ...targetOf(context), fresh: false }),
          onDone: {
            target: 'saving',
            actions: assign(({ event }) => ({ known: event.output ?? NO_MEMORIES })),
          },
          onError: { target: 'saving', actions: assign({ known: NO_MEMORIES }) },
        },
      },
      saving: {
        tags: ['busy'],
        invoke: {
          src: 'addReflection',
          input: ({ context }) => ({ ...targetOf(context), text: reflectionOf(context.text) }),
          onDone: { target: 'saved', actions: 'toastSaved' },
          onError: onWriteError('verifying', {
            target: 'writing',
            actions: { type: 'toastFailure', params: eventError },
          }),
        },
      },
      /** The answer was lost: is the reflection there now? (issue 17) */
      verifying: lostAnswer.verifying,
      rereadPause: lostAnswer.pause,
      saved: { type: 'final' },
    },
  });
}

export type ReflectionMachine = ReturnType<typeof createReflectionMachine>;
export type ReflectionSnapshot = SnapshotFrom<ReflectionMachine>;
export type ReflectionActorRef = ActorRefFrom<ReflectionMachine>;

export const selectReflectionText = (snapshot: ReflectionSnapshot) => snapshot.context.text;
export const selectReflectionProblem = (snapshot: ReflectionSnapshot) =>
  reflectionProblemOf(snapshot.context.text);
export const selectCanSaveReflection = (snapshot: ReflectionSnapshot) =>
  snapshot.matches('writing') && canSend(snapshot.context.text);
/** Sent, or checked after a lost answer: the dialog stays busy. */
export const selectReflectionSaving = (snapshot: ReflectionSnapshot) => snapshot.hasTag('busy');
export const selectReflectionSaved = (snapshot: ReflectionSnapshot) => snapshot.status === 'done';
