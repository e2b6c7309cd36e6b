import { useEffect } from 'react';
import type { ToastEmitted } from '@machines/shared/feedback';
import { showToast } from './show-toast';

/** What the account machines' actors offer: `on('toast', ...)` (machines/src/shared/feedback.ts). */
interface ToastEmitter {
  on(type: 'toast', handler: (event: ToastEmitted) => void): { unsubscribe(): void };
}

/** Shows the toasts a machine emits in the toast area, for as long as the component is mounted. */
export function useToastEvents(actorRef: ToastEmitter): void {
  useEffect(() => {
    const subscription = actorRef.on('toast', ({ kind, message }) =>
      showToast({ type: kind, message }),
    );
    return () => subscription.unsubscribe();
  }, [actorRef]);
}
