import { useApolloClient } from '@apollo/client/react';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { createReflectionMachine } from '@machines/memories/reflection.machine';
import type { ReflectionActorRef } from '@machines/memories/reflection.machine';
import { useToastEvents } from '@web/components/toast/use-toast-events';
import { AddActivityReflectionMutation } from '../graphql/add-activity-reflection-mutation';
import { requireAnsweredTrip } from './answered-trip';
import { readMemoriesWith } from './reread-trip';
import type { MemoryTarget } from './use-photo-upload-editor';

/** The Add Reflection machine (machines/src/memories/reflection.machine.ts) over the gateway. */
export function useReflectionEditor(target: MemoryTarget): ReflectionActorRef {
  const client = useApolloClient();
  const [machine] = useState(() =>
    createReflectionMachine({
      addReflection: async (variables) => {
        const { data } = await client.mutate({
          mutation: AddActivityReflectionMutation,
          variables,
        });
        requireAnsweredTrip(data?.addActivityReflection);
      },
      readMemories: readMemoriesWith(client),
    }),
  );
  const actorRef = useActorRef(machine, { input: target });
  useToastEvents(actorRef);
  return actorRef;
}
