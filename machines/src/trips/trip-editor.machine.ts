import { assertEvent, assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { toast } from '../shared/feedback';
import type { ToastEmitted } from '../shared/feedback';
import {
  TRIP_AND_DESTINATION_ID_REQUIRED,
  TRIP_CREATED_TOAST,
  TRIP_DELETED_TOAST,
  TRIP_DELETED_REDIRECT_DELAY_MS,
  TRIP_OPERATIONS,
  TRIP_OPERATION_FALLBACKS,
  TRIP_OPERATION_TOASTS,
} from './constants';
import type { CollaboratorRole, TripOperation } from './constants';
import { tripIdOf } from './trip';
import type {
  ActivityInput,
  ChecklistItemRecord,
  DestinationInput,
  ItineraryDayRecord,
  TripIdentity,
  TripRecord,
} from './trip';
import { storedErrorMessage, serverMessageOr } from '../shared/error-message';

/**
 * The client trip state (spec 000 §3 "Client trip state", §4 "Trip operations (client state)", §5,
 * §8; spec 001 §4, §8 "Toasts on trip actions", §9): the trip list, the selected trip, the count,
 * and a loading flag and an error per operation.
 *
 * One parallel region per operation, so operations of different kinds run side by side and each
 * keeps its own flag. Within a kind:
 * - the two fetches restart: a newer request stops the older one (its answer is dropped), so the
 *   page shows the trip it asked for last;
 * - every write waits its turn: requests of one kind run one after another in the order they were
 *   made (two quick checklist toggles are both sent, and their answers apply in order).
 *
 * Every answer except the list's and delete's replaces the trip in the list and, when it is the
 * selected one, in the selection; a created trip joins the list, becomes the selection and the list
 * is fetched again (000 §7 "the trips list is then refetched"; a create answered without an id, 000
 * §4, only refetches). Delete removes the trip, clears the
 * selection if it was selected, and 1.5 s later emits `trip.returnToTrips` (001 §4).
 *
 * Effects: one provided actor per operation, `machine.provide({ actors: { edit: fromPromise(...) } })`
 * (input: the request's `input`; output: the updated trip, the list for `fetchAll`, the new trip or
 * null for `create`, nothing for `delete`). The defaults reject so a forgotten `provide` shows at once.
 *
 * Emitted: `toast` (001 §8), `trip.operationSucceeded`, `trip.operationFailed`,
 * `trip.returnToTrips`.
 */

export interface TripIdInput {
  tripId: string;
}
/** Spec 000 §7 "add-trip": dates as YYYY-MM-DD; destinations empty, or the one place (001 §3). */
export interface CreateTripInput {
  title: string;
  description: string;
  startDate: string;
  endDate: string;
  destinations: readonly DestinationInput[];
}
/** Spec 001 §7 "update trip (title, description, startDate, endDate)". */
export interface TripDetailsChanges {
  title: string;
  description: string;
  startDate: string;
  endDate: string;
}
export interface EditTripInput {
  tripId: string;
  changes: TripDetailsChanges;
}
export interface AddDestinationInput {
  tripId: string;
  destination: DestinationInput;
}
/** What the `deleteDestination` actor is called with: both ids, never empty. */
export interface DeleteDestinationInput {
  tripId: string;
  destinationId: string;
}
/** The request may lack an id (spec 000 §5): it then fails at once and nothing is sent. */
export interface DeleteDestinationRequestInput {
  tripId?: string | null;
  destinationId?: string | null;
}
export interface UpdateItineraryInput {
  tripId: string;
  itinerary: readonly ItineraryDayRecord[];
}
export interface AddActivityInput {
  tripId: string;
  day: number;
  activity: ActivityInput;
}
export interface DeleteActivityInput {
  tripId: string;
  day: number;
  activityId: string;
}
export interface UpdateChecklistInput {
  tripId: string;
  checklist: readonly ChecklistItemRecord[];
}
export interface AddChecklistItemInput {
  tripId: string;
  item: string;
}
export interface ToggleChecklistItemInput {
  tripId: string;
  itemId: string;
  isCompleted: boolean;
}
export interface DeleteChecklistItemInput {
  tripId: string;
  itemId: string;
}
export interface AddCollaboratorInput {
  tripId: string;
  userId: string;
  role: CollaboratorRole;
}
export interface RemoveCollaboratorInput {
  tripId: string;
  collaboratorId: string;
}
export interface EditCollaboratorRoleInput {
  tripId: string;
  collaboratorUserId: string;
  role: CollaboratorRole;
}
/** RESOLUTIONS 27.30: `coverImage` is the client argument (the picked file, passed through as is). */
export interface UpdateCoverImageInput {
  tripId: string;
  coverImage: unknown;
}

/** What each request carries as `input`. */
export interface TripOperationInputs {
  fetchAll: undefined;
  fetchOne: TripIdInput;
  create: CreateTripInput;
  edit: EditTripInput;
  delete: TripIdInput;
  addDestination: AddDestinationInput;
  deleteDestination: DeleteDestinationRequestInput;
  updateItinerary: UpdateItineraryInput;
  addActivity: AddActivityInput;
  deleteActivity: DeleteActivityInput;
  updateChecklist: UpdateChecklistInput;
  addChecklistItem: AddChecklistItemInput;
  toggleChecklistItem: ToggleChecklistItemInput;
  deleteChecklistItem: DeleteChecklistItemInput;
  addCollaborator: AddCollaboratorInput;
  removeCollaborator: RemoveCollaboratorInput;
  editCollaboratorRole: EditCollaboratorRoleInput;
  updateCoverImage: UpdateCoverImageInput;
}

/** A request for an operation: the event `trip.<operation>` with its input. */
export type TripOperationRequest<K extends TripOperation = TripOperation> = {
  [P in K]: TripOperationInputs[P] extends undefined
    ? { type: `trip.${P}`; input?: undefined }
    : { type: `trip.${P}`; input: TripOperationInputs[P] };
}[K];

export type TripEditorEvent =
  | TripOperationRequest
  /** Forget an operation's error (e.g. when its dialog closes). */
  | { type: 'trip.clearError'; operation: TripOperation }
  /** Leave the detail page: nothing is selected. */
  | { type: 'trip.clearSelection' };

export interface TripEditorInput<TTrip> {
  /** Trips already known (e.g. from a cache); default none. */
  trips?: readonly TTrip[];
  selectedTrip?: TTrip | null;
}

export type TripOperationErrors = Readonly<Record<TripOperation, string | null>>;

export interface TripEditorContext<TTrip> {
  trips: readonly TTrip[];
  selectedTrip: TTrip | null;
  /** How many trips the list holds (spec 000 §3 "the count"). */
  count: number;
  errors: TripOperationErrors;
  /**
   * Requests not answered yet, oldest first. The first of each kind is in flight; the others of
   * that kind wait for it. An operation is loading while it has one here.
   */
  pending: readonly TripOperationRequest[];
  /** The trip deleted last (spec 001 §4: its page leaves for /trips). */
  deletedTripId: string | null;
}

export interface TripOperationSucceeded<TTrip> {
  type: 'trip.operationSucceeded';
  operation: TripOperation;
  request: TripOperationRequest;
  /** The server's trip (null for `fetchAll`, `delete`, and a `create` answered without an id). */
  trip: TTrip | null;
}
export interface TripOperationFailed {
  type: 'trip.operationFailed';
  operation: TripOperation;
  request: TripOperationRequest;
  /** The stored message (server message, else error message, else the fallback). */
  message: string;
}
/** Spec 001 §4: 1.5 s after a trip is deleted the user is sent to /trips. */
export interface ReturnToTripsEmitted {
  type: 'trip.returnToTrips';
  tripId: string;
}
export type TripEditorEmitted<TTrip> =
  ToastEmitted | TripOperationSucceeded<TTrip> | TripOperationFailed | ReturnToTripsEmitted;

/** Operations answered with the updated trip whose requests simply wait their turn. */
type UpdatingOperation = Exclude<
  TripOperation,
  'fetchAll' | 'fetchOne' | 'create' | 'delete' | 'deleteDestination'
>;

const requestTypeOf = <K extends TripOperation>(operation: K): `trip.${K}` => `trip.${operation}`;

/** The request type of one operation, from the union (keeps `input` exact for a literal kind). */
type RequestOf<K extends TripOperation> = Extract<TripOperationRequest, { type: `trip.${K}` }>;

const isRequestOf =
  <K extends TripOperation>(operation: K) =>
  (request: TripOperationRequest): request is RequestOf<K> =>
    request.type === requestTypeOf(operation);

const isOperationRequest = (event: TripEditorEvent): event is TripOperationRequest =>
  event.type !== 'trip.clearError' && event.type !== 'trip.clearSelection';

/** The request of this kind now in flight (the oldest one pending). */
function inFlight<K extends TripOperation>(
  pending: readonly TripOperationRequest[],
  operation: K,
): RequestOf<K> {
  const request = pending.find(isRequestOf(operation));
  if (request === undefined) throw new Error(`trip editor: no ${operation} request in flight`);
  return request;
}

/** The pending list without the request in flight of this kind. */
function withoutInFlight(
  pending: readonly TripOperationRequest[],
  operation: TripOperation,
): readonly TripOperationRequest[] {
  const index = pending.findIndex(isRequestOf(operation));
  return index < 0 ? pending : [...pending.slice(0, index), ...pending.slice(index + 1)];
}

const filled = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** Both ids of a destination removal, or null when one is missing (spec 000 §5). */
export function destinationRemovalIds(
  input: DeleteDestinationRequestInput | undefined,
): DeleteDestinationInput | null {
  if (input === undefined || !filled(input.tripId) || !filled(input.destinationId)) return null;
  return { tripId: input.tripId, destinationId: input.destinationId };
}

/** Only requests with both ids are queued (guard `lacksTripOrDestinationId`). */
function requireDestinationRemovalIds(
  input: DeleteDestinationRequestInput | undefined,
): DeleteDestinationInput {
  const ids = destinationRemovalIds(input);
  if (ids === null) throw new Error('trip editor: destination removal queued without both ids');
  return ids;
}

/** The trip a request is about, if it names one. */
export function requestTripId(request: TripOperationRequest): string | null {
  const input: unknown = request.input;
  if (typeof input !== 'object' || input === null || !('tripId' in input)) return null;
  return typeof input.tripId === 'string' ? input.tripId : null;
}

const noErrors = (): TripOperationErrors =>
  Object.fromEntries(TRIP_OPERATIONS.map((operation) => [operation, null])) as Record<
    TripOperation,
    null
  >;

function notProvided(effect: string): Error {
  return new Error(`trip editor: the "${effect}" effect was not provided (machine.provide)`);
}

/** Builds the machine for a trip shape (`TripRecord` by default; the app's GraphQL trip works too). */
export function createTripEditorMachine<TTrip extends TripIdentity>() {
  /** The list and selection with `trip` put in place of the trip with its id. */
  function withUpdatedTrip(
    context: TripEditorContext<TTrip>,
    trip: TTrip,
  ): Pick<TripEditorContext<TTrip>, 'trips' | 'selectedTrip'> {
    const id = tripIdOf(trip);
    const { selectedTrip } = context;
    return {
      trips: context.trips.map((listed) => (tripIdOf(listed) === id ? trip : listed)),
      selectedTrip: selectedTrip !== null && tripIdOf(selectedTrip) === id ? trip : selectedTrip,
    };
  }

  const tripEditorSetup = setup({
    types: {
      context: {} as TripEditorContext<TTrip>,
      events: {} as TripEditorEvent,
      input: {} as TripEditorInput<TTrip> | undefined,
      emitted: {} as TripEditorEmitted<TTrip>,
      /** `busy`: a request is in flight. */
      tags: {} as 'busy',
    },
    actors: {
      fetchAll: fromPromise<TTrip[]>(() => Promise.reject(notProvided('fetchAll'))),
      fetchOne: fromPromise<TTrip, TripIdInput>(() => Promise.reject(notProvided('fetchOne'))),
      // Null: the server created the trip but answered no id (spec 000 §4).
      create: fromPromise<TTrip | null, CreateTripInput>(() =>
        Promise.reject(notProvided('create')),
      ),
      edit: fromPromise<TTrip, EditTripInput>(() => Promise.reject(notProvided('edit'))),
      // `void` output: the app provides `fromPromise(async ({ input }) => { await call(input); })`.
      // eslint-disable-next-line @typescript-eslint/no-invalid-void-type
      delete: fromPromise<void, TripIdInput>(() => Promise.reject(notProvided('delete'))),
      addDestination: fromPromise<TTrip, AddDestinationInput>(() =>
        Promise.reject(notProvided('addDestination')),
      ),
      deleteDestination: fromPromise<TTrip, DeleteDestinationInput>(() =>
        Promise.reject(notProvided('deleteDestination')),
      ),
      updateItinerary: fromPromise<TTrip, UpdateItineraryInput>(() =>
        Promise.reject(notProvided('updateItinerary')),
      ),
      addActivity: fromPromise<TTrip, AddActivityInput>(() =>
        Promise.reject(notProvided('addActivity')),
      ),
      deleteActivity: fromPromise<TTrip, DeleteActivityInput>(() =>
        Promise.reject(notProvided('deleteActivity')),
      ),
      updateChecklist: fromPromise<TTrip, UpdateChecklistInput>(() =>
        Promise.reject(notProvided('updateChecklist')),
      ),
      addChecklistItem: fromPromise<TTrip, AddChecklistItemInput>(() =>
        Promise.reject(notProvided('addChecklistItem')),
      ),
      toggleChecklistItem: fromPromise<TTrip, ToggleChecklistItemInput>(() =>
        Promise.reject(notProvided('toggleChecklistItem')),
      ),
      deleteChecklistItem: fromPromise<TTrip, DeleteChecklistItemInput>(() =>
        Promise.reject(notProvided('deleteChecklistItem')),
      ),
      addCollaborator: fromPromise<TTrip, AddCollaboratorInput>(() =>
        Promise.reject(notProvided('addCollaborator')),
      ),
      removeCollaborator: fromPromise<TTrip, RemoveCollaboratorInput>(() =>
        Promise.reject(notProvided('removeCollaborator')),
      ),
      editCollaboratorRole: fromPromise<TTrip, EditCollaboratorRoleInput>(() =>
        Promise.reject(notProvided('editCollaboratorRole')),
      ),
      updateCoverImage: fromPromise<TTrip, UpdateCoverImageInput>(() =>
        Promise.reject(notProvided('updateCoverImage')),
      ),
    },
    actions: {
      /** A write waits behind earlier requests of its kind. */
      enqueueRequest: assign(({ context, event }) =>
        isOperationRequest(event) ? { pending: [...context.pending, event] } : {},
      ),
      /** A fetch replaces the older fetch of its kind (that one is stopped). */
      replaceRequest: assign(({ context, event }) => {
        if (!isOperationRequest(event)) return {};
        return {
          pending: [...context.pending.filter((request) => request.type !== event.type), event],
        };
      }),
      /** Opening another trip: the old one is not shown while the new one loads. */
      forgetOtherSelectedTrip: assign(({ context, event }) => {
        assertEvent(event, 'trip.fetchOne');
        const { selectedTrip } = context;
        return selectedTrip !== null && tripIdOf(selectedTrip) !== event.input.tripId
          ? { selectedTrip: null }
          : {};
      }),
      /** A request starts: its kind's previous error is forgotten (as a pending flag would). */
      clearErrorOf: assign(({ context }, params: { operation: TripOperation }) => ({
        errors: { ...context.errors, [params.operation]: null },
      })),
      clearError: assign(({ context, event }) => {
        assertEvent(event, 'trip.clearError');
        return { errors: { ...context.errors, [event.operation]: null } };
      }),
      clearSelection: assign({ selectedTrip: null }),

      applyTripList: enqueueActions(({ context, enqueue }, params: { trips: TTrip[] }) => {
        const request = inFlight(context.pending, 'fetchAll');
        enqueue.assign({
          trips: params.trips,
          count: params.trips.length,
          pending: withoutInFlight(context.pending, 'fetchAll'),
        });
        enqueue.emit({
          type: 'trip.operationSucceeded',
          operation: 'fetchAll',
          request,
          trip: null,
        });
      }),
      applyFetchedTrip: enqueueActions(({ context, enqueue }, params: { trip: TTrip }) => {
        const request = inFlight(context.pending, 'fetchOne');
        enqueue.assign({
          trips: withUpdatedTrip(context, params.trip).trips,
          selectedTrip: params.trip,
          pending: withoutInFlight(context.pending, 'fetchOne'),
        });
        enqueue.emit({
          type: 'trip.operationSucceeded',
          operation: 'fetchOne',
          request,
          trip: params.trip,
        });
      }),
      applyCreatedTrip: enqueueActions(({ context, enqueue }, params: { trip: TTrip | null }) => {
        const request = inFlight(context.pending, 'create');
        const created = params.trip;
        if (created === null) {
          // Created, but no id answered (spec 000 §4): nothing to list or select; the refetch below
          // brings the trip into the list.
          enqueue.assign({ pending: withoutInFlight(context.pending, 'create') });
        } else {
          const id = tripIdOf(created);
          const listed = context.trips.some((trip) => tripIdOf(trip) === id);
          const trips = listed
            ? withUpdatedTrip(context, created).trips
            : [...context.trips, created];
          enqueue.assign({
            trips,
            count: trips.length,
            selectedTrip: created,
            pending: withoutInFlight(context.pending, 'create'),
          });
        }
        enqueue.emit(toast('success', TRIP_CREATED_TOAST));
        enqueue.emit({
          type: 'trip.operationSucceeded',
          operation: 'create',
          request,
          trip: created,
        });
        // Spec 000 §7 "add-trip: ... the trips list is then refetched".
        enqueue.raise({ type: 'trip.fetchAll' });
      }),
      applyDeletion: enqueueActions(({ context, enqueue }) => {
        const request = inFlight(context.pending, 'delete');
        const { tripId } = request.input;
        const trips = context.trips.filter((trip) => tripIdOf(trip) !== tripId);
        const { selectedTrip } = context;
        enqueue.assign({
          trips,
          count: trips.length,
          selectedTrip:
            selectedTrip !== null && tripIdOf(selectedTrip) === tripId ? null : selectedTrip,
          deletedTripId: tripId,
          pending: withoutInFlight(context.pending, 'delete'),
        });
        enqueue.emit(toast('success', TRIP_DELETED_TOAST));
        enqueue.emit({ type: 'trip.operationSucceeded', operation: 'delete', request, trip: null });
      }),
      /** Every other operation: the server's trip replaces the one in the list and the selection. */
      applyUpdatedTrip: enqueueActions(
        ({ context, enqueue }, params: { operation: TripOperation; trip: TTrip }) => {
          const request = inFlight(context.pending, params.operation);
          enqueue.assign({
            ...withUpdatedTrip(context, params.trip),
            pending: withoutInFlight(context.pending, params.operation),
          });
          const success = TRIP_OPERATION_TOASTS[params.operation].success;
          if (success !== null) enqueue.emit(toast('success', success));
          enqueue.emit({
            type: 'trip.operationSucceeded',
            operation: params.operation,
            request,
            trip: params.trip,
          });
        },
      ),
      recordFailure: enqueueActions(
        ({ context, enqueue }, params: { operation: TripOperation; error: unknown }) => {
          const { operation, error } = params;
          const request = inFlight(context.pending, operation);
          const message = storedErrorMessage(error, TRIP_OPERATION_FALLBACKS[operation]);
          enqueue.assign({
            errors: { ...context.errors, [operation]: message },
            pending: withoutInFlight(context.pending, operation),
          });
          const failure = TRIP_OPERATION_TOASTS[operation].failure;
          if (failure !== null) enqueue.emit(toast('error', serverMessageOr(error, failure)));
          enqueue.emit({ type: 'trip.operationFailed', operation, request, message });
        },
      ),
      /** Spec 000 §5: a removal without both ids fails at once; nothing is sent. */
      refuseMissingIds: enqueueActions(({ context, event, enqueue }) => {
        assertEvent(event, 'trip.deleteDestination');
        enqueue.assign({
          errors: { ...context.errors, deleteDestination: TRIP_AND_DESTINATION_ID_REQUIRED },
        });
        enqueue.emit(toast('error', TRIP_AND_DESTINATION_ID_REQUIRED));
        enqueue.emit({
          type: 'trip.operationFailed',
          operation: 'deleteDestination',
          request: event,
          message: TRIP_AND_DESTINATION_ID_REQUIRED,
        });
      }),
      announceReturnToTrips: enqueueActions(({ context, enqueue }) => {
        const tripId = context.deletedTripId;
        if (tripId !== null) enqueue.emit({ type: 'trip.returnToTrips', tripId });
      }),
    },
    guards: {
      hasPendingRequest: ({ context }, params: { operation: TripOperation }) =>
        context.pending.some(isRequestOf(params.operation)),
      lacksTripOrDestinationId: ({ event }) =>
        event.type === 'trip.deleteDestination' && destinationRemovalIds(event.input) === null,
    },
    delays: {
      returnToTripsDelay: TRIP_DELETED_REDIRECT_DELAY_MS,
    },
  });

  /** Waits for a request of its kind, then runs it. */
  const startWhenPending = (operation: TripOperation) =>
    ({
      always: { guard: { type: 'hasPendingRequest', params: { operation } }, target: 'running' },
    }) as const;

  /** A write whose answer is the updated trip; requests of its kind run one after another. */
  const updatingRegion = (operation: UpdatingOperation) =>
    tripEditorSetup.createStateConfig({
      initial: 'idle',
      on: { [requestTypeOf(operation)]: { actions: 'enqueueRequest' } },
      states: {
        idle: startWhenPending(operation),
        running: {
          tags: 'busy',
          entry: { type: 'clearErrorOf', params: { operation } },
          invoke: {
            src: operation,
            // The input is the request's of this very kind (`inFlight` finds it by type); TypeScript
            // cannot follow that link across the union of kinds, so the mapper's result is cast.
            input: ({ context }) => inFlight(context.pending, operation).input as never,
            onDone: {
              target: 'idle',
              actions: {
                type: 'applyUpdatedTrip',
                params: ({ event }) => ({ operation, trip: event.output }),
              },
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'recordFailure',
                params: ({ event }) => ({ operation, error: event.error }),
              },
            },
          },
        },
      },
    });

  return tripEditorSetup.createMachine({
    id: 'tripEditor',
    context: ({ input }) => {
      const trips = input?.trips ?? [];
      return {
        trips,
        selectedTrip: input?.selectedTrip ?? null,
        count: trips.length,
        errors: noErrors(),
        pending: [],
        deletedTripId: null,
      };
    },
    type: 'parallel',
    on: {
      'trip.clearError': { actions: 'clearError' },
      'trip.clearSelection': { actions: 'clearSelection' },
    },
    states: {
      fetchAll: {
        initial: 'idle',
        on: {
          'trip.fetchAll': { target: '.running', reenter: true, actions: 'replaceRequest' },
        },
        states: {
          idle: {},
          running: {
            tags: 'busy',
            entry: { type: 'clearErrorOf', params: { operation: 'fetchAll' } },
            invoke: {
              src: 'fetchAll',
              onDone: {
                target: 'idle',
                actions: {
                  type: 'applyTripList',
                  params: ({ event }) => ({ trips: event.output }),
                },
              },
              onError: {
                target: 'idle',
                actions: {
                  type: 'recordFailure',
                  params: ({ event }) => ({ operation: 'fetchAll', error: event.error }),
                },
              },
            },
          },
        },
      },
      fetchOne: {
        initial: 'idle',
        on: {
          'trip.fetchOne': {
            target: '.running',
            reenter: true,
            actions: ['forgetOtherSelectedTrip', 'replaceRequest'],
          },
        },
        states: {
          idle: {},
          running: {
            tags: 'busy',
            entry: { type: 'clearErrorOf', params: { operation: 'fetchOne' } },
            invoke: {
              src: 'fetchOne',
              input: ({ context }) => inFlight(context.pending, 'fetchOne').input,
              onDone: {
                target: 'idle',
                actions: {
                  type: 'applyFetchedTrip',
                  params: ({ event }) => ({ trip: event.output }),
                },
              },
              onError: {
                target: 'idle',
                actions: {
                  type: 'recordFailure',
                  params: ({ event }) => ({ operation: 'fetchOne', error: event.error }),
                },
              },
            },
          },
        },
      },
      create: {
        initial: 'idle',
        on: { 'trip.create': { actions: 'enqueueRequest' } },
        states: {
          idle: startWhenPending('create'),
          running: {
            tags: 'busy',
            entry: { type: 'clearErrorOf', params: { operation: 'create' } },
            invoke: {
              src: 'create',
              input: ({ context }) => inFlight(context.pending, 'create').input,
              onDone: {
                target: 'idle',
                actions: {
                  type: 'applyCreatedTrip',
                  params: ({ event }) => ({ trip: event.output }),
                },
              },
              onError: {
                target: 'idle',
                actions: {
                  type: 'recordFailure',
                  params: ({ event }) => ({ operation: 'create', error: event.error }),
                },
              },
            },
          },
        },
      },
      edit: updatingRegion('edit'),
      delete: {
        initial: 'idle',
        on: { 'trip.delete': { actions: 'enqueueRequest' } },
        states: {
          idle: startWhenPending('delete'),
          running: {
            tags: 'busy',
            entry: { type: 'clearErrorOf', params: { operation: 'delete' } },
            invoke: {
              src: 'delete',
              input: ({ context }) => inFlight(context.pending, 'delete').input,
              onDone: { target: 'returningToTrips', actions: 'applyDeletion' },
              onError: {
                target: 'idle',
                actions: {
                  type: 'recordFailure',
                  params: ({ event }) => ({ operation: 'delete', error: event.error }),
                },
              },
            },
          },
          /** Spec 001 §4, §9: the page leaves for /trips 1.5 s after the deletion. */
          returningToTrips: {
            after: { returnToTripsDelay: { target: 'idle', actions: 'announceReturnToTrips' } },
          },
        },
      },
      addDestination: updatingRegion('addDestination'),
      deleteDestination: {
        initial: 'idle',
        on: {
          'trip.deleteDestination': [
            { guard: 'lacksTripOrDestinationId', actions: 'refuseMissingIds' },
            { actions: 'enqueueRequest' },
          ],
        },
        states: {
          idle: startWhenPending('deleteDestination'),
          running: {
            tags: 'busy',
            entry: { type: 'clearErrorOf', params: { operation: 'deleteDestination' } },
            invoke: {
              src: 'deleteDestination',
              input: ({ context }) =>
                requireDestinationRemovalIds(inFlight(context.pending, 'deleteDestination').input),
              onDone: {
                target: 'idle',
                actions: {
                  type: 'applyUpdatedTrip',
                  params: ({ event }) => ({ operation: 'deleteDestination', trip: event.output }),
                },
              },
              onError: {
                target: 'idle',
                actions: {
                  type: 'recordFailure',
                  params: ({ event }) => ({ operation: 'deleteDestination', error: event.error }),
                },
              },
            },
          },
        },
      },
      updateItinerary: updatingRegion('updateItinerary'),
      addActivity: updatingRegion('addActivity'),
      deleteActivity: updatingRegion('deleteActivity'),
      updateChecklist: updatingRegion('updateChecklist'),
      addChecklistItem: updatingRegion('addChecklistItem'),
      toggleChecklistItem: updatingRegion('toggleChecklistItem'),
      deleteChecklistItem: updatingRegion('deleteChecklistItem'),
      addCollaborator: updatingRegion('addCollaborator'),
      removeCollaborator: updatingRegion('removeCollaborator'),
      editCollaboratorRole: updatingRegion('editCollaboratorRole'),
      updateCoverImage: updatingRegion('updateCoverImage'),
    },
  });
}

/** The machine for the default trip shape; the app may build its own with its trip type. */
export const tripEditorMachine = createTripEditorMachine<TripRecord>();

export type TripEditorMachine<TTrip extends TripIdentity = TripRecord> = ReturnType<
  typeof createTripEditorMachine<TTrip>
>;
export type TripEditorSnapshot<TTrip extends TripIdentity = TripRecord> = SnapshotFrom<
  TripEditorMachine<TTrip>
>;
export type TripEditorActorRef<TTrip extends TripIdentity = TripRecord> = ActorRefFrom<
  TripEditorMachine<TTrip>
>;

/** What trip screens render. */
export interface TripEditorView<TTrip> {
  trips: readonly TTrip[];
  selectedTrip: TTrip | null;
  count: number;
  /** Per operation: a request of that kind is in flight or waiting. */
  loading: Readonly<Record<TripOperation, boolean>>;
  /** Per operation: the last failure's message, until the next request of that kind starts. */
  errors: TripOperationErrors;
  /** The trip deleted last: its page leaves for /trips. */
  deletedTripId: string | null;
}

const viewByContext = new WeakMap<object, TripEditorView<unknown>>();

/**
 * One stable object per context, for `useSelector`: snapshots that leave the context unchanged
 * give the same view.
 */
export function selectTripEditor<TTrip>(snapshot: {
  context: TripEditorContext<TTrip>;
}): TripEditorView<TTrip> {
  const { context } = snapshot;
  const cached = viewByContext.get(context) as TripEditorView<TTrip> | undefined;
  if (cached) return cached;
  const loading = Object.fromEntries(
    TRIP_OPERATIONS.map((operation) => [operation, context.pending.some(isRequestOf(operation))]),
  ) as Record<TripOperation, boolean>;
  const view: TripEditorView<TTrip> = {
    trips: context.trips,
    selectedTrip: context.selectedTrip,
    count: context.count,
    loading,
    errors: context.errors,
    deletedTripId: context.deletedTripId,
  };
  viewByContext.set(context, view);
  return view;
}

/**
 * Whether a request of `operation` for this trip is in flight or waiting, e.g. the card that shows
 * "Uploading..." while its cover image is sent (spec 000 §2).
 */
export function isTripOperationPending(
  snapshot: { context: Pick<TripEditorContext<unknown>, 'pending'> },
  operation: TripOperation,
  tripId: string,
): boolean {
  return snapshot.context.pending.some(
    (request) => isRequestOf(operation)(request) && requestTripId(request) === tripId,
  );
}
