import { useApolloClient } from '@apollo/client/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import {
  createForgotPasswordMachine,
  selectForgotPassword,
} from '@machines/password-reset/forgot-password.machine';
import { useToastEvents } from '@web/components/toast/use-toast-events';
import { RequestPasswordResetMutation } from '../graphql/request-password-reset-mutation';

/** The "Forgot password" screen's machine (machines/src/password-reset), bound to the gateway. */
export function useForgotPassword() {
  const client = useApolloClient();
  const [machine] = useState(() =>
    createForgotPasswordMachine({
      async forgotPassword(input) {
        await client.mutate({ mutation: RequestPasswordResetMutation, variables: input });
      },
    }),
  );
  const actorRef = useActorRef(machine);
  useToastEvents(actorRef);
  const view = useSelector(actorRef, selectForgotPassword);
  return { view, actorRef };
}
