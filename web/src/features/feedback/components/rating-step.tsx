import { Stack } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { RATING_FIELDS } from '@machines/feedback/feedback-answers';
import { selectFeedbackAnswers } from '@machines/feedback/feedback-wizard.machine';
import type { FeedbackWizardActorRef } from '@machines/feedback/feedback-wizard.machine';
import { RATING_LABELS } from '../constants';
import { StarRatingField } from './star-rating-field';

/** Step 1 (25.3): four star ratings; Next waits for all four (25.4). */
export function RatingStep({ actorRef }: { actorRef: FeedbackWizardActorRef }) {
  const answers = useSelector(actorRef, selectFeedbackAnswers);
  return (
    <Stack gap="md">
      {RATING_FIELDS.map((field) => (
        <StarRatingField
          key={field}
          label={RATING_LABELS[field]}
          value={answers[field]}
          onChange={(rating) => actorRef.send({ type: 'feedback.rated', field, rating })}
        />
      ))}
    </Stack>
  );
}
