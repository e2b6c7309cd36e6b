import { Checkbox, Group, Slider, Stack, Text, TextInput } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import { RECOMMENDATION_MAX, RECOMMENDATION_MIN } from '@machines/feedback/constants';
import {
  selectContactEmailError,
  selectFeedbackAnswers,
  selectMoodMessage,
} from '@machines/feedback/feedback-wizard.machine';
import type { FeedbackWizardActorRef } from '@machines/feedback/feedback-wizard.machine';
import {
  ALLOW_CONTACT_LABEL,
  CONTACT_EMAIL_LABEL,
  CONTACT_EMAIL_PLACEHOLDER,
  RECOMMENDATION_HINT,
  RECOMMENDATION_LABEL,
} from '../constants';

const marks = Array.from({ length: RECOMMENDATION_MAX - RECOMMENDATION_MIN + 1 }, (_, index) => ({
  value: RECOMMENDATION_MIN + index,
  label: String(RECOMMENDATION_MIN + index),
}));

/**
 * Step 4 (25.9, 25.10): the 0–10 recommendation with its mood message, the optional contact e-mail
 * (checked once the field is left) and permission to get in touch.
 */
export function RecommendationStep({ actorRef }: { actorRef: FeedbackWizardActorRef }) {
  const answers = useSelector(actorRef, selectFeedbackAnswers);
  const mood = useSelector(actorRef, selectMoodMessage);
  const emailError = useSelector(actorRef, selectContactEmailError);
  const [emailLeft, setEmailLeft] = useState(false);
  const labelId = useId();
  const hintId = useId();

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Text id={labelId} fw={500}>
          {RECOMMENDATION_LABEL}
        </Text>
        <Text id={hintId} size="sm" c="dimmed">
          {RECOMMENDATION_HINT}
        </Text>
        <Slider
          min={RECOMMENDATION_MIN}
          max={RECOMMENDATION_MAX}
          step={1}
          marks={marks}
          value={answers.recommendationScore}
          onChange={(score) => actorRef.send({ type: 'feedback.scoreChanged', score })}
          thumbProps={{ 'aria-labelledby': labelId, 'aria-describedby': hintId }}
          label={null}
          mb="lg"
        />
        <Group gap="xs" aria-live="polite">
          <Text fw={700} size="xl">
            {answers.recommendationScore}
          </Text>
          <Text>{mood}</Text>
        </Group>
      </Stack>
      <TextInput
        type="email"
        label={CONTACT_EMAIL_LABEL}
        placeholder={CONTACT_EMAIL_PLACEHOLDER}
        value={answers.contactEmail}
        onChange={(event) =>
          actorRef.send({ type: 'feedback.emailChanged', email: event.currentTarget.value })
        }
        onBlur={() => setEmailLeft(true)}
        error={emailLeft ? emailError : null}
        autoComplete="email"
      />
      <Checkbox
        label={ALLOW_CONTACT_LABEL}
        checked={answers.allowContact}
        onChange={(event) =>
          actorRef.send({
            type: 'feedback.allowContactChanged',
            allowContact: event.currentTarget.checked,
          })
        }
      />
    </Stack>
  );
}
