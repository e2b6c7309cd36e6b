import { useApolloClient } from '@apollo/client/react';
import { useActorRef } from '@xstate/react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { createSharedTripMachine } from '@machines/shared-trip/shared-trip.machine';
import type { SharedTripActorRef } from '@machines/shared-trip/shared-trip.machine';
import { useToastEvents } from '@web/components/toast/use-toast-events';
import type { SharedTripQuery as SharedTripAnswer } from '@web/gql/graphql';
import { JoinSharedTripMutation } from '../graphql/join-shared-trip-mutation';
import { SharedTripQuery } from '../graphql/shared-trip-query';
import { sharedTripPath } from '../shared-trip-path';

export type SharedTrip = NonNullable<SharedTripAnswer['sharedTrip']>;
export type SharedTripActor = SharedTripActorRef<SharedTrip>;

/**
 * The shared-trip page's machine (machines/src/shared-trip/shared-trip.machine.ts) over the
 * gateway. The trip is read fresh each time (what it says depends on who is asking: member or
 * not); a join drops the cached trips list so /trips shows the joined trip. The machine's emits:
 * toasts, the join failure's browser alert (001 §8), and login for a guest who pressed Join.
 */
export function useSharedTrip({
  shareToken,
  signedIn,
  joinOnArrival,
}: {
  shareToken: string;
  signedIn: boolean;
  joinOnArrival: boolean;
}): SharedTripActor {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [machine] = useState(() =>
    createSharedTripMachine<SharedTrip>({
      loadSharedTrip: async (variables) => {
        const { data } = await client.query({
          query: SharedTripQuery,
          variables,
          fetchPolicy: 'network-only',
        });
        return data?.sharedTrip ?? null;
      },
      joinSharedTrip: async (variables) => {
        const { data } = await client.mutate({ mutation: JoinSharedTripMutation, variables });
        if (!data) throw new Error('');
        client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'myTrips' });
        client.cache.gc();
        return data.joinSharedTrip;
      },
    }),
  );
  const actorRef = useActorRef(machine, { input: { shareToken, signedIn, joinOnArrival } });
  useToastEvents(actorRef);
  useEffect(() => {
    const alerts = actorRef.on('sharedTrip.alert', ({ message }) => window.alert(message));
    const logins = actorRef.on('sharedTrip.signInToJoin', (event) => {
      void navigate({
        to: '/login',
        search: { redirect: sharedTripPath(event.shareToken, { join: true }) },
      });
    });
    return () => {
      alerts.unsubscribe();
      logins.unsubscribe();
    };
  }, [actorRef, navigate]);
  return actorRef;
}
