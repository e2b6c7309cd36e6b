import type {
  ApolloClient,
  DocumentNode,
  ErrorLike,
  OperationVariables,
  TypedDocumentNode,
  WatchQueryFetchPolicy,
} from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import type { QueryFamily } from '@machines/query-freshness/constants';
import {
  isRetryableFailure,
  retriesOf,
  retryDelayMs,
} from '@machines/query-freshness/query-freshness';
import type { CachePlan } from '@machines/query-freshness/query-freshness';
import { queryFailureKindOf } from './query-failure';
import { evictQueryAnswer, queryFreshnessOf, queryKeyOf } from './query-freshness';
import { useQueryRetries } from './use-query-retries';

/** `variables` is required when the query has required variables, as with `useQuery`. */
export type FreshQueryOptions<TVariables extends OperationVariables> = {
  /** Which of the spec's cache rules apply (fresh and kept times, retries). */
  freshness: QueryFamily;
  skip?: boolean;
  /**
   * An answer with data and errors (a field that failed alone) keeps its data beside the error
   * (errorPolicy 'all'); without this option it is a failure like any other.
   * - 'retry': retried like any failure (the trip page: its member cards);
   * - 'final': not retried, since retrying would fetch every other section again (the home); the
   *   caller reads which sections failed from `error`.
   */
  partialAnswers?: 'retry' | 'final';
} & (Record<string, never> extends TVariables
  ? { variables?: TVariables }
  : { variables: TVariables });

/** How each plan reads Apollo's cache when the query starts. */
const fetchPolicyByPlan: Record<CachePlan, WatchQueryFetchPolicy> = {
  serveCached: 'cache-first',
  serveCachedAndRevalidate: 'cache-and-network',
  evictAndFetch: 'network-only',
};

/**
 * How the query starts: the cache plan, and a prefetch's failure it takes over as its first try.
 * `handed` is null once the screen's own query runs; `priorTries` stays, as the tries the
 * prefetch used up.
 */
interface QueryStart {
  key: string | null;
  plan: CachePlan;
  handed: { error: ErrorLike; retryAt: number } | null;
  priorTries: number;
}

/**
 * Decides how the query starts, once per start (mount, other variables, skip lifted): a screen that
 * stays open keeps its data however old it gets, as in the spec's query cache. An expired answer
 * is evicted here, before Apollo reads the cache for the new start. With no answer to show, a
 * prefetch of the same query that just failed (the route's loader) counts as the first try: the
 * screen's own request is the retry, due when the prefetch's would have been, so a visit sends no
 * more requests than the screen alone would, and a final failure (a 404) shows with none.
 */
function startQuery(
  client: ApolloClient,
  query: DocumentNode,
  variables: OperationVariables | undefined,
  family: QueryFamily,
  key: string | null,
): QueryStart {
  const freshness = queryFreshnessOf(client);
  // Skipped, or a client without the rules (unit tests): Apollo's own cache-first.
  if (key === null || !freshness) return { key, plan: 'serveCached', handed: null, priorTries: 0 };
  const now = freshness.now();
  const plan = freshness.registry.planFor(key, family, now);
  if (plan === 'evictAndFetch') {
    evictQueryAnswer(client.cache, query, variables);
    freshness.registry.forget(key);
  }
  const failed = freshness.registry.failedPrefetchFor(key, now);
  if (failed === undefined || freshness.registry.lastFetchedAt(key) !== undefined) {
    return { key, plan, handed: null, priorTries: 0 };
  }
  return {
    key,
    plan,
    handed: { error: errorLikeOf(failed.error), retryAt: failed.at + retryDelayMs(0) },
    priorTries: 1,
  };
}

/** Apollo's errors are `Error`s; anything else thrown is wrapped so the screen can show it. */
const errorLikeOf = (error: unknown): ErrorLike =>
  error instanceof Error ? error : new Error(String(error));

/**
 * `useQuery` with the spec's cache rules (spec 000 §9, 001 §9; machines/src/query-freshness):
 * - fresh: served from the cache, no request;
 * - stale but kept: the cached data is shown while it is fetched again in the background;
 * - past its kept time: evicted, then fetched (the screen shows its loading state);
 * - failures are retried as the family says, the screen staying in its loading state meanwhile:
 *   `error` is only set once the failure is final.
 * After the first answer the query reads the cache (mutations' updates show, no extra requests).
 * Window focus never refetches (the client has no refetch-on-focus; see `createApolloClient`).
 */
export function useFreshQuery<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  freshQueryOptions: FreshQueryOptions<TVariables>,
) {
  const { freshness: family, skip = false, partialAnswers } = freshQueryOptions;
  // Either branch of the options type has it; TypeScript cannot see that for a generic TVariables.
  const { variables } = freshQueryOptions as { variables?: TVariables };
  const client = useApolloClient();
  const key = skip ? null : queryKeyOf(query, variables);
  const [start, setStart] = useState(() => startQuery(client, query, variables, family, key));
  let current = start;
  if (start.key !== key) {
    // Storing information from previous renders (react.dev): a new start with other variables.
    current = startQuery(client, query, variables, family, key);
    setStart(current);
  }
  const { plan, handed, priorTries } = current;
  const fetchPolicy = fetchPolicyByPlan[plan];

  // Cast: for a generic TVariables TypeScript resolves neither `VariablesOption` nor useQuery's
  // overloads; callers' variables are checked by `FreshQueryOptions`.
  const options = {
    variables,
    // Until the handed-over failure's retry is due, the screen's own query waits.
    skip: skip || handed !== null,
    errorPolicy: partialAnswers ? 'all' : undefined,
    fetchPolicy,
    // Apollo reverts to this when the variables change; the plan for the new ones holds instead.
    initialFetchPolicy: fetchPolicy,
    nextFetchPolicy: 'cache-first',
  } as useQuery.Options<TData, TVariables>;
  const result = useQuery<TData, TVariables>(query, options);

  const retries = retriesOf(family);
  const shouldRetry = (error: ErrorLike) =>
    !(partialAnswers === 'final' && result.data !== undefined) &&
    isRetryableFailure(family, queryFailureKindOf(error));
  const { failed } = useQueryRetries({
    error: result.error,
    // With errorPolicy 'all' a failed try resolves with its error: it must still count as failed.
    refetch: () =>
      result.refetch().then((answer) => {
        if (answer.error) throw answer.error;
        return answer;
      }),
    retries,
    retriesDone: priorTries,
    shouldRetry,
  });

  // The handed-over failure: retried by the screen's own query when due, or final at once.
  const handedIsFinal = handed !== null && !(retries > 0 && shouldRetry(handed.error));
  const runOwnQuery = useCallback(
    () =>
      setStart((previous) => (previous.handed === null ? previous : { ...previous, handed: null })),
    [],
  );
  useEffect(() => {
    if (handed === null || handedIsFinal) return;
    const freshness = queryFreshnessOf(client);
    const waitMs = Math.max(0, handed.retryAt - (freshness?.now() ?? Date.now()));
    const timer = setTimeout(runOwnQuery, waitMs);
    return () => clearTimeout(timer);
  }, [client, handed, handedIsFinal, runOwnQuery]);
  // "Try again" on a final handed-over failure runs the screen's own query; its outcome shows.
  const refetchAfterHanded = useCallback(() => {
    runOwnQuery();
    return Promise.resolve();
  }, [runOwnQuery]);

  if (handed !== null) {
    // Cast: Apollo's refetch resolves with the new answer, which this start has none of until its
    // own query runs; screens only call refetch to ask again (`void refetch().catch(...)`).
    return {
      ...result,
      loading: !handedIsFinal,
      error: handedIsFinal ? handed.error : undefined,
      refetch: refetchAfterHanded as unknown as typeof result.refetch,
    };
  }
  const retrying = result.error !== undefined && !failed;
  return {
    ...result,
    loading: result.loading || retrying,
    error: failed ? result.error : undefined,
  };
}
