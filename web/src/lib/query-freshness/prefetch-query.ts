import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { QueryFamily } from '@machines/query-freshness/constants';
import { queryFreshnessOf, queryKeyOf } from './query-freshness';

/** `variables` is required when the query has required variables, as with `useFreshQuery`. */
export type PrefetchOptions<TVariables extends OperationVariables> = {
  /** Which of the spec's cache rules judge the answer on record. */
  freshness: QueryFamily;
} & (Record<string, never> extends TVariables
  ? { variables?: TVariables }
  : { variables: TVariables });

/** `skippedFresh`: the answer on record was fresh, nothing was sent. */
export type PrefetchOutcome = 'skippedFresh' | 'fetched' | 'failed';

/**
 * Loads a query's answer into the cache before a screen asks for it (spec 000 §7 "prefetches
 * highlights and the trips list"). The freshness link records the answer's time like any other, so
 * the screen that opens next finds it fresh and sends nothing; the same query already in flight is
 * shared (Apollo's deduplication), never sent twice.
 *
 * Silent: a failure is not shown, not logged as an error and not retried (as a query library's
 * prefetch, which defaults to no retry). The screen that needs the data retries and reports for
 * itself, with the rules of its family; one that opens within the first retry's pause (a route's
 * loader, then its page) takes the failure as its own first try (`useFreshQuery`), so a visit sends
 * no more requests than the screen alone would.
 */
export async function prefetchQuery<TData, TVariables extends OperationVariables>(
  client: ApolloClient,
  query: TypedDocumentNode<TData, TVariables>,
  options: PrefetchOptions<TVariables>,
): Promise<PrefetchOutcome> {
  // Either branch of the options type has it; TypeScript cannot see that for a generic TVariables.
  const { variables } = options as { variables?: TVariables };
  const freshness = queryFreshnessOf(client);
  const key = queryKeyOf(query, variables);
  if (freshness?.registry.freshnessOf(key, options.freshness, freshness.now()) === 'fresh') {
    return 'skippedFresh';
  }
  try {
    // Cast: for a generic TVariables TypeScript cannot pick `client.query`'s overload; callers'
    // variables are checked by `PrefetchOptions`.
    await client.query({
      query,
      variables,
      fetchPolicy: 'network-only',
    } as ApolloClient.QueryOptions<TData, TVariables>);
    return 'fetched';
  } catch (error) {
    // A partial answer is not handed over: its screen shows what did come (useFreshQuery's
    // `partialAnswers`), which only its own request brings.
    if (!isPartialAnswer(error)) {
      freshness?.registry.recordFailedPrefetch(key, error, freshness.now());
    }
    return 'failed';
  }
}

/** GraphQL errors beside data: at least one of the query's fields answered. */
const isPartialAnswer = (error: unknown) =>
  CombinedGraphQLErrors.is(error) &&
  Object.values(error.data ?? {}).some((field) => field !== null && field !== undefined);
