import { useApolloClient } from '@apollo/client/react';
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { createSharingMachine } from '@machines/collaborators/sharing.machine';
import type { SharingActorRef } from '@machines/collaborators/sharing.machine';
import { useToastEvents } from '@web/components/toast/use-toast-events';
import { GenerateShareLinkMutation } from '../graphql/generate-share-link-mutation';
import { UpdateSharingSettingsMutation } from '../graphql/update-sharing-settings-mutation';

/**
 * The Share Trip dialog's machine (machines/src/collaborators/sharing.machine.ts) over the gateway
 * and the clipboard. The answers carry no trip id, so each one is written into the cached trip's
 * `sharing` (the dialog finds the link there when opened again). A failed link is a browser alert
 * (spec 001 §8).
 */
export function useSharingEditor(tripId: string): SharingActorRef {
  const client = useApolloClient();
  const [machine] = useState(() => {
    const remember = (sharing: object) =>
      client.cache.modify({
        id: client.cache.identify({ __typename: 'Trip', id: tripId }),
        fields: { sharing: () => sharing },
      });
    return createSharingMachine({
      generateShareLink: async ({ tripId: id }) => {
        const { data } = await client.mutate({
          mutation: GenerateShareLinkMutation,
          variables: { tripId: id },
        });
        const sharing = data?.generateShareLink;
        if (!sharing?.shareUrl) throw new Error('The server sent no link');
        remember(sharing);
        return sharing.shareUrl;
      },
      updateSettings: async (variables) => {
        const { data } = await client.mutate({
          mutation: UpdateSharingSettingsMutation,
          variables,
        });
        const sharing = data?.updateSharingSettings;
        if (!sharing) throw new Error('The server sent no settings');
        remember(sharing);
        return {
          allowPublicView: sharing.settings.allowPublicView,
          allowJoinRequests: sharing.settings.allowJoinRequests,
        };
      },
      copyText: ({ text }) => navigator.clipboard.writeText(text),
    });
  });
  const actorRef = useActorRef(machine, { input: { tripId } });
  useToastEvents(actorRef);
  useEffect(() => {
    const subscription = actorRef.on('alert', ({ message }) => window.alert(message));
    return () => subscription.unsubscribe();
  }, [actorRef]);
  return actorRef;
}
