import { ApolloLink } from '@apollo/client';
import type { ApolloCache, ApolloClient, DocumentNode, OperationVariables } from '@apollo/client';
import { getMainDefinition } from '@apollo/client/utilities';
import { Kind, OperationTypeNode, valueFromASTUntyped } from 'graphql';
import { tap } from 'rxjs';
import { QueryFetchRegistry, queryKey } from '@machines/query-freshness/query-freshness';

/**
 * The query cache rules (machines/src/query-freshness) bound to one Apollo client: the registry of
 * fetch times, filled by a link at the network boundary, so every answer from the server counts
 * (screens, `client.query`, refetches after a mutation) and nothing read from the cache does.
 */
export interface QueryFreshness {
  registry: QueryFetchRegistry;
  /** The clock in ms since the epoch (`Date.now`; tests use fake timers). */
  now: () => number;
}

export function createQueryFreshness(now: () => number = () => Date.now()): QueryFreshness {
  return { registry: new QueryFetchRegistry(), now };
}

/** The registry key of a query document and its variables. */
export function queryKeyOf(query: DocumentNode, variables: OperationVariables | undefined): string {
  const definition = getMainDefinition(query);
  return queryKey(definition.name?.value ?? '', variables ?? {});
}

/** Records the time of every query answer that came back without errors. */
export function createQueryFreshnessLink({ registry, now }: QueryFreshness): ApolloLink {
  return new ApolloLink((operation, forward) => {
    if (operation.operationType !== OperationTypeNode.QUERY) return forward(operation);
    const key = queryKeyOf(operation.query, operation.variables);
    return forward(operation).pipe(
      tap((result) => {
        if (!('errors' in result && result.errors?.length)) registry.recordFetch(key, now());
      }),
    );
  });
}

const bindings = new WeakMap<ApolloClient, QueryFreshness>();

/** Ties the rules to the client whose link records into them; a store reset forgets every time. */
export function bindQueryFreshness(client: ApolloClient, freshness: QueryFreshness): void {
  bindings.set(client, freshness);
  const forgetAll = async () => freshness.registry.clear();
  client.onClearStore(forgetAll);
  client.onResetStore(forgetAll);
}

/** Undefined for a client made without `createApolloClient` (some unit tests): no rules apply. */
export function queryFreshnessOf(client: ApolloClient): QueryFreshness | undefined {
  return bindings.get(client);
}

/**
 * Drops a query's answer from the cache: its top-level fields with these arguments, then whatever
 * only they referenced. Silent (no broadcast): screens that show the data keep it until new data is
 * written, rather than flashing empty; the query that evicts fetches at once.
 */
export function evictQueryAnswer(
  cache: ApolloCache,
  query: DocumentNode,
  variables: OperationVariables | undefined,
): void {
  for (const selection of getMainDefinition(query).selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) continue;
    const args = selection.arguments?.length
      ? Object.fromEntries(
          selection.arguments.map((argument) => [
            argument.name.value,
            valueFromASTUntyped(argument.value, variables),
          ]),
        )
      : undefined;
    cache.evict({ id: 'ROOT_QUERY', fieldName: selection.name.value, args, broadcast: false });
  }
  cache.gc();
}
