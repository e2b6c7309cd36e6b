import { useApolloClient } from '@apollo/client/react';
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { createFeedbackWizardMachine } from '@machines/feedback/feedback-wizard.machine';
import type { FeedbackWizardActorRef } from '@machines/feedback/feedback-wizard.machine';
import { useSession } from '@web/actors/session';
import { SubmitFeedbackMutation } from '../graphql/submit-feedback-mutation';
import { feedbackClientDetails } from '../utils/client-details';
import { devInspectOption } from '@web/actors/dev-inspect';

/**
 * The feedback wizard (machines/src/feedback/feedback-wizard.machine.ts) over the gateway, for
 * guests and users alike (spec 000 §6). The answers go out with the client's details (25.14); a
 * failure is the browser alert the spec asks for (§8); the e-mail follows the signed-in user (25.16).
 */
export function useFeedbackWizard(): FeedbackWizardActorRef {
  const client = useApolloClient();
  const signedInEmail = useSession().user?.email ?? null;
  const [machine] = useState(() =>
    createFeedbackWizardMachine({
      submitFeedback: async (answers) => {
        const { data } = await client.mutate({
          mutation: SubmitFeedbackMutation,
          variables: { input: { ...answers, ...feedbackClientDetails() } },
        });
        if (data?.submitFeedback !== true) throw new Error('Feedback was not accepted');
      },
    }),
  );
  const actorRef = useActorRef(machine, { input: { signedInEmail }, ...devInspectOption() });

  useEffect(() => {
    const subscription = actorRef.on('alert', ({ message }) => window.alert(message));
    return () => subscription.unsubscribe();
  }, [actorRef]);

  useEffect(() => {
    actorRef.send({ type: 'feedback.userChanged', signedInEmail });
  }, [actorRef, signedInEmail]);

  return actorRef;
}
