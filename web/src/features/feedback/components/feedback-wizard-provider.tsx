import { useCallback } from 'react';
import type { ReactNode } from 'react';
import { FeedbackSlotProvider } from '@web/components/layout/feedback-slot';
import { useFeedbackWizard } from '../hooks/use-feedback-wizard';
import { FeedbackDialog } from './feedback-dialog';

/**
 * The feedback form for every page (spec 000 §2, §6: guests too): the top bar, the profile sheet and
 * the floating button open it through the layout's feedback slot.
 */
export function FeedbackWizardProvider({ children }: { children: ReactNode }) {
  const actorRef = useFeedbackWizard();
  const open = useCallback(() => actorRef.send({ type: 'feedback.open' }), [actorRef]);
  return (
    <FeedbackSlotProvider open={open}>
      {children}
      <FeedbackDialog actorRef={actorRef} />
    </FeedbackSlotProvider>
  );
}
