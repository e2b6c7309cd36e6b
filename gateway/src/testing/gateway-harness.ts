import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GatewayOptions } from '../server';
import { createGateway } from '../server';

/** Test support: a gateway on a random localhost port, driven over real HTTP with fetch. */

export interface GraphqlError {
  message: string;
  extensions?: { code?: string; upstreamStatus?: number; stacktrace?: string[] };
}

export interface GraphqlAnswer<Data> {
  status: number;
  data: Data | null | undefined;
  errors: GraphqlError[] | undefined;
  /** Every Set-Cookie line of the gateway's answer, kept apart. */
  setCookies: string[];
  headers: Headers;
}

export interface RunningGateway {
  url: string;
  graphql<Data = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GraphqlAnswer<Data>>;
  stop(): Promise<void>;
}

export async function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  const gateway = await createGateway(options);
  const server = createServer(gateway.handleRequest).listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    async graphql<Data>(
      query: string,
      variables: Record<string, unknown> = {},
      headers: Record<string, string> = {},
    ): Promise<GraphqlAnswer<Data>> {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data?: Data | null; errors?: GraphqlError[] };
      return {
        status: response.status,
        data: body.data,
        errors: body.errors,
        setCookies: response.headers.getSetCookie(),
        headers: response.headers,
      };
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await gateway.stop();
    },
  };
}

/** The `Cookie` header a browser would send back after these Set-Cookie lines (name=value pairs). */
export function cookieHeaderFrom(setCookies: string[]): string {
  return setCookies.map((line) => line.split(';')[0] ?? '').join('; ');
}

/** The value of one cookie among Set-Cookie lines, or undefined. */
export function cookieValue(setCookies: string[], name: string): string | undefined {
  for (const line of setCookies) {
    const [pair = ''] = line.split(';');
    const separator = pair.indexOf('=');
    if (pair.slice(0, separator).trim() === name) return pair.slice(separator + 1);
  }
  return undefined;
}
