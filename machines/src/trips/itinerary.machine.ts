import { assign, enqueueActions, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { ToastEmitted } from '../shared/feedback';
import { ADD_ACTIVITY_TEXTS, REMOVE_ACTIVITY_TEXTS, UNDO_WINDOW_MS } from './constants';
import { hasActivity } from './trip';
import type { ActivityInput, RereadTrip, RereadTripEffect } from './trip';
import {
  beginVerification,
  canRereadAgain,
  counted,
  effectActors,
  emptyQueue,
  failed,
  goneRemovalState,
  inputOf,
  isGone,
  isNext,
  isWaiting,
  mayHaveBeenApplied,
  rereadDelayOf,
  started,
  succeeded,
  verifiedRequestStatesFor,
  withoutError,
  removalStatesFor,
  withRequest,
} from './trip-requests';
import type { RequestQueue, TripRequest } from './trip-requests';
import {
  hiddenIdsOf,
  isHeldId,
  noHeldRemoval,
  releasedHeld,
  undoRegion,
  undoToast,
} from './undo-window';
import type { UndoWindow } from './undo-window';

/**
 * A trip's itinerary (spec 001 §2 "Itinerary tab", "Add Activity for Day N", §5, §7 "add and remove
 * activity (day, activity with title, time, notes, destinationId)", §8): the Add Activity dialog and
 * the two requests with their toasts. The dialog closes once the activity is added; a failure keeps
 * it open with the message. Removing is undoable (issue 18, undo-window.ts): the activity leaves its
 * day at once, "<title> deleted" offers Undo for UNDO_WINDOW_MS, and only then is the request sent.
 *
 * An add whose answer was lost (a timeout, no connection) is checked before the user is told: the
 * trip is read again until the activity shows or the re-reads run out (issue 17, `verifyingAdd`),
 * so trying again never makes a second activity.
 *
 * Effects: `createItineraryMachine(effects)`: the app passes its GraphQL calls, the tests fakes.
 */

export interface AddActivityInput {
  tripId: string;
  day: number;
  activity: ActivityInput;
}
export interface RemoveActivityInput {
  tripId: string;
  day: number;
  activityId: string;
}

export interface ItineraryEffects {
  addActivity: (input: AddActivityInput) => Promise<void>;
  removeActivity: (input: RemoveActivityInput) => Promise<void>;
  rereadTrip: RereadTripEffect;
}

export type ItineraryRequest =
  TripRequest<'add', AddActivityInput> | TripRequest<'remove', RemoveActivityInput>;

export interface ItineraryContext
  extends RequestQueue<ItineraryRequest>, UndoWindow<RemoveActivityInput> {
  tripId: string;
  /** The day whose Add Activity dialog is open. */
  addingToDay: number | null;
}

export type ItineraryEvent =
  | { type: 'itinerary.openAddActivity'; day: number }
  | { type: 'itinerary.closeAddActivity' }
  | { type: 'itinerary.addActivity'; day: number; activity: ActivityInput }
  /** `title` names it in the Undo toast. */
  | { type: 'itinerary.removeActivity'; day: number; activityId: string; title: string }
  | { type: 'itinerary.undoRemoveActivity'; activityId: string };

const ITINERARY_TEXTS = { add: ADD_ACTIVITY_TEXTS, remove: REMOVE_ACTIVITY_TEXTS };

const removalState = removalStatesFor<ItineraryRequest>();
const verified = verifiedRequestStatesFor<ItineraryRequest>();
const lostAdd = verified.lostAnswer({
  kind: 'add',
  verifying: 'verifyingAdd',
  pause: 'rereadPause',
});

export function createItineraryMachine(effects: ItineraryEffects) {
  return setup({
    types: {
      context: {} as ItineraryContext,
      events: {} as ItineraryEvent,
      input: {} as { tripId: string },
      emitted: {} as ToastEmitted,
      tags: {} as 'busy',
    },
    actors: effectActors(effects),
    delays: { UNDO_WINDOW_MS, REREAD_DELAY: ({ context }) => rereadDelayOf(context) },
    actions: {
      hold: enqueueActions(({ context, event, enqueue }) => {
        if (event.type !== 'itinerary.removeActivity') return;
        const input = { tripId: context.tripId, day: event.day, activityId: event.activityId };
        enqueue.assign({ held: { id: event.activityId, name: event.title, input } });
        enqueue.emit(
          undoToast(event.title, {
            type: 'itinerary.undoRemoveActivity',
            activityId: event.activityId,
          }),
        );
      }),
      sendHeld: assign(({ context }) => releasedHeld(context)),
      forgetHeld: assign(noHeldRemoval),
      // A dialog opens without the last failure's message.
      openDialog: assign(({ context }, params: { day: number }) => ({
        addingToDay: params.day,
        ...withoutError(context, 'add'),
      })),
      closeDialog: assign({ addingToDay: null }),
      beginVerification: assign((_, params: { error: unknown }) => beginVerification(params.error)),
      countReread: assign(({ context }) => counted(context)),
      endVerification: assign({ verification: null }),
      queue: assign(({ context }, request: ItineraryRequest) => withRequest(context, request)),
      start: assign(({ context }) => started(context)),
      succeed: enqueueActions(({ context, enqueue }) => {
        const outcome = succeeded(context, ITINERARY_TEXTS);
        enqueue.assign({
          pending: outcome.pending,
          ...(outcome.request.kind === 'add' ? { addingToDay: null } : {}),
        });
        if (outcome.toast) enqueue.emit(outcome.toast);
      }),
      fail: enqueueActions(({ context, enqueue }, params: { error: unknown }) => {
        const outcome = failed(context, params.error, ITINERARY_TEXTS);
        enqueue.assign({ pending: outcome.pending, errors: outcome.errors });
        if (outcome.toast) enqueue.emit(outcome.toast);
      }),
    },
    guards: {
      isNext: ({ context }, params: { kind: ItineraryRequest['kind'] }) =>
        isNext(context, params.kind),
      mayHaveBeenApplied: (_, params: { error: unknown }) => mayHaveBeenApplied(params.error),
      isGone: (_, params: { error: unknown }) => isGone(params.error),
      canRereadAgain: ({ context }) => canRereadAgain(context),
      wasApplied: ({ context }, params: { trip: RereadTrip | null }) => {
        const sent = inputOf(context, 'add');
        return params.trip !== null && hasActivity(params.trip, sent.day, sent.activity);
      },
      canHold: ({ event }) => event.type === 'itinerary.removeActivity',
      isHeld: ({ context, event }) =>
        event.type === 'itinerary.undoRemoveActivity' && isHeldId(context, event.activityId),
    },
  }).createMachine({
    id: 'itinerary',
    context: ({ input }) => ({
      tripId: input.tripId,
      addingToDay: null,
      ...noHeldRemoval,
      ...emptyQueue<ItineraryRequest>(),
    }),
    on: {
      'itinerary.openAddActivity': {
        actions: { type: 'openDialog', params: ({ event }) => ({ day: event.day }) },
      },
      'itinerary.closeAddActivity': { actions: 'closeDialog' },
      'itinerary.addActivity': {
        actions: {
          type: 'queue',
          params: ({ context, event }) => ({
            kind: 'add',
            input: { tripId: context.tripId, day: event.day, activity: event.activity },
          }),
        },
      },
    },
    type: 'parallel',
    states: {
      requests: {
        initial: 'idle',
        states: {
          idle: {
            always: [
              { guard: { type: 'isNext', params: { kind: 'add' } }, target: 'adding' },
              { guard: { type: 'isNext', params: { kind: 'remove' } }, target: 'removing' },
            ],
          },
          adding: verified.sending({ src: 'addActivity', kind: 'add', verifying: 'verifyingAdd' }),
          verifyingAdd: lostAdd.verifying,
          rereadPause: lostAdd.pause,
          removing: removalState({ src: 'removeActivity', kind: 'remove', gone: 'removedAlready' }),
          removedAlready: goneRemovalState<ItineraryRequest>('remove'),
        },
      },
      undo: undoRegion({
        remove: 'itinerary.removeActivity',
        undo: 'itinerary.undoRemoveActivity',
      }),
    },
  });
}

export type ItineraryMachine = ReturnType<typeof createItineraryMachine>;
export type ItinerarySnapshot = SnapshotFrom<ItineraryMachine>;
export type ItineraryActorRef = ActorRefFrom<ItineraryMachine>;

export const selectAddingToDay = (snapshot: ItinerarySnapshot) => snapshot.context.addingToDay;
export const selectActivitySaving = (snapshot: ItinerarySnapshot) =>
  isWaiting(snapshot.context, 'add');
/** The Add Activity dialog's message: the last failure to add. */
export const selectAddActivityError = (snapshot: ItinerarySnapshot) =>
  snapshot.context.errors.add ?? null;
/** The ids of the activities the days hide (undo-window.ts `hiddenIdsOf`), joined. */
export const selectHiddenActivityIds = (snapshot: ItinerarySnapshot): string =>
  hiddenIdsOf(snapshot.context, (input) => input.activityId);
