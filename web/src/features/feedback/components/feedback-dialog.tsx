import { Button, Group, Modal, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { FEEDBACK_STEP_COUNT } from '@machines/feedback/constants';
import {
  selectCanGoBack,
  selectCanGoNext,
  selectCanSubmit,
  selectFeedbackPhase,
  selectFeedbackStep,
} from '@machines/feedback/feedback-wizard.machine';
import type { FeedbackWizardActorRef } from '@machines/feedback/feedback-wizard.machine';
import { useIsDesktop } from '@web/components/layout/use-is-desktop';
import {
  CLOSE_FEEDBACK_LABEL,
  FEEDBACK_DIALOG_TITLE,
  NEXT_LABEL,
  PREVIOUS_LABEL,
  STEP_OF,
  STEP_TITLES,
  SUBMIT_LABEL,
  THANK_YOU_TEXT,
  THANK_YOU_TITLE,
} from '../constants';
import { FeatureStep } from './feature-step';
import { RatingStep } from './rating-step';
import { RecommendationStep } from './recommendation-step';
import { ThoughtsStep } from './thoughts-step';

const STEP_VIEWS = [RatingStep, ThoughtsStep, FeatureStep, RecommendationStep] as const;

/**
 * The four-step feedback form (spec 000 §2 "Feedback form", §4): a progress bar of step/4, the step,
 * and Previous / Next / Submit (25.11). Full screen below the 768 px breakpoint.
 */
/** `opened` is the wizard's, handed on by the provider once the dialog has mounted. */
export function FeedbackDialog({
  actorRef,
  opened,
}: {
  actorRef: FeedbackWizardActorRef;
  opened: boolean;
}) {
  const isDesktop = useIsDesktop();
  const phase = useSelector(actorRef, selectFeedbackPhase);
  const close = () => actorRef.send({ type: 'feedback.close' });
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={FEEDBACK_DIALOG_TITLE}
      closeButtonProps={{ 'aria-label': CLOSE_FEEDBACK_LABEL }}
      fullScreen={!isDesktop}
      size="lg"
      centered
    >
      {phase === 'thankYou' ? <ThankYou /> : <WizardStep actorRef={actorRef} />}
    </Modal>
  );
}

function WizardStep({ actorRef }: { actorRef: FeedbackWizardActorRef }) {
  const step = useSelector(actorRef, selectFeedbackStep);
  const canGoBack = useSelector(actorRef, selectCanGoBack);
  const canGoNext = useSelector(actorRef, selectCanGoNext);
  const canSubmit = useSelector(actorRef, selectCanSubmit);
  const submitting = useSelector(
    actorRef,
    (snapshot) => selectFeedbackPhase(snapshot) === 'submitting',
  );
  const heading = useStepFocus(step);
  const StepView = STEP_VIEWS[step - 1] ?? RatingStep;
  const percent = (step / FEEDBACK_STEP_COUNT) * 100;
  const isLast = step === FEEDBACK_STEP_COUNT;

  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {STEP_OF(step, FEEDBACK_STEP_COUNT)}
          </Text>
          <Text size="sm" c="dimmed">
            {percent}%
          </Text>
        </Group>
        <Progress.Root size="sm">
          <Progress.Section value={percent} aria-label={STEP_OF(step, FEEDBACK_STEP_COUNT)} />
        </Progress.Root>
      </Stack>
      <Title order={3} ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
        {STEP_TITLES[step - 1]}
      </Title>
      <StepView actorRef={actorRef} />
      <Group justify="space-between">
        <Button
          variant="default"
          disabled={!canGoBack}
          onClick={() => actorRef.send({ type: 'feedback.previous' })}
        >
          {PREVIOUS_LABEL}
        </Button>
        {isLast ? (
          <Button
            disabled={!canSubmit && !submitting}
            loading={submitting}
            onClick={() => actorRef.send({ type: 'feedback.submit' })}
          >
            {SUBMIT_LABEL}
          </Button>
        ) : (
          <Button disabled={!canGoNext} onClick={() => actorRef.send({ type: 'feedback.next' })}>
            {NEXT_LABEL}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** After a step change, the new step's heading takes the focus, so a screen reader reads it out. */
function useStepFocus(step: number) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    heading.current?.focus();
  }, [step]);
  return heading;
}

function ThankYou() {
  return (
    <Stack align="center" ta="center" gap="sm" py="xl" role="status">
      <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
        <IconHeartHandshake size={32} />
      </ThemeIcon>
      <Title order={3}>{THANK_YOU_TITLE}</Title>
      <Text c="dimmed">{THANK_YOU_TEXT}</Text>
    </Stack>
  );
}
