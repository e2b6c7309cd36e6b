import { GraphQLError } from 'graphql';

/**
 * Every GraphQL error the gateway makes is made here: REST failures, and the refusals the gateway
 * makes itself before a REST call (inputRefusalError). The message is the REST server's own
 * `message` (the client shows it as is, spec 000 §8 "server message"); `extensions.code` says what
 * kind of failure it was, `extensions.upstreamStatus` which HTTP status the server answered.
 */
export type GatewayErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'UPSTREAM_TIMEOUT'
  | 'UPSTREAM_ERROR';

/** Gateway-made messages, for failures where the server gave none. */
export const gatewayMessages = {
  unreachable: 'The server could not be reached. Please try again.',
  timeout: (timeoutMs: number) =>
    `The server did not answer within ${Math.round(timeoutMs / 1000)} seconds. Please try again.`,
  unreadable: 'The server sent an answer the gateway could not read.',
  tooLarge: 'The server sent an answer too large to read.',
  failedWithStatus: (status: number) => `The server answered with status ${status}.`,
  /** Spec 000 §8 "Refresh failure": 'No access token in response'. */
  noAccessToken: 'No access token in response',
} as const;

/**
 * RESOLUTIONS "Status codes": 400 input, 401 token, 403 not allowed, 404 unknown id, 409 already
 * there (a taken user name, a member added twice: CONFLICT), 413/415/429 input.
 */
export function codeForStatus(status: number): GatewayErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if ([400, 413, 415, 422, 429].includes(status)) return 'BAD_USER_INPUT';
  return 'UPSTREAM_ERROR';
}

function gatewayError(
  message: string,
  code: GatewayErrorCode,
  upstreamStatus?: number,
  cause?: unknown,
): GraphQLError {
  return new GraphQLError(message, {
    extensions: upstreamStatus === undefined ? { code } : { code, upstreamStatus },
    originalError: cause instanceof Error ? cause : undefined,
  });
}

/** A user-facing message is one short line; a longer or multi-line one is stack trace or dump. */
export const USER_FACING_MESSAGE_MAX_LENGTH = 300;
const STACK_FRAME = /\bat\s+\S.*[:(]\d+:\d+\)?/;

/**
 * Whether an upstream `message` may reach the browser (issue 17: stack-trace lines were passed on).
 * The REST server's own messages (spec 000 §8) are one short sentence each.
 */
export function isUserFacing(message: string): boolean {
  return (
    message.trim() !== '' &&
    message.length <= USER_FACING_MESSAGE_MAX_LENGTH &&
    !/[\r\n]/.test(message) &&
    !STACK_FRAME.test(message)
  );
}

/**
 * The server answered with an error status. `serverMessage` is the body's `message` when the body
 * was `{ success: false, message }`; without it the status still decides the code (a 401 stays a
 * 401 for the client's refresh logic, whatever the body).
 */
export function upstreamStatusError(
  status: number,
  serverMessage: string | undefined,
): GraphQLError {
  const shown =
    serverMessage !== undefined && isUserFacing(serverMessage) ? serverMessage : undefined;
  return gatewayError(
    shown ?? gatewayMessages.failedWithStatus(status),
    codeForStatus(status),
    status,
  );
}

/** A success status whose body does not match the contract. */
export function unreadableAnswerError(status: number, cause?: unknown): GraphQLError {
  return gatewayError(gatewayMessages.unreadable, 'UPSTREAM_ERROR', status, cause);
}

export function upstreamTimeoutError(timeoutMs: number, cause?: unknown): GraphQLError {
  return gatewayError(gatewayMessages.timeout(timeoutMs), 'UPSTREAM_TIMEOUT', undefined, cause);
}

export function upstreamUnreachableError(cause?: unknown): GraphQLError {
  return gatewayError(gatewayMessages.unreachable, 'UPSTREAM_ERROR', undefined, cause);
}

/** An answer over the gateway's body cap (UPSTREAM_BODY_LIMIT_BYTES): not read to the end. */
export function upstreamTooLargeError(cause?: unknown): GraphQLError {
  return gatewayError(gatewayMessages.tooLarge, 'UPSTREAM_ERROR', undefined, cause);
}

/** A success answer that lacks what the call needs (e.g. refresh without a token). */
export function incompleteAnswerError(message: string): GraphQLError {
  return gatewayError(message, 'UPSTREAM_ERROR');
}

/**
 * Input the gateway refuses itself before any REST call (coordinates out of range, an upload of
 * the wrong type or size): BAD_USER_INPUT with the spec's text, as the REST server's 400s are.
 */
export function inputRefusalError(message: string): GraphQLError {
  return gatewayError(message, 'BAD_USER_INPUT');
}

/** True for the error upstreamTimeoutError makes (the image routes answer it with 504). */
export function isUpstreamTimeoutError(error: unknown): boolean {
  return error instanceof GraphQLError && error.extensions.code === 'UPSTREAM_TIMEOUT';
}
