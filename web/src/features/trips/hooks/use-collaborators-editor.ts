import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { createCollaboratorsMachine } from '@machines/collaborators/collaborators.machine';
import type {
  CollaboratorRole,
  CollaboratorsActorRef,
} from '@machines/collaborators/collaborators.machine';
import { useSessionActor } from '@web/actors/session';
import { useToastEvents } from '@web/components/toast/use-toast-events';
import type { CollaboratorRole as GraphQLRole } from '@web/gql/graphql';
import { AddCollaboratorMutation } from '../graphql/add-collaborator-mutation';
import { RemoveCollaboratorMutation } from '../graphql/remove-collaborator-mutation';
import { SearchUsersQuery } from '../graphql/search-users-query';
import { UpdateCollaboratorRoleMutation } from '../graphql/update-collaborator-role-mutation';
import { requireAnsweredTrip } from './answered-trip';
import { rereadTripWith } from './reread-trip';

const graphQLRole = (role: CollaboratorRole): GraphQLRole =>
  role === 'editor' ? 'EDITOR' : 'VIEWER';

/**
 * The collaborators machine (machines/src/collaborators/collaborators.machine.ts) over the gateway.
 * Once the signed-in member has left the trip, the page goes to /trips and the trip leaves the
 * cache (the list with it), since it is no longer theirs to read.
 */
export function useCollaboratorsEditor(tripId: string): CollaboratorsActorRef {
  const client = useApolloClient();
  const navigate = useNavigate();
  const session = useSessionActor();
  const [machine] = useState(() =>
    createCollaboratorsMachine({
      searchUsers: async ({ userName }) => {
        // Each search asks the server: who can be invited changes as people join.
        const { data } = await client.query({
          query: SearchUsersQuery,
          variables: { userName },
          fetchPolicy: 'network-only',
        });
        return data?.searchUsers ?? [];
      },
      addCollaborator: async ({ tripId: id, userId, role }) => {
        const { data } = await client.mutate({
          mutation: AddCollaboratorMutation,
          variables: { tripId: id, userId, role: graphQLRole(role) },
        });
        requireAnsweredTrip(data?.addCollaborator);
      },
      updateRole: async ({ tripId: id, userId, role }) => {
        const { data } = await client.mutate({
          mutation: UpdateCollaboratorRoleMutation,
          variables: { tripId: id, userId, role: graphQLRole(role) },
        });
        requireAnsweredTrip(data?.updateCollaboratorRole);
      },
      removeCollaborator: async (variables) => {
        const { data } = await client.mutate({ mutation: RemoveCollaboratorMutation, variables });
        requireAnsweredTrip(data?.removeCollaborator);
      },
      leaveTrip: async ({ tripId: id }) => {
        const userId = session.getSnapshot().context.user?.id;
        if (userId === undefined) throw new Error('Please log in again.');
        await client.mutate({
          mutation: RemoveCollaboratorMutation,
          variables: { tripId: id, userId },
        });
      },
      rereadTrip: rereadTripWith(client),
    }),
  );
  const actorRef = useActorRef(machine, { input: { tripId } });
  useToastEvents(actorRef);
  useEffect(() => {
    const subscription = actorRef.on('left', () => {
      void navigate({ to: '/trips' }).then(() => {
        client.cache.evict({ id: client.cache.identify({ __typename: 'Trip', id: tripId }) });
        client.cache.gc();
      });
    });
    return () => subscription.unsubscribe();
  }, [actorRef, client, navigate, tripId]);
  return actorRef;
}
