import { useApolloClient } from '@apollo/client/react';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { createItineraryMachine } from '@machines/trips/itinerary.machine';
import type { ItineraryActorRef } from '@machines/trips/itinerary.machine';
import { useToastEvents } from '@web/components/toast/use-toast-events';
import { AddActivityMutation } from '../graphql/add-activity-mutation';
import { RemoveActivityMutation } from '../graphql/remove-activity-mutation';
import { requireAnsweredTrip } from './answered-trip';
import { rereadTripWith } from './reread-trip';

/** The trip's itinerary machine (machines/src/trips/itinerary.machine.ts) over the gateway. */
export function useItineraryEditor(tripId: string): ItineraryActorRef {
  const client = useApolloClient();
  const [machine] = useState(() =>
    createItineraryMachine({
      addActivity: async ({ tripId: id, day, activity }) => {
        const { data } = await client.mutate({
          mutation: AddActivityMutation,
          variables: {
            tripId: id,
            day,
            input: {
              title: activity.title,
              startTime: activity.time?.start ?? null,
              endTime: activity.time?.end ?? null,
              notes: activity.notes ?? null,
              destinationId: activity.destinationId ?? null,
            },
          },
        });
        requireAnsweredTrip(data?.addActivity);
      },
      removeActivity: async (variables) => {
        const { data } = await client.mutate({ mutation: RemoveActivityMutation, variables });
        requireAnsweredTrip(data?.removeActivity);
      },
      rereadTrip: rereadTripWith(client),
    }),
  );
  const actorRef = useActorRef(machine, { input: { tripId } });
  useToastEvents(actorRef);
  return actorRef;
}
