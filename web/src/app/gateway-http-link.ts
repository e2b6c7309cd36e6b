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
 * token.
 */
export function createGatewayHttpLink(uri = '/graphql'): ApolloLink {
  return new UploadHttpLink({
    uri,
    credentials: 'include',
    headers: { ...CSRF_PREFLIGHT_HEADERS },
  });
}
