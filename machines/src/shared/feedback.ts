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
  /** A button in the toast (e.g. Undo) that sends `event` back to the machine. */
  action?: ToastAction;
  /** ms the toast stays (default: the toast area's); the machine's window for `action`. */
  durationMs?: number;
}

export interface ToastAction {
  label: string;
  event: { type: string; [key: string]: unknown };
}

export const toast = (
  kind: ToastKind,
  message: string,
  extra: Pick<ToastEmitted, 'action' | 'durationMs'> = {},
): ToastEmitted => ({ type: 'toast', kind, message, ...extra });
