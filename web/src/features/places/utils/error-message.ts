import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * The text to show for a failed request (spec 001 §8 "Server message text is shown when present,
 * else the fallback"): the gateway's GraphQL error message; network failures and anything else
 * get the fallback.
 */
export function errorMessageOf(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const message = error.errors.find((graphQLError) => graphQLError.message !== '')?.message;
    if (message) return message;
  }
  return fallback;
}
