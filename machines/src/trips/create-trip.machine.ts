import { assign, enqueueActions, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { ToastEmitted } from '../shared/feedback';
import { lostAnswerStates, onWriteError } from '../shared/lost-answer';
import { CREATE_TRIP_TEXTS } from './constants';
import { createdTripOf } from './trip';
import type { DestinationInput, ListedTrip, ListTripsEffect } from './trip';
import {
  beginVerification,
  canRereadAgain,
  counted,
  effectActors,
  emptyQueue,
  failed,
  inputOf,
  isNext,
  isWaiting,
  mayHaveBeenApplied,
  rereadDelayOf,
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
 * Safe to retry (issue 17): a create whose answer was lost (a timeout, no connection) is checked
 * before the user is told. The trips known when the request left are noted (`knownTrips`, the
 * list's cache when held); after the loss the list is read from the server at once and after each
 * pause of REREAD_DELAYS_MS (`verifying`), and a trip with every field sent that was not known
 * before is the one created (`createdTripOf`): success as if answered. Else the failure, with the
 * dialog and what was typed kept. A second Create while one is sent or checked does nothing.
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
  /** The user's trips when the request leaves: the list's cache when it holds them. */
  knownTrips: ListTripsEffect;
  /** The user's trips read from the server (never the cache), after a lost answer. */
  rereadTrips: ListTripsEffect;
}

export type CreateTripRequest = TripRequest<'create', CreateTripInput>;

export interface CreateTripContext extends RequestQueue<CreateTripRequest> {
  dialogOpen: boolean;
  /** Changes with every trip created, so the dialog's form starts again empty. */
  formKey: number;
  /** The ids of the user's trips when the create was sent (none when they could not be read). */
  knownTripIds: readonly string[];
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

/** Never applied after all: the create's own failure, with the dialog and what was typed kept. */
const notApplied = {
  target: 'idle',
  actions: [
    {
      type: 'fail',
      params: ({ context }: { context: CreateTripContext }) => ({
        error: context.verification?.error,
      }),
    },
    'endVerification',
  ],
} as const;

const eventError = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

const lostAnswer = lostAnswerStates({
  tags: 'busy',
  reread: { src: 'rereadTrips' },
  applied: {
    guard: {
      type: 'wasCreated',
      params: ({ event }: { event: { output: readonly ListedTrip[] } }) => ({
        trips: event.output,
      }),
    },
    // The list was just read from the server: nothing to fetch again.
    target: 'idle',
    actions: [
      {
        type: 'succeed',
        params: ({
          context,
          event,
        }: {
          context: CreateTripContext;
          event: { output: readonly ListedTrip[] };
        }) => ({
          tripId:
            createdTripOf(event.output, inputOf(context, 'create'), context.knownTripIds)?.id ??
            null,
        }),
      },
      'endVerification',
    ],
  },
  notApplied,
  verifying: 'verifying',
  pause: 'rereadPause',
});

export function createCreateTripMachine(effects: CreateTripEffects) {
  return setup({
    types: {
      context: {} as CreateTripContext,
      events: {} as CreateTripEvent,
      emitted: {} as ToastEmitted | TripCreatedEmitted,
      tags: {} as 'busy',
    },
    actors: effectActors(effects),
    delays: { REREAD_DELAY: ({ context }) => rereadDelayOf(context) },
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
      noteKnownTrips: assign((_, params: { trips: readonly ListedTrip[] }) => ({
        knownTripIds: params.trips.map((trip) => trip.id),
      })),
      beginVerification: assign((_, params: { error: unknown }) => beginVerification(params.error)),
      countReread: assign(({ context }) => counted(context)),
      endVerification: assign({ verification: null }),
      fail: enqueueActions(({ context, enqueue }, params: { error: unknown }) => {
        const outcome = failed(context, params.error, CREATE_TEXTS);
        enqueue.assign({ pending: outcome.pending, errors: outcome.errors });
        if (outcome.toast) enqueue.emit(outcome.toast);
      }),
    },
    guards: {
      isNext: ({ context }) => isNext(context, 'create'),
      // One create at a time: Create again while one is sent or checked does nothing (issue 17).
      canSubmit: ({ context }) => !isWaiting(context, 'create'),
      mayHaveBeenApplied: (_, params: { error: unknown }) => mayHaveBeenApplied(params.error),
      canRereadAgain: ({ context }) => canRereadAgain(context),
      wasCreated: ({ context }, params: { trips: readonly ListedTrip[] }) =>
        createdTripOf(params.trips, inputOf(context, 'create'), context.knownTripIds) !== null,
    },
  }).createMachine({
    id: 'createTrip',
    context: {
      dialogOpen: false,
      formKey: 0,
      knownTripIds: [],
      ...emptyQueue<CreateTripRequest>(),
    },
    on: {
      'createTrip.open': { actions: 'open' },
      'createTrip.close': { actions: 'close' },
      'createTrip.submit': {
        guard: 'canSubmit',
        actions: {
          type: 'queue',
          params: ({ event }) => ({ kind: 'create', input: event.input }),
        },
      },
    },
    initial: 'idle',
    states: {
      idle: { always: { guard: 'isNext', target: 'notingTrips' } },
      /** The trips there before, so a trip the user already had is never taken for the new one. */
      notingTrips: {
        tags: 'busy',
        entry: 'start',
        invoke: {
          src: 'knownTrips',
          onDone: {
            target: 'creating',
            actions: { type: 'noteKnownTrips', params: ({ event }) => ({ trips: event.output }) },
          },
          // Unknown: any trip with every field sent counts (docs/decisions.md).
          onError: { target: 'creating', actions: assign({ knownTripIds: [] }) },
        },
      },
      creating: {
        tags: 'busy',
        invoke: {
          src: 'createTrip',
          input: ({ context }) => inputOf(context, 'create'),
          onDone: {
            target: 'refreshingTrips',
            actions: { type: 'succeed', params: ({ event }) => ({ tripId: event.output }) },
          },
          onError: onWriteError('verifying', {
            target: 'idle',
            actions: { type: 'fail', params: eventError },
          }),
        },
      },
      /** The answer was lost: is the trip in the list read from the server? (issue 17) */
      verifying: lostAnswer.verifying,
      rereadPause: lostAnswer.pause,
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
