// What the page benches share: a GraphQL client that counts the browser → gateway requests it
// sends, and the mock API's request log, which shows the gateway → REST calls they caused.
import { mockControlPaths, requestLogResponse } from '@contract/mock-control';
import type { RequestLogEntry } from '@contract/mock-control';

export interface CountingGraphqlClient {
  /** Browser → gateway GraphQL requests sent so far. */
  readonly requestsSent: number;
  request<Data>(query: string, variables?: Record<string, unknown>): Promise<Data>;
}

/** Sends GraphQL to the gateway as the browser does, signed in when given an access token. */
export function countingGraphqlClient(
  gatewayUrl: string,
  accessToken?: string,
): CountingGraphqlClient {
  let requestsSent = 0;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  return {
    get requestsSent() {
      return requestsSent;
    },
    async request<Data>(query: string, variables: Record<string, unknown> = {}) {
      requestsSent += 1;
      const response = await fetch(`${gatewayUrl}/graphql`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data?: Data; errors?: { message: string }[] };
      if (!body.data || body.errors) {
        throw new Error(`GraphQL failed: ${JSON.stringify(body.errors ?? body)}`);
      }
      return body.data;
    },
  };
}

export async function requestLog(mockApiUrl: string): Promise<RequestLogEntry[]> {
  const response = await fetch(`${mockApiUrl}${mockControlPaths.requests}`);
  return requestLogResponse.parse(await response.json());
}

/** "GET /api/v1/x" for each call, without query strings. */
export function describeCalls(calls: readonly RequestLogEntry[], separator: string): string {
  return calls.map((call) => `${call.method} ${call.path.split('?')[0] ?? ''}`).join(separator);
}
