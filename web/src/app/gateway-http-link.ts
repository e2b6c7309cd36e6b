import type { ApolloLink } from '@apollo/client';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';

/**
 * The gateway's CSRF prevention (Apollo Server `csrfPrevention`) refuses "simple" requests, and a
 * multipart upload is one: every request carries this header, so uploads pass and nothing else
 * changes (gateway/src/schema/account/account.graphql, scalar Upload).
 */
export const CSRF_PREFLIGHT_HEADERS = { 'apollo-require-preflight': 'true' } as const;

/**
 * The terminating link to the gateway: a plain JSON POST, or a GraphQL multipart request when the
 * variables hold a File or Blob (sign-up and profile pictures). Cookies go along for the refresh
 * token. `headers`: the page worker's, which is not a browser (web/src/app/prerender-entry.tsx).
 */
export function createGatewayHttpLink(
  uri = '/graphql',
  headers: Record<string, string> = {},
): ApolloLink {
  return new UploadHttpLink({
    uri,
    credentials: 'include',
    headers: { ...headers, ...CSRF_PREFLIGHT_HEADERS },
  });
}
