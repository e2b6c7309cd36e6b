/**
 * How the account machines talk back to the screen (spec 001 §8 "Toast area", "Server message text is
 * shown when present, else the fallback").
 *
 * - Texts the spec calls toasts are emitted as `toast` events: the app listens with
 *   `actorRef.on('toast', ({ kind, message }) => ...)` and shows them in the toast area.
 * - Errors shown beside a form (inline) live in the machine's `context.error` until the next edit.
 */

/** The spec's notification types (spec 001 §3 "Notification"). */
export type ToastKind = 'success' | 'error' | 'info' | 'warning';

/** Emitted by the account machines; never stored, so a toast shows once. */
export interface ToastEmitted {
  type: 'toast';
  kind: ToastKind;
  message: string;
}

export const toast = (kind: ToastKind, message: string): ToastEmitted => ({
  type: 'toast',
  kind,
  message,
});
