import { useApolloClient } from '@apollo/client/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import {
  createResetPasswordMachine,
  selectResetPassword,
} from '@machines/password-reset/reset-password.machine';
import { useToastEvents } from '@web/components/toast/use-toast-events';
import { ResendPasswordResetCodeMutation } from '../graphql/resend-password-reset-code-mutation';
import { ResetPasswordMutation } from '../graphql/reset-password-mutation';
import { VerifyPasswordResetCodeMutation } from '../graphql/verify-password-reset-code-mutation';

/**
 * The "Reset password" screen's machine (machines/src/password-reset) with the gateway calls as
 * its effects; `output` is set once the password is reset (where the screen goes next).
 */
export function useResetPassword(email: string) {
  const client = useApolloClient();
  const [machine] = useState(() =>
    createResetPasswordMachine({
      async verifyResetOtp(input) {
        const { data } = await client.mutate({
          mutation: VerifyPasswordResetCodeMutation,
          variables: input,
        });
        // No data without an error cannot happen with the default error policy; guard the type.
        if (!data) throw new Error('');
        return { resetToken: data.verifyPasswordResetCode.resetToken };
      },
      async resendResetOtp(input) {
        await client.mutate({ mutation: ResendPasswordResetCodeMutation, variables: input });
      },
      async resetPassword(input) {
        await client.mutate({ mutation: ResetPasswordMutation, variables: input });
      },
    }),
  );
  const actorRef = useActorRef(machine, { input: { email } });
  useToastEvents(actorRef);
  const view = useSelector(actorRef, selectResetPassword);
  const output = useSelector(actorRef, (snapshot) => snapshot.output);
  return { view, actorRef, output };
}
