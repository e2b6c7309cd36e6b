import { useApolloClient } from '@apollo/client/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import {
  resetPasswordMachine,
  selectResetPassword,
} from '@machines/password-reset/reset-password.machine';
import type {
  ResendResetOtpInput,
  ResetPasswordRequest,
  VerifyResetOtpInput,
} from '@machines/password-reset/reset-password.machine';
import { useToastEvents } from '@web/components/toast/use-toast-events';
import { ResendPasswordResetCodeMutation } from '../graphql/resend-password-reset-code-mutation';
import { ResetPasswordMutation } from '../graphql/reset-password-mutation';
import { VerifyPasswordResetCodeMutation } from '../graphql/verify-password-reset-code-mutation';

/** The "Reset password" screen's machine (machines/src/password-reset), bound to the gateway. */
export function useResetPassword(email: string) {
  const client = useApolloClient();
  const [machine] = useState(() =>
    resetPasswordMachine.provide({
      actors: {
        verifyResetOtp: fromPromise(async ({ input }: { input: VerifyResetOtpInput }) => {
          const { data } = await client.mutate({
            mutation: VerifyPasswordResetCodeMutation,
            variables: input,
          });
          // No data without an error cannot happen with the default error policy; guard the type.
          if (!data) throw new Error('');
          return { resetToken: data.verifyPasswordResetCode.resetToken };
        }),
        resendResetOtp: fromPromise(async ({ input }: { input: ResendResetOtpInput }) => {
          await client.mutate({ mutation: ResendPasswordResetCodeMutation, variables: input });
        }),
        resetPassword: fromPromise(async ({ input }: { input: ResetPasswordRequest }) => {
          await client.mutate({ mutation: ResetPasswordMutation, variables: input });
        }),
      },
    }),
  );
  const actorRef = useActorRef(machine, { input: { email } });
  useToastEvents(actorRef);
  const view = useSelector(actorRef, selectResetPassword);
  return { view, actorRef };
}
