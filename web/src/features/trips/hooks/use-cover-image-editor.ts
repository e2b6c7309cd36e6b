import { useApolloClient } from '@apollo/client/react';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { createCoverImageMachine } from '@machines/trips/cover-image.machine';
import type { CoverImageActorRef } from '@machines/trips/cover-image.machine';
import { useToastEvents } from '@web/components/toast/use-toast-events';
import { UpdateTripCoverImageMutation } from '../graphql/update-trip-cover-image-mutation';
import { requireAnsweredTrip } from './answered-trip';

/** The trip covers machine (machines/src/trips/cover-image.machine.ts) over the gateway. */
export function useCoverImageEditor(): CoverImageActorRef {
  const client = useApolloClient();
  const [machine] = useState(() =>
    createCoverImageMachine({
      updateCoverImage: async ({ tripId, coverImage }) => {
        if (!(coverImage instanceof File)) throw new Error('No image file was chosen');
        const { data } = await client.mutate({
          mutation: UpdateTripCoverImageMutation,
          variables: { tripId, file: coverImage },
        });
        requireAnsweredTrip(data?.updateTripCoverImage);
      },
    }),
  );
  const actorRef = useActorRef(machine);
  useToastEvents(actorRef);
  return actorRef;
}
