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

/**
 * The server's message carried by a rejected effect, else the spec's fallback. Apollo's
 * `CombinedGraphQLErrors` carries the server message as `message`, so the app may reject with it as is.
 */
export function messageOr(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  if (typeof error === 'string' && error.trim() !== '') return error;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return fallback;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function extensionsCode(value: unknown): unknown {
  return isRecord(value) && isRecord(value['extensions']) ? value['extensions']['code'] : undefined;
}

/**
 * The code a rejected effect carries: its own `code` (a plain error or a GeolocationPositionError),
 * its GraphQL `extensions.code`, or the first GraphQL error's `extensions.code` (Apollo's
 * `CombinedGraphQLErrors.errors`). Read by shape, so machines/ imports no Apollo.
 */
export function errorCode(error: unknown): string | number | null {
  if (!isRecord(error)) return null;
  const candidates: unknown[] = [error['code'], extensionsCode(error)];
  const graphQLErrors = error['errors'];
  if (Array.isArray(graphQLErrors)) candidates.push(...graphQLErrors.map(extensionsCode));
  const found = candidates.find(
    (code): code is string | number => typeof code === 'string' || typeof code === 'number',
  );
  return found ?? null;
}
