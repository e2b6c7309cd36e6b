import type { ApolloClient, Reference } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import type { TripOperation } from '@machines/trips/constants';
import type { DestinationInput } from '@machines/trips/trip';
import { createTripEditorMachine, selectTripEditor } from '@machines/trips/trip-editor.machine';
import type {
  AddActivityInput,
  AddChecklistItemInput,
  AddDestinationInput,
  CreateTripInput,
  DeleteActivityInput,
  DeleteChecklistItemInput,
  DeleteDestinationInput,
  EditTripInput,
  ToggleChecklistItemInput,
  TripEditorView,
  TripOperationRequest,
  UpdateCoverImageInput,
} from '@machines/trips/trip-editor.machine';
import { showToast } from '@web/components/toast/show-toast';
import type { DestinationInput as DestinationGraphqlInput } from '@web/gql/graphql';
import { AddActivityMutation } from '../graphql/add-activity-mutation';
import { AddChecklistItemMutation } from '../graphql/add-checklist-item-mutation';
import { AddDestinationMutation } from '../graphql/add-destination-mutation';
import { CreateTripMutation } from '../graphql/create-trip-mutation';
import { DeleteTripMutation } from '../graphql/delete-trip-mutation';
import { MyTripsQuery } from '../graphql/my-trips-query';
import { RemoveActivityMutation } from '../graphql/remove-activity-mutation';
import { RemoveChecklistItemMutation } from '../graphql/remove-checklist-item-mutation';
import { RemoveDestinationMutation } from '../graphql/remove-destination-mutation';
import { ToggleChecklistItemMutation } from '../graphql/toggle-checklist-item-mutation';
import { UpdateTripCoverImageMutation } from '../graphql/update-trip-cover-image-mutation';
import { UpdateTripMutation } from '../graphql/update-trip-mutation';

/** The machine works with trips by id; the pages read the trips themselves from Apollo's cache. */
export interface EditedTrip {
  id: string;
}

export const tripEditorMachine = createTripEditorMachine<EditedTrip>();

/** The answered trip, by id (its fields are in Apollo's cache now). */
function required(trip: { id: string } | null | undefined): EditedTrip {
  if (trip === null || trip === undefined) throw new Error('The server sent no trip');
  return { id: trip.id };
}

export const destinationInputOf = (destination: DestinationInput): DestinationGraphqlInput => ({
  placeId: destination.placeId,
  name: destination.name,
  address: destination.formattedAddress ?? null,
  photoRef: destination.photoRef ?? null,
  rating: destination.rating ?? null,
  googleMapsUrl: destination.googleMapsUrl ?? null,
  latitude: destination.latitude ?? null,
  longitude: destination.longitude ?? null,
  types: destination.types ? [...destination.types] : [],
});

/** The machine's effects: one GraphQL call each; the answers update Apollo's normalised cache. */
export function tripEditorEffects(client: ApolloClient) {
  return {
    fetchAll: fromPromise(async () => {
      const { data } = await client.query({ query: MyTripsQuery, fetchPolicy: 'network-only' });
      return (data?.myTrips ?? []).map(required);
    }),
    create: fromPromise(async ({ input }: { input: CreateTripInput }) => {
      const { data } = await client.mutate({
        mutation: CreateTripMutation,
        variables: {
          input: {
            title: input.title,
            description: input.description,
            startDate: input.startDate,
            endDate: input.endDate,
            destinations: input.destinations.map(destinationInputOf),
          },
        },
      });
      // Null: created, but the server answered no id (spec 000 §4); the screens then go to /trips.
      const created = data?.createTrip;
      return created ? { id: created.id } : null;
    }),
    edit: fromPromise(async ({ input }: { input: EditTripInput }) => {
      const { data } = await client.mutate({
        mutation: UpdateTripMutation,
        variables: { id: input.tripId, input: input.changes },
      });
      return required(data?.updateTrip);
    }),
    delete: fromPromise(async ({ input }: { input: { tripId: string } }) => {
      await client.mutate({
        mutation: DeleteTripMutation,
        variables: { id: input.tripId },
        // The list forgets the trip; the trip itself stays cached until its page has left (1.5 s).
        update: (cache) =>
          cache.modify({
            fields: {
              myTrips: (trips: readonly Reference[], { readField }) =>
                trips.filter((trip) => readField('id', trip) !== input.tripId),
            },
          }),
      });
    }),
    addDestination: fromPromise(async ({ input }: { input: AddDestinationInput }) => {
      const { data } = await client.mutate({
        mutation: AddDestinationMutation,
        variables: { tripId: input.tripId, input: destinationInputOf(input.destination) },
      });
      return required(data?.addDestination);
    }),
    deleteDestination: fromPromise(async ({ input }: { input: DeleteDestinationInput }) => {
      const { data } = await client.mutate({
        mutation: RemoveDestinationMutation,
        variables: input,
      });
      return required(data?.removeDestination);
    }),
    addActivity: fromPromise(async ({ input }: { input: AddActivityInput }) => {
      const { activity } = input;
      const { data } = await client.mutate({
        mutation: AddActivityMutation,
        variables: {
          tripId: input.tripId,
          day: input.day,
          input: {
            title: activity.title,
            startTime: activity.time?.start ?? null,
            endTime: activity.time?.end ?? null,
            notes: activity.notes ?? null,
            destinationId: activity.destinationId ?? null,
          },
        },
      });
      return required(data?.addActivity);
    }),
    deleteActivity: fromPromise(async ({ input }: { input: DeleteActivityInput }) => {
      const { data } = await client.mutate({ mutation: RemoveActivityMutation, variables: input });
      return required(data?.removeActivity);
    }),
    addChecklistItem: fromPromise(async ({ input }: { input: AddChecklistItemInput }) => {
      const { data } = await client.mutate({
        mutation: AddChecklistItemMutation,
        variables: input,
      });
      return required(data?.addChecklistItem);
    }),
    toggleChecklistItem: fromPromise(async ({ input }: { input: ToggleChecklistItemInput }) => {
      const { data } = await client.mutate({
        mutation: ToggleChecklistItemMutation,
        variables: input,
      });
      return required(data?.toggleChecklistItem);
    }),
    deleteChecklistItem: fromPromise(async ({ input }: { input: DeleteChecklistItemInput }) => {
      const { data } = await client.mutate({
        mutation: RemoveChecklistItemMutation,
        variables: input,
      });
      return required(data?.removeChecklistItem);
    }),
    updateCoverImage: fromPromise(async ({ input }: { input: UpdateCoverImageInput }) => {
      if (!(input.coverImage instanceof File)) throw new Error('No image file was chosen');
      const { data } = await client.mutate({
        mutation: UpdateTripCoverImageMutation,
        variables: { tripId: input.tripId, file: input.coverImage },
      });
      return required(data?.updateTripCoverImage);
    }),
  };
}

export interface OperationOutcome {
  ok: boolean;
  /** The stored message on failure. */
  message: string | null;
  /** The server's trip on success (create: the new trip). */
  trip: EditedTrip | null;
}

export interface TripEditor {
  view: TripEditorView<EditedTrip>;
  /** Sends a request; resolves when the machine reports its outcome (requests of a kind run in order). */
  run: (request: TripOperationRequest) => Promise<OperationOutcome>;
  clearError: (operation: TripOperation) => void;
  isPending: (operation: TripOperation, tripId: string) => boolean;
}

/**
 * The trip editor machine bound to this screen (spec 000 §3 "Client trip state", §4): per
 * operation loading and error flags, the toasts of 001 §8, and `onReturnToTrips` 1.5 s after a
 * deletion (001 §4).
 */
export function useTripEditor(options: { onReturnToTrips?: () => void } = {}): TripEditor {
  const client = useApolloClient();
  const actor = useActorRef(tripEditorMachine.provide({ actors: tripEditorEffects(client) }), {
    input: {},
  });
  const view = useSelector(actor, selectTripEditor<EditedTrip>);
  const waiting = useRef(new Map<TripOperation, ((outcome: OperationOutcome) => void)[]>());
  const onReturnToTrips = useRef(options.onReturnToTrips);
  useEffect(() => {
    onReturnToTrips.current = options.onReturnToTrips;
  });

  useEffect(() => {
    const settle = (operation: TripOperation, outcome: OperationOutcome) => {
      waiting.current.get(operation)?.shift()?.(outcome);
    };
    const subscriptions = [
      actor.on('toast', ({ kind, message }) => showToast({ type: kind, message })),
      actor.on('trip.operationSucceeded', ({ operation, trip }) =>
        settle(operation, { ok: true, message: null, trip }),
      ),
      actor.on('trip.operationFailed', ({ operation, message }) =>
        settle(operation, { ok: false, message, trip: null }),
      ),
      actor.on('trip.returnToTrips', () => onReturnToTrips.current?.()),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor]);

  const run = useCallback(
    (request: TripOperationRequest) =>
      new Promise<OperationOutcome>((resolve) => {
        const operation = request.type.slice('trip.'.length) as TripOperation;
        const queue = waiting.current.get(operation) ?? [];
        queue.push(resolve);
        waiting.current.set(operation, queue);
        actor.send(request);
      }),
    [actor],
  );
  const clearError = useCallback(
    (operation: TripOperation) => actor.send({ type: 'trip.clearError', operation }),
    [actor],
  );
  const isPending = useCallback(
    (operation: TripOperation, tripId: string) =>
      actor
        .getSnapshot()
        .context.pending.some(
          (request) =>
            request.type === `trip.${operation}` &&
            typeof request.input === 'object' &&
            request.input !== null &&
            'tripId' in request.input &&
            request.input.tripId === tripId,
        ),
    [actor],
  );
  return { view, run, clearError, isPending };
}
