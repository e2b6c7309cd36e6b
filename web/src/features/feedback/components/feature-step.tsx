import { Select, Stack } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { BUG_SEVERITIES, FEEDBACK_FEATURES } from '@machines/feedback/constants';
import type { BugSeverity, FeedbackFeature } from '@machines/feedback/constants';
import {
  selectFeedbackAnswers,
  selectShowsSeverity,
} from '@machines/feedback/feedback-wizard.machine';
import type { FeedbackWizardActorRef } from '@machines/feedback/feedback-wizard.machine';
import {
  FEATURE_LABELS,
  MOST_WANTED_LABEL,
  MOST_WANTED_PLACEHOLDER,
  SEVERITY_LABEL,
  SEVERITY_LABELS,
  SEVERITY_PLACEHOLDER,
} from '../constants';
import { FeedbackTextArea } from './feedback-text-area';

const featureOptions = FEEDBACK_FEATURES.map((value) => ({ value, label: FEATURE_LABELS[value] }));
const severityOptions = BUG_SEVERITIES.map((value) => ({ value, label: SEVERITY_LABELS[value] }));

const isFeature = (value: string | null): value is FeedbackFeature =>
  FEEDBACK_FEATURES.some((feature) => feature === value);
const isSeverity = (value: string | null): value is BugSeverity =>
  BUG_SEVERITIES.some((severity) => severity === value);

/**
 * Step 3 (25.7, 25.8): feature requests, the most-wanted feature, a bug report, and its severity,
 * which appears only once the report has text.
 */
export function FeatureStep({ actorRef }: { actorRef: FeedbackWizardActorRef }) {
  const answers = useSelector(actorRef, selectFeedbackAnswers);
  const showsSeverity = useSelector(actorRef, selectShowsSeverity);
  return (
    <Stack gap="md">
      <FeedbackTextArea actorRef={actorRef} field="featureRequests" />
      <Select
        label={MOST_WANTED_LABEL}
        placeholder={MOST_WANTED_PLACEHOLDER}
        data={featureOptions}
        value={answers.mostWantedFeature}
        onChange={(value) =>
          actorRef.send({
            type: 'feedback.featureChosen',
            feature: isFeature(value) ? value : null,
          })
        }
        clearable
        allowDeselect
      />
      <FeedbackTextArea actorRef={actorRef} field="bugReport" />
      {showsSeverity && (
        <Select
          label={SEVERITY_LABEL}
          placeholder={SEVERITY_PLACEHOLDER}
          data={severityOptions}
          value={answers.bugSeverity}
          onChange={(value) =>
            actorRef.send({
              type: 'feedback.severityChosen',
              severity: isSeverity(value) ? value : null,
            })
          }
          clearable
          allowDeselect
        />
      )}
    </Stack>
  );
}
