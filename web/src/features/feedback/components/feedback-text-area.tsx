import { Textarea } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { FEEDBACK_TEXT_MAX_LENGTH } from '@machines/feedback/constants';
import type { FeedbackTextField } from '@machines/feedback/feedback-answers';
import { selectFeedbackAnswers } from '@machines/feedback/feedback-wizard.machine';
import type { FeedbackWizardActorRef } from '@machines/feedback/feedback-wizard.machine';
import { TEXT_LABELS, TEXT_PLACEHOLDERS } from '../constants';

/** One of the form's free texts (25.6, 25.7), capped at what the server takes. */
export function FeedbackTextArea({
  actorRef,
  field,
}: {
  actorRef: FeedbackWizardActorRef;
  field: FeedbackTextField;
}) {
  const text = useSelector(actorRef, (snapshot) => selectFeedbackAnswers(snapshot)[field]);
  return (
    <Textarea
      label={TEXT_LABELS[field]}
      placeholder={TEXT_PLACEHOLDERS[field]}
      value={text}
      onChange={(event) =>
        actorRef.send({ type: 'feedback.textChanged', field, text: event.currentTarget.value })
      }
      maxLength={FEEDBACK_TEXT_MAX_LENGTH}
      autosize
      minRows={3}
      maxRows={8}
    />
  );
}
