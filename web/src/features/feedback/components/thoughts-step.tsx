import { Stack } from '@mantine/core';
import type { FeedbackWizardActorRef } from '@machines/feedback/feedback-wizard.machine';
import { FeedbackTextArea } from './feedback-text-area';

/** Step 2 (25.6): general feedback, what the traveller liked most, what needs improvement. */
export function ThoughtsStep({ actorRef }: { actorRef: FeedbackWizardActorRef }) {
  return (
    <Stack gap="md">
      <FeedbackTextArea actorRef={actorRef} field="generalFeedback" />
      <FeedbackTextArea actorRef={actorRef} field="likedMost" />
      <FeedbackTextArea actorRef={actorRef} field="needsImprovement" />
    </Stack>
  );
}
