import { useEffect } from 'react';
import type { ToastAction, ToastEmitted } from '@machines/shared/feedback';
import { showToast } from './show-toast';

/** What the account machines' actors offer: `on('toast', ...)` (machines/src/shared/feedback.ts). */
interface ToastEmitter {
  on(type: 'toast', handler: (event: ToastEmitted) => void): { unsubscribe(): void };
  /** Where a toast's action (e.g. Undo) sends its event back. */
  send(event: ToastAction['event']): void;
}

/** Shows the toasts a machine emits in the toast area, for as long as the component is mounted. */
export function useToastEvents(actorRef: ToastEmitter): void {
  useEffect(() => {
    const subscription = actorRef.on('toast', ({ kind, message, action, durationMs }) =>
      showToast({
        type: kind,
        message,
        ...(durationMs === undefined ? {} : { duration: durationMs }),
        ...(action === undefined
          ? {}
          : { action: { label: action.label, onPress: () => actorRef.send(action.event) } }),
      }),
    );
    return () => subscription.unsubscribe();
  }, [actorRef]);
}
