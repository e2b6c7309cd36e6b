import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { createCreateTripMachine } from '@machines/trips/create-trip.machine';
import type { CreateTripActorRef } from '@machines/trips/create-trip.machine';
import { useToastEvents } from '@web/components/toast/use-toast-events';
import { CreateTripMutation } from '../graphql/create-trip-mutation';
import { MyTripsQuery } from '../graphql/my-trips-query';
import { destinationGraphqlInput } from './destination-input';

/**
 * The create-trip machine (machines/src/trips/create-trip.machine.ts) over the gateway. A created
 * trip opens its page, or /trips when the server answered no id (spec 000 §4); `onCreated` runs
 * first (Plan Your Visit closes). `replace`: the trip's page takes the place of the current history
 * entry (a dialog open in the URL, which Back should not open again).
 */
export function useCreateTrip(
  options: { onCreated?: () => void; replace?: boolean } = {},
): CreateTripActorRef {
  const client = useApolloClient();
  const navigate = useNavigate();
  const readTrips = async (fetchPolicy: 'cache-first' | 'network-only') => {
    const { data } = await client.query({ query: MyTripsQuery, fetchPolicy });
    return data?.myTrips ?? [];
  };
  const [machine] = useState(() =>
    createCreateTripMachine({
      createTrip: async ({ destinations, ...details }) => {
        const { data } = await client.mutate({
          mutation: CreateTripMutation,
          variables: {
            input: { ...details, destinations: destinations.map(destinationGraphqlInput) },
          },
        });
        return data?.createTrip?.id ?? null;
      },
      refreshTrips: async () => {
        await readTrips('network-only');
      },
      // The list as the page holds it (fetched only when it holds none): what was there before.
      knownTrips: () => readTrips('cache-first'),
      // From the server: whether a create whose answer was lost made the trip (issue 17).
      rereadTrips: () => readTrips('network-only'),
    }),
  );
  const actorRef = useActorRef(machine);
  useToastEvents(actorRef);
  const onCreated = useRef(options.onCreated);
  const replace = useRef(options.replace ?? false);
  useEffect(() => {
    onCreated.current = options.onCreated;
    replace.current = options.replace ?? false;
  });
  useEffect(() => {
    const subscription = actorRef.on('trip.created', ({ tripId }) => {
      onCreated.current?.();
      if (tripId === null) void navigate({ to: '/trips', replace: replace.current });
      else void navigate({ to: '/trips/$tripId', params: { tripId }, replace: replace.current });
    });
    return () => subscription.unsubscribe();
  }, [actorRef, navigate]);
  return actorRef;
}
