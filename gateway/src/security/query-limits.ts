import { ApolloArmor } from '@escape.tech/graphql-armor';

type GraphQLArmorConfig = NonNullable<ConstructorParameters<typeof ApolloArmor>[0]>;

/**
 * Limits on the shape of a GraphQL operation, checked while it is parsed and validated, so a
 * refused operation makes no REST call at all (issue 17: one request with 3,500 aliases made 3,500
 * REST calls). Each limit is the largest the web app's own operations reach, with room (measured by
 * query-limits.test.ts over every document in web/src/gql); docs/security.md gives the reasons.
 */
export const QUERY_LIMITS = {
  /** The web's operations use none; a few stay allowed for hand-written clients and tools. */
  maxAliases: 10,
  /**
   * The web's deepest operation, its fragments flattened, is 7 levels deep (the trip's memories:
   * trip › itineraryDays › activities › memories › photos › uploader › name).
   */
  maxDepth: 14,
  /** The web's costliest operations (the trip and its writes, armor's default weights) cost 400. */
  maxCost: 3_000,
  /** The web's longest operation, fragments included, has 135 tokens. */
  maxTokens: 1_000,
  /** The web's operations use none; @include/@skip stay possible. */
  maxDirectives: 10,
} as const;

/** The code every refusal carries (Apollo's, for an operation that fails validation). */
export const QUERY_LIMIT_ERROR_CODE = 'GRAPHQL_VALIDATION_FAILED';

export const queryLimitsConfig: GraphQLArmorConfig = {
  maxAliases: { n: QUERY_LIMITS.maxAliases, exposeLimits: true },
  maxDepth: { n: QUERY_LIMITS.maxDepth, flattenFragments: true, exposeLimits: true },
  costLimit: { maxCost: QUERY_LIMITS.maxCost, exposeLimits: true },
  maxTokens: { n: QUERY_LIMITS.maxTokens, exposeLimits: true },
  maxDirectives: { n: QUERY_LIMITS.maxDirectives, exposeLimits: true },
  // "Did you mean …" would name fields while introspection is off in production.
  blockFieldSuggestion: { enabled: true },
};

/** Apollo Server plugins and validation rules that enforce QUERY_LIMITS. */
export function queryLimitProtection() {
  const { plugins, validationRules } = new ApolloArmor(queryLimitsConfig).protect();
  return { plugins, validationRules };
}
