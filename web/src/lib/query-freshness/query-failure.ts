import type { ErrorLike } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { QueryFailureKind } from '@machines/query-freshness/constants';
import { SESSION_EXPIRED } from '@machines/session/constants';

/** The gateway's `extensions.code` for the REST statuses that matter to retrying (gateway/src/rest/errors.ts). */
const kindByCode: Record<string, QueryFailureKind> = {
  UNAUTHENTICATED: 'unauthorized',
  FORBIDDEN: 'forbidden',
  NOT_FOUND: 'notFound',
};
const kindByStatus: Record<number, QueryFailureKind> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
};

/**
 * How a query failed, for the retry rules: the gateway's error code, a plain HTTP status, or the
 * session link's "Session expired" (the session could not be renewed after a 401).
 */
export function queryFailureKindOf(error: ErrorLike): QueryFailureKind {
  if (CombinedGraphQLErrors.is(error)) {
    for (const graphQLError of error.errors) {
      const code = graphQLError.extensions?.code;
      const kind = typeof code === 'string' ? kindByCode[code] : undefined;
      if (kind) return kind;
    }
    return 'other';
  }
  if (ServerError.is(error)) return kindByStatus[error.statusCode] ?? 'other';
  if (error.message === SESSION_EXPIRED) return 'unauthorized';
  return 'other';
}
