import { useSelector } from '@xstate/react';
import { lazy, Suspense, useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import { selectFeedbackOpen } from '@machines/feedback/feedback-wizard.machine';
import { FeedbackSlotProvider } from '@web/components/layout/feedback-slot';
import { useFeedbackWizard } from '../hooks/use-feedback-wizard';

// Loaded when first opened: most visits never open it, and the first view then carries no form code
// (issue 19). Kept mounted afterwards so closing animates and gives focus back.
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
  const [wasOpened, setWasOpened] = useState(false);
  if (opened && !wasOpened) setWasOpened(true);
  const open = useCallback(() => actorRef.send({ type: 'feedback.open' }), [actorRef]);
  return (
    <FeedbackSlotProvider open={open}>
      {children}
      {wasOpened && (
        <Suspense fallback={null}>
          <FeedbackDialog actorRef={actorRef} />
        </Suspense>
      )}
    </FeedbackSlotProvider>
  );
}
