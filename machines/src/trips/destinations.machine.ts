import { assign, enqueueActions, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { toast } from '../shared/feedback';
import type { ToastEmitted } from '../shared/feedback';
import {
  ADD_DESTINATION_TEXTS,
  REMOVE_DESTINATION_TEXTS,
  TRIP_AND_DESTINATION_ID_REQUIRED,
  UNDO_WINDOW_MS,
} from './constants';
import { hasDestination } from './trip';
import type { DestinationInput, RereadTrip, RereadTripEffect } from './trip';
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
 * A trip's destinations (spec 000 §5 "Delete destination requires both trip id and destination
 * id"; 001 §2 "Destinations tab", "Add Destination", "Plan Your Visit modal", §7, §8): whether the
 * place search is open, and the two requests with their toasts. An added place closes the place
 * search and is announced (`destination.added`: Plan Your Visit then opens the trip). A removal
 * without both ids fails at once.
 *
 * Removing is undoable instead of confirmed (issue 18, undo-window.ts; docs/decisions.md): the
 * destination leaves the list at once, "<name> deleted" offers Undo for UNDO_WINDOW_MS, and only
 * then is the request sent; the spec's toasts follow its answer.
 *
 * An add whose answer was lost (a timeout, no connection) is checked before the user is told: the
 * trip is read again until the place shows or the re-reads run out (issue 17, `verifyingAdd`), so
 * trying again never adds the place twice.
 *
 * Effects: `createDestinationsMachine(effects)`: the app passes its GraphQL calls, the tests fakes.
 */

export interface AddDestinationInput {
  tripId: string;
  destination: DestinationInput;
}
export interface RemoveDestinationInput {
  tripId: string;
  destinationId: string;
}

export interface DestinationsEffects {
  addDestination: (input: AddDestinationInput) => Promise<void>;
  removeDestination: (input: RemoveDestinationInput) => Promise<void>;
  rereadTrip: RereadTripEffect;
}

export type DestinationsRequest =
  TripRequest<'add', AddDestinationInput> | TripRequest<'remove', RemoveDestinationInput>;

export type DestinationsDialog = { kind: 'placeSearch' };

export interface DestinationsContext
  extends RequestQueue<DestinationsRequest>, UndoWindow<RemoveDestinationInput> {
  dialog: DestinationsDialog | null;
}

export type DestinationsEvent =
  | { type: 'destinations.openPlaceSearch' }
  | { type: 'destinations.closeDialog' }
  | { type: 'destinations.add'; tripId: string; destination: DestinationInput }
  /** The ids may be missing (spec 000 §5): nothing is then sent. `name` names it in the Undo toast. */
  | {
      type: 'destinations.remove';
      tripId?: string | null;
      destinationId?: string | null;
      name: string;
    }
  | { type: 'destinations.undoRemove'; destinationId: string };

export interface DestinationAddedEmitted {
  type: 'destination.added';
  tripId: string;
}

const DESTINATIONS_TEXTS = { add: ADD_DESTINATION_TEXTS, remove: REMOVE_DESTINATION_TEXTS };

const filled = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

const removalState = removalStatesFor<DestinationsRequest>();
const verified = verifiedRequestStatesFor<DestinationsRequest>();
const lostAdd = verified.lostAnswer({
  kind: 'add',
  verifying: 'verifyingAdd',
  pause: 'rereadPause',
});

export function createDestinationsMachine(effects: DestinationsEffects) {
  return setup({
    types: {
      context: {} as DestinationsContext,
      events: {} as DestinationsEvent,
      emitted: {} as ToastEmitted | DestinationAddedEmitted,
      tags: {} as 'busy',
    },
    actors: effectActors(effects),
    delays: { UNDO_WINDOW_MS, REREAD_DELAY: ({ context }) => rereadDelayOf(context) },
    actions: {
      hold: enqueueActions(({ event, enqueue }) => {
        if (event.type !== 'destinations.remove') return;
        const input = { tripId: event.tripId ?? '', destinationId: event.destinationId ?? '' };
        enqueue.assign({ held: { id: input.destinationId, name: event.name, input } });
        enqueue.emit(
          undoToast(event.name, {
            type: 'destinations.undoRemove',
            destinationId: input.destinationId,
          }),
        );
      }),
      sendHeld: assign(({ context }) => releasedHeld(context)),
      forgetHeld: assign(noHeldRemoval),
      openDialog: assign((_, dialog: DestinationsDialog) => ({ dialog })),
      closeDialog: assign({ dialog: null }),
      beginVerification: assign((_, params: { error: unknown }) => beginVerification(params.error)),
      countReread: assign(({ context }) => counted(context)),
      endVerification: assign({ verification: null }),
      queue: assign(({ context }, request: DestinationsRequest) => withRequest(context, request)),
      start: assign(({ context }) => started(context)),
      succeed: enqueueActions(({ context, enqueue }) => {
        const outcome = succeeded(context, DESTINATIONS_TEXTS);
        enqueue.assign({
          pending: outcome.pending,
          // The place search closes once its place is added.
          ...(outcome.request.kind === 'add' ? { dialog: null } : {}),
        });
        if (outcome.toast) enqueue.emit(outcome.toast);
        if (outcome.request.kind === 'add') {
          enqueue.emit({ type: 'destination.added', tripId: outcome.request.input.tripId });
        }
      }),
      fail: enqueueActions(({ context, enqueue }, params: { error: unknown }) => {
        const outcome = failed(context, params.error, DESTINATIONS_TEXTS);
        enqueue.assign({ pending: outcome.pending, errors: outcome.errors });
        if (outcome.toast) enqueue.emit(outcome.toast);
      }),
      /** Spec 000 §5: a removal without both ids fails at once; nothing is sent. */
      refuseRemoval: enqueueActions(({ context, enqueue }) => {
        enqueue.assign({ errors: { ...context.errors, remove: TRIP_AND_DESTINATION_ID_REQUIRED } });
        enqueue.emit(toast('error', TRIP_AND_DESTINATION_ID_REQUIRED));
      }),
    },
    guards: {
      isNext: ({ context }, params: { kind: DestinationsRequest['kind'] }) =>
        isNext(context, params.kind),
      mayHaveBeenApplied: (_, params: { error: unknown }) => mayHaveBeenApplied(params.error),
      isGone: (_, params: { error: unknown }) => isGone(params.error),
      canRereadAgain: ({ context }) => canRereadAgain(context),
      wasApplied: ({ context }, params: { trip: RereadTrip | null }) =>
        params.trip !== null && hasDestination(params.trip, inputOf(context, 'add').destination),
      canHold: ({ event }) =>
        event.type === 'destinations.remove' && filled(event.tripId) && filled(event.destinationId),
      isHeld: ({ context, event }) =>
        event.type === 'destinations.undoRemove' && isHeldId(context, event.destinationId),
    },
  }).createMachine({
    id: 'destinations',
    context: { dialog: null, ...noHeldRemoval, ...emptyQueue<DestinationsRequest>() },
    on: {
      'destinations.openPlaceSearch': {
        actions: { type: 'openDialog', params: { kind: 'placeSearch' } },
      },
      'destinations.closeDialog': { actions: 'closeDialog' },
      'destinations.add': {
        actions: {
          type: 'queue',
          params: ({ event }) => ({
            kind: 'add',
            input: { tripId: event.tripId, destination: event.destination },
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
          adding: verified.sending({
            src: 'addDestination',
            kind: 'add',
            verifying: 'verifyingAdd',
          }),
          verifyingAdd: lostAdd.verifying,
          rereadPause: lostAdd.pause,
          removing: removalState({
            src: 'removeDestination',
            kind: 'remove',
            gone: 'removedAlready',
          }),
          removedAlready: goneRemovalState<DestinationsRequest>('remove'),
        },
      },
      // Spec 000 §5: a removal without both ids is refused at once, never held.
      undo: undoRegion({
        remove: 'destinations.remove',
        undo: 'destinations.undoRemove',
        refused: 'refuseRemoval',
      }),
    },
  });
}

export type DestinationsMachine = ReturnType<typeof createDestinationsMachine>;
export type DestinationsSnapshot = SnapshotFrom<DestinationsMachine>;
export type DestinationsActorRef = ActorRefFrom<DestinationsMachine>;

export const selectDestinationsDialog = (snapshot: DestinationsSnapshot) => snapshot.context.dialog;
export const selectDestinationAdding = (snapshot: DestinationsSnapshot) =>
  isWaiting(snapshot.context, 'add');
/** The ids of the destinations the list hides (undo-window.ts `hiddenIdsOf`), joined. */
export const selectHiddenDestinationIds = (snapshot: DestinationsSnapshot): string =>
  hiddenIdsOf(snapshot.context, (input) => input.destinationId);
/** The last failure to add a place (Plan Your Visit shows it inside the modal). */
export const selectAddDestinationError = (snapshot: DestinationsSnapshot) =>
  snapshot.context.errors.add ?? null;
