import { useApolloClient } from '@apollo/client/react';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { createChecklistMachine } from '@machines/trips/checklist.machine';
import type { ChecklistActorRef } from '@machines/trips/checklist.machine';
import { useToastEvents } from '@web/components/toast/use-toast-events';
import { AddChecklistItemMutation } from '../graphql/add-checklist-item-mutation';
import { RemoveChecklistItemMutation } from '../graphql/remove-checklist-item-mutation';
import { ToggleChecklistItemMutation } from '../graphql/toggle-checklist-item-mutation';
import { requireAnsweredTrip } from './answered-trip';
import { rereadTripWith } from './reread-trip';
import { devInspectOption } from '@web/actors/dev-inspect';

/** The trip's checklist machine (machines/src/trips/checklist.machine.ts) over the gateway. */
export function useChecklistEditor(tripId: string): ChecklistActorRef {
  const client = useApolloClient();
  const [machine] = useState(() =>
    createChecklistMachine({
      addItem: async (variables) => {
        const { data } = await client.mutate({ mutation: AddChecklistItemMutation, variables });
        requireAnsweredTrip(data?.addChecklistItem);
      },
      toggleItem: async (variables) => {
        const { data } = await client.mutate({ mutation: ToggleChecklistItemMutation, variables });
        requireAnsweredTrip(data?.toggleChecklistItem);
      },
      removeItem: async (variables) => {
        const { data } = await client.mutate({ mutation: RemoveChecklistItemMutation, variables });
        requireAnsweredTrip(data?.removeChecklistItem);
      },
      rereadTrip: rereadTripWith(client),
    }),
  );
  const actorRef = useActorRef(machine, { input: { tripId }, ...devInspectOption() });
  useToastEvents(actorRef);
  return actorRef;
}
