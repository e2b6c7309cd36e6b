/**
 * Which text a failed operation keeps and which it shows (spec 000 §8 "Trip operation failure:
 * the server message, else the error message"; 001 §8 "Server message text is shown when present,
 * else the fallback").
 *
 * The server's message is read by shape, so machines/ imports no Apollo: a REST answer's
 * `response.data.message`, a GraphQL error's message (Apollo's `CombinedGraphQLErrors.errors`), or a
 * plain `Error`/string (the project's effects reject with the server's message as is). Any other
 * error (a `TypeError` from fetch, an abort, Apollo's `ServerError`) carries only "the error message":
 * it is stored, but the toast shows the fallback rather than a transport text.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

function firstMessage(errors: unknown): string | null {
  if (!Array.isArray(errors)) return null;
  for (const error of errors) {
    const message = isRecord(error) ? text(error['message']) : null;
    if (message !== null) return message;
  }
  return null;
}

/** The server's own message, or null when the error did not come from the server's answer. */
export function serverMessageOf(error: unknown): string | null {
  if (typeof error === 'string') return text(error);
  if (!isRecord(error)) return null;
  const response = error['response'];
  const data = isRecord(response) ? response['data'] : undefined;
  const restMessage = isRecord(data) ? text(data['message']) : null;
  if (restMessage !== null) return restMessage;
  const graphQLMessage = firstMessage(error['errors']) ?? firstMessage(error['graphQLErrors']);
  if (graphQLMessage !== null) return graphQLMessage;
  // A plain Error: the app's effects reject with the server's message this way.
  if (error instanceof Error && error.constructor === Error) return text(error.message);
  return null;
}

/** Stored per operation: the server message, else the error message, else the fallback. */
export function storedErrorMessage(error: unknown, fallback: string): string {
  return serverMessageOf(error) ?? (isRecord(error) ? text(error['message']) : null) ?? fallback;
}

/**
 * What the user is shown for a failed request, in a toast or beside a form: the server message, else
 * the spec's fallback. The one error-to-text helper of every layer that shows errors (web included).
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  return serverMessageOf(error) ?? fallback;
}

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
