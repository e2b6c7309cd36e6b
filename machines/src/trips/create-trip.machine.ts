import { assign, enqueueActions, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { ToastEmitted } from '../shared/feedback';
import { CREATE_TRIP_TEXTS } from './constants';
import type { DestinationInput } from './trip';
import {
  effectActors,
  emptyQueue,
  failed,
  inputOf,
  isNext,
  isWaiting,
  started,
  succeeded,
  withRequest,
} from './trip-requests';
import type { RequestQueue, TripRequest } from './trip-requests';

/**
 * Creating a trip (spec 000 §4 "Create-trip dialog", §7 "add-trip", §8; 001 §2 "Plan Your Visit
 * modal", §8): whether the dialog is open, and the request with its toasts. On success the dialog
 * closes, its form starts again empty (`formKey` changes), the new trip is announced
 * (`trip.created`, with its id, or null when the server answered none: the page then opens /trips)
 * and the trips list is fetched again (000 §7 "the trips list is then refetched"). A failure keeps
 * the dialog open with the message.
 *
 * Effects: `createCreateTripMachine(effects)`: the app passes its GraphQL calls, the tests fakes.
 */

/** Spec 000 §7 "add-trip": dates as yyyy-MM-dd; destinations empty, or the one place (001 §3). */
export interface CreateTripInput {
  title: string;
  description: string;
  startDate: string;
  endDate: string;
  destinations: readonly DestinationInput[];
}

export interface CreateTripEffects {
  /** Resolves with the new trip's id, or null when the server answered none (000 §4). */
  createTrip: (input: CreateTripInput) => Promise<string | null>;
  /** Fetches the trips list again; a failure here is only the list's concern. */
  refreshTrips: () => Promise<void>;
}

export type CreateTripRequest = TripRequest<'create', CreateTripInput>;

export interface CreateTripContext extends RequestQueue<CreateTripRequest> {
  dialogOpen: boolean;
  /** Changes with every trip created, so the dialog's form starts again empty. */
  formKey: number;
}

export type CreateTripEvent =
  | { type: 'createTrip.open' }
  | { type: 'createTrip.close' }
  | { type: 'createTrip.submit'; input: CreateTripInput };

export interface TripCreatedEmitted {
  type: 'trip.created';
  tripId: string | null;
}

const CREATE_TEXTS = { create: CREATE_TRIP_TEXTS };

export function createCreateTripMachine(effects: CreateTripEffects) {
  return setup({
    types: {
      context: {} as CreateTripContext,
      events: {} as CreateTripEvent,
      emitted: {} as ToastEmitted | TripCreatedEmitted,
      tags: {} as 'busy',
    },
    actors: effectActors(effects),
    actions: {
      open: assign({ dialogOpen: true }),
      close: assign({ dialogOpen: false }),
      queue: assign(({ context }, request: CreateTripRequest) => withRequest(context, request)),
      start: assign(({ context }) => started(context)),
      succeed: enqueueActions(({ context, enqueue }, params: { tripId: string | null }) => {
        const outcome = succeeded(context, CREATE_TEXTS);
        enqueue.assign({
          pending: outcome.pending,
          dialogOpen: false,
          formKey: context.formKey + 1,
        });
        if (outcome.toast) enqueue.emit(outcome.toast);
        enqueue.emit({ type: 'trip.created', tripId: params.tripId });
      }),
      fail: enqueueActions(({ context, enqueue }, params: { error: unknown }) => {
        const outcome = failed(context, params.error, CREATE_TEXTS);
        enqueue.assign({ pending: outcome.pending, errors: outcome.errors });
        if (outcome.toast) enqueue.emit(outcome.toast);
      }),
    },
    guards: {
      isNext: ({ context }) => isNext(context, 'create'),
    },
  }).createMachine({
    id: 'createTrip',
    context: { dialogOpen: false, formKey: 0, ...emptyQueue<CreateTripRequest>() },
    on: {
      'createTrip.open': { actions: 'open' },
      'createTrip.close': { actions: 'close' },
      'createTrip.submit': {
        actions: {
          type: 'queue',
          params: ({ event }) => ({ kind: 'create', input: event.input }),
        },
      },
    },
    initial: 'idle',
    states: {
      idle: { always: { guard: 'isNext', target: 'creating' } },
      creating: {
        tags: 'busy',
        entry: 'start',
        invoke: {
          src: 'createTrip',
          input: ({ context }) => inputOf(context, 'create'),
          onDone: {
            target: 'refreshingTrips',
            actions: { type: 'succeed', params: ({ event }) => ({ tripId: event.output }) },
          },
          onError: {
            target: 'idle',
            actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
          },
        },
      },
      /** Spec 000 §7: the list is fetched again; its failure shows on the list, not here. */
      refreshingTrips: {
        tags: 'busy',
        invoke: { src: 'refreshTrips', onDone: 'idle', onError: 'idle' },
      },
    },
  });
}

export type CreateTripMachine = ReturnType<typeof createCreateTripMachine>;
export type CreateTripSnapshot = SnapshotFrom<CreateTripMachine>;
export type CreateTripActorRef = ActorRefFrom<CreateTripMachine>;

export const selectCreateDialogOpen = (snapshot: CreateTripSnapshot) => snapshot.context.dialogOpen;
export const selectCreateFormKey = (snapshot: CreateTripSnapshot) => snapshot.context.formKey;
export const selectCreating = (snapshot: CreateTripSnapshot) =>
  isWaiting(snapshot.context, 'create');
/** The dialog's message: the last failure to create. */
export const selectCreateTripError = (snapshot: CreateTripSnapshot) =>
  snapshot.context.errors.create ?? null;
