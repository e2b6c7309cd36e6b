import { useApolloClient } from '@apollo/client/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import {
  emailVerificationMachine,
  selectEmailVerification,
} from '@machines/verification/email-verification.machine';
import type {
  ResendOtpInput,
  VerifyOtpInput,
} from '@machines/verification/email-verification.machine';
import { useToastEvents } from '@web/components/toast/use-toast-events';
import { ResendVerificationCodeMutation } from '../graphql/resend-verification-code-mutation';
import { VerifyEmailMutation } from '../graphql/verify-email-mutation';

/**
 * The "Verify email" screen's machine (machines/src/verification), with the gateway calls as its
 * effects and its toasts shown. A rejected call carries the server's message (Apollo's error).
 */
export function useEmailVerification(email: string) {
  const client = useApolloClient();
  const [machine] = useState(() =>
    emailVerificationMachine.provide({
      actors: {
        verifyOtp: fromPromise(async ({ input }: { input: VerifyOtpInput }) => {
          await client.mutate({ mutation: VerifyEmailMutation, variables: input });
        }),
        resendOtp: fromPromise(async ({ input }: { input: ResendOtpInput }) => {
          await client.mutate({ mutation: ResendVerificationCodeMutation, variables: input });
        }),
      },
    }),
  );
  const actorRef = useActorRef(machine, { input: { email } });
  useToastEvents(actorRef);
  const view = useSelector(actorRef, selectEmailVerification);
  return { view, actorRef };
}
