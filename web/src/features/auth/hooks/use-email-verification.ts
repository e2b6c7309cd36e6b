import { useApolloClient } from '@apollo/client/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import {
  createEmailVerificationMachine,
  selectEmailVerification,
} from '@machines/verification/email-verification.machine';
import { useToastEvents } from '@web/components/toast/use-toast-events';
import { ResendVerificationCodeMutation } from '../graphql/resend-verification-code-mutation';
import { VerifyEmailMutation } from '../graphql/verify-email-mutation';

/**
 * The "Verify email" screen's machine (machines/src/verification), with the gateway calls as its
 * effects and its toasts shown. A rejected call carries the server's message (Apollo's error).
 * `output` is set once the e-mail is verified (where the screen goes next).
 */
export function useEmailVerification(email: string) {
  const client = useApolloClient();
  const [machine] = useState(() =>
    createEmailVerificationMachine({
      async verifyOtp(input) {
        await client.mutate({ mutation: VerifyEmailMutation, variables: input });
      },
      async resendOtp(input) {
        await client.mutate({ mutation: ResendVerificationCodeMutation, variables: input });
      },
    }),
  );
  const actorRef = useActorRef(machine, { input: { email } });
  useToastEvents(actorRef);
  const view = useSelector(actorRef, selectEmailVerification);
  const output = useSelector(actorRef, (snapshot) => snapshot.output);
  return { view, actorRef, output };
}
