import type { z } from 'zod';

/**
 * How a refused request is answered (RESOLUTIONS "Status codes"): the first issue of its request schema
 * gives the message (the schemas carry the spec's texts), and the status is 400 unless the issue asks
 * for another one (`params.status`, e.g. 409 for a place already in the trip). The one mapping from zod
 * issues to answers, used by the mock and available to the gateway.
 */
export interface RequestError {
  status: number;
  message: string;
}

/** A custom issue's params asking for a status other than 400. */
export const withStatus = (status: number) => ({ status });

export function requestErrorOf(error: z.ZodError): RequestError {
  const [issue] = error.issues;
  const params =
    issue && 'params' in issue ? (issue.params as { status?: unknown } | undefined) : undefined;
  const status = typeof params?.status === 'number' ? params.status : 400;
  return { status, message: issue?.message ?? 'Invalid request' };
}

/**
 * A query string (URLSearchParams, or any list of name-value pairs) as the object its schema parses:
 * each name's first value, as URLSearchParams.get answers it.
 */
export function queryObject(query: Iterable<[string, string]>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of query) values[name] ??= value;
  return values;
}
