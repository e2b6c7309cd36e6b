import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import type { SessionTokens } from '@machines/session/session-tokens';
import { createGatewayHttpLink } from './gateway-http-link';
import { createSessionLink } from './session-link';
import {
  bindQueryFreshness,
  createQueryFreshness,
  createQueryFreshnessLink,
} from '@web/lib/query-freshness/query-freshness';
import type { QueryFreshness } from '@web/lib/query-freshness/query-freshness';

export interface ApolloClientOptions {
  /** The session's tokens (`sessionTokensOf(session)`; a guest's in some tests). */
  session: SessionTokens;
  /**
   * The link that sends the request; tests pass a fake. Defaults to HTTP to the gateway (multipart
   * when the variables hold files).
   */
  terminatingLink?: ApolloLink;
  /** The query cache rules' fetch times and clock (spec 000 §9, 001 §9); tests pass their own. */
  freshness?: QueryFreshness;
  /**
   * A render on the server (the gateway's page worker): each query is asked for once, however its
   * fetch policy would ask again (Apollo's SSR mode).
   */
  ssrMode?: boolean;
}

export function createApolloClient({
  session,
  terminatingLink,
  freshness = createQueryFreshness(),
  ssrMode = false,
}: ApolloClientOptions): ApolloClient {
  const client = new ApolloClient({
    ssrMode,
    link: ApolloLink.from([
      // Outermost: it sees the final answer, after the one retry of a 401.
      createQueryFreshnessLink(freshness),
      createSessionLink(session),
      terminatingLink ?? createGatewayHttpLink(),
    ]),
    cache: new InMemoryCache(),
    // Spec 001 §9 "no refetch on window focus": Apollo refetches on focus only through a
    // `refetchEventManager`, and this client has none. Adding one needs `refetchOn: { windowFocus:
    // false }` in defaultOptions.watchQuery.
  });
  bindQueryFreshness(client, freshness);
  return client;
}
