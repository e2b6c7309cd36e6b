import { useSelector } from '@xstate/react';
import { lazy, useCallback } from 'react';
import type { ReactNode } from 'react';
import { selectFeedbackOpen } from '@machines/feedback/feedback-wizard.machine';
import { FeedbackSlotProvider } from '@web/components/layout/feedback-slot';
import { LazyOnFirstOpen } from '@web/components/lazy-dialog/lazy-on-first-open';
import { useFeedbackWizard } from '../hooks/use-feedback-wizard';

// Loaded when first opened (LazyOnFirstOpen): most visits never open it (issue 19).
const FeedbackDialog = lazy(() =>
  import('./feedback-dialog').then((module) => ({ default: module.FeedbackDialog })),
);

/**
 * The feedback form for every page (spec 000 §2, §6: guests too): the top bar, the profile sheet and
 * the floating button open it through the layout's feedback slot.
 */
export function FeedbackWizardProvider({ children }: { children: ReactNode }) {
  const actorRef = useFeedbackWizard();
  const opened = useSelector(actorRef, selectFeedbackOpen);
  const open = useCallback(() => actorRef.send({ type: 'feedback.open' }), [actorRef]);
  return (
    <FeedbackSlotProvider open={open}>
      {children}
      <LazyOnFirstOpen opened={opened}>
        {(dialogOpened) => <FeedbackDialog actorRef={actorRef} opened={dialogOpened} />}
      </LazyOnFirstOpen>
    </FeedbackSlotProvider>
  );
}
