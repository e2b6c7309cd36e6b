import type { Reference } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { createTripDetailsMachine } from '@machines/trips/trip-details.machine';
import type { TripDetailsActorRef } from '@machines/trips/trip-details.machine';
import { useToastEvents } from '@web/components/toast/use-toast-events';
import { DeleteTripMutation } from '../graphql/delete-trip-mutation';
import { UpdateTripMutation } from '../graphql/update-trip-mutation';
import { requireAnsweredTrip } from './answered-trip';
import { devInspectOption } from '@web/actors/dev-inspect';

/**
 * The trip details machine (machines/src/trips/trip-details.machine.ts) over the gateway; 1.5 s
 * after a deletion it sends the page to /trips (spec 001 §4).
 */
export function useTripDetailsEditor(tripId: string): TripDetailsActorRef {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [machine] = useState(() =>
    createTripDetailsMachine({
      editTrip: async ({ tripId: id, changes }) => {
        const { data } = await client.mutate({
          mutation: UpdateTripMutation,
          variables: { id, input: changes },
        });
        requireAnsweredTrip(data?.updateTrip);
      },
      deleteTrip: async ({ tripId: id }) => {
        await client.mutate({
          mutation: DeleteTripMutation,
          variables: { id },
          // The list forgets the trip; the trip itself stays cached until its page has left (1.5 s).
          update: (cache) =>
            cache.modify({
              fields: {
                myTrips: (trips: readonly Reference[], { readField }) =>
                  trips.filter((trip) => readField('id', trip) !== id),
              },
            }),
        });
      },
    }),
  );
  const actorRef = useActorRef(machine, { input: { tripId }, ...devInspectOption() });
  useToastEvents(actorRef);
  useEffect(() => {
    const subscription = actorRef.on('trip.returnToTrips', () => void navigate({ to: '/trips' }));
    return () => subscription.unsubscribe();
  }, [actorRef, navigate]);
  // Once the page has left, a deleted trip leaves the cache too: Back to its URL asks the server and shows
  // not-found instead of the cached trip.
  useEffect(() => {
    let deleted = false;
    const subscription = actorRef.subscribe((snapshot) => {
      if (snapshot.matches('returningToTrips')) deleted = true;
    });
    return () => {
      subscription.unsubscribe();
      if (!deleted) return;
      client.cache.evict({ id: client.cache.identify({ __typename: 'Trip', id: tripId }) });
      client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'trip', args: { id: tripId } });
      client.cache.gc();
    };
  }, [actorRef, client, tripId]);
  return actorRef;
}
