import { useApolloClient } from '@apollo/client/react';
import { useActorRef } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { createDestinationsMachine } from '@machines/trips/destinations.machine';
import type { DestinationsActorRef } from '@machines/trips/destinations.machine';
import { useToastEvents } from '@web/components/toast/use-toast-events';
import { AddDestinationMutation } from '../graphql/add-destination-mutation';
import { RemoveDestinationMutation } from '../graphql/remove-destination-mutation';
import { requireAnsweredTrip } from './answered-trip';
import { rereadTripWith } from './reread-trip';
import { destinationGraphqlInput } from './destination-input';

/**
 * The destinations machine (machines/src/trips/destinations.machine.ts) over the gateway;
 * `onAdded` hears of each place added (Plan Your Visit then opens that trip).
 */
export function useDestinationsEditor(
  options: { onAdded?: (tripId: string) => void } = {},
): DestinationsActorRef {
  const client = useApolloClient();
  const [machine] = useState(() =>
    createDestinationsMachine({
      addDestination: async ({ tripId, destination }) => {
        const { data } = await client.mutate({
          mutation: AddDestinationMutation,
          variables: { tripId, input: destinationGraphqlInput(destination) },
        });
        requireAnsweredTrip(data?.addDestination);
      },
      removeDestination: async (variables) => {
        const { data } = await client.mutate({ mutation: RemoveDestinationMutation, variables });
        requireAnsweredTrip(data?.removeDestination);
      },
      rereadTrip: rereadTripWith(client),
    }),
  );
  const actorRef = useActorRef(machine);
  useToastEvents(actorRef);
  const onAdded = useRef(options.onAdded);
  useEffect(() => {
    onAdded.current = options.onAdded;
  });
  useEffect(() => {
    const subscription = actorRef.on('destination.added', ({ tripId }) =>
      onAdded.current?.(tripId),
    );
    return () => subscription.unsubscribe();
  }, [actorRef]);
  return actorRef;
}
