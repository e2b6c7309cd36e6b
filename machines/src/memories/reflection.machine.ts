import { assign, emit, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { serverMessageOr } from '../shared/error-message';
import { toast } from '../shared/feedback';
import { effectActors } from '../trips/trip-requests';
import type { ToastEmitted } from '../shared/feedback';
import {
  MAX_REFLECTION_LENGTH,
  REFLECTION_ADDED,
  REFLECTION_FAILED,
  REFLECTION_TOO_LONG,
  REFLECTION_WARNING_LENGTH,
} from './constants';

/**
 * The Add Reflection dialog of one activity (spec 001 §2, §5 "Reflection", §8, §9; checklist
 * 13.7–13.9): the text as typed, sent trimmed when non-empty and at most 500 characters; a failed
 * save keeps the text so nothing written is lost.
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
}

export interface ReflectionContext {
  tripId: string;
  day: number;
  activityId: string;
  text: string;
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
    guards: {
      canSend: ({ context }) => canSend(context.text),
    },
  }).createMachine({
    id: 'reflection',
    context: ({ input }) => ({ ...input, text: '' }),
    initial: 'writing',
    states: {
      writing: {
        on: {
          'reflection.changed': { actions: assign(({ event }) => ({ text: event.text })) },
          'reflection.save': { guard: 'canSend', target: 'saving' },
        },
      },
      saving: {
        tags: ['busy'],
        invoke: {
          src: 'addReflection',
          input: ({ context }) => ({
            tripId: context.tripId,
            day: context.day,
            activityId: context.activityId,
            text: reflectionOf(context.text),
          }),
          onDone: { target: 'saved', actions: emit(toast('success', REFLECTION_ADDED)) },
          // The text stays (13.9): the traveller can save again.
          onError: {
            target: 'writing',
            actions: emit(({ event }) =>
              toast('error', serverMessageOr(event.error, REFLECTION_FAILED)),
            ),
          },
        },
      },
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
export const selectReflectionSaving = (snapshot: ReflectionSnapshot) => snapshot.matches('saving');
export const selectReflectionSaved = (snapshot: ReflectionSnapshot) => snapshot.status === 'done';
