import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import type { HttpHandler } from 'msw';
import { messages } from './constants';
import { createMockControl, isApiPath } from './control';
import type { MockControl } from './control';
import { createMockDb } from './db/store';
import type { MockDb } from './db/store';
import { createHandlers } from './handlers';
import { createHandlerIndex } from './handler-index';
import { errorResponse } from './handlers/respond';

/**
 * The handler set over real HTTP (`npm run mock-api`, `npm start`, contract and e2e tests): a plain
 * node:http server turns each request into a Fetch Request and answers with msw's getResponse, given
 * only the handlers whose method and path match (handler-index.ts).
 */

export interface MockHttpServerOptions {
  /** 0 picks a free port. */
  port: number;
  /** Interface to listen on; default: all (IPv6 and IPv4 where available). */
  host?: string;
  /** Default: a fresh db from createMockDb() (env ACCESS_TOKEN_TTL_S, MOCK_DATA_FILE). */
  db?: MockDb;
  control?: MockControl;
  /** Overrides MOCK_LATENCY_MS. */
  latencyMs?: number;
}

export interface MockHttpServer {
  /** e.g. http://localhost:4010, no trailing slash. */
  url: string;
  port: number;
  db: MockDb;
  control: MockControl;
  close(): Promise<void>;
}

const BODYLESS_METHODS = new Set(['GET', 'HEAD']);

async function readBody(incoming: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function toFetchRequest(
  incoming: IncomingMessage,
  fallbackHost: string,
): Promise<Request> {
  const method = (incoming.method ?? 'GET').toUpperCase();
  const url = new URL(incoming.url ?? '/', `http://${incoming.headers.host ?? fallbackHost}`);
  const headers = new Headers();
  for (let index = 0; index + 1 < incoming.rawHeaders.length; index += 2) {
    const name = incoming.rawHeaders[index];
    const value = incoming.rawHeaders[index + 1];
    if (name !== undefined && value !== undefined) headers.append(name, value);
  }
  const init: RequestInit = { method, headers };
  if (!BODYLESS_METHODS.has(method)) {
    const body = await readBody(incoming);
    if (body.length > 0) init.body = new Uint8Array(body);
  }
  return new Request(url, init);
}

/** Writes a Fetch Response out; each Set-Cookie stays its own header line (getSetCookie keeps them apart). */
export async function writeFetchResponse(
  outgoing: ServerResponse,
  response: Response,
  method: string,
): Promise<void> {
  outgoing.statusCode = response.status;
  if (response.statusText) outgoing.statusMessage = response.statusText;
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') outgoing.setHeader(name, value);
  });
  const setCookies = response.headers.getSetCookie();
  if (setCookies.length > 0) outgoing.setHeader('set-cookie', setCookies);
  const body =
    method === 'HEAD' || response.body === null ? null : Buffer.from(await response.arrayBuffer());
  outgoing.end(body ?? undefined);
}

function urlFor(host: string | undefined, port: number): string {
  if (host === undefined || host === '' || host === '0.0.0.0' || host === '::') {
    return `http://localhost:${port}`;
  }
  return host.includes(':') ? `http://[${host}]:${port}` : `http://${host}:${port}`;
}

async function answer(
  handlersFor: (request: Request) => Promise<HttpHandler[]>,
  request: Request,
): Promise<Response> {
  try {
    return (
      (await getResponse(await handlersFor(request), request)) ??
      errorResponse(404, messages.routeNotFound)
    );
  } catch (error) {
    console.error('[mock-api] request failed:', error);
    return errorResponse(500, messages.internalError);
  }
}

/** How long an idle kept-alive connection stays open (Node's default is 5 s). */
const KEEP_ALIVE_TIMEOUT_MS = 60_000;

export async function startMockHttpServer(options: MockHttpServerOptions): Promise<MockHttpServer> {
  const db = options.db ?? (await createMockDb());
  const control =
    options.control ??
    createMockControl(options.latencyMs === undefined ? {} : { latencyMs: options.latencyMs });
  if (options.latencyMs !== undefined) control.latencyMs = options.latencyMs;
  const handlersFor = createHandlerIndex(createHandlers(db, control));
  let port = options.port;

  const server = createServer((incoming, outgoing) => {
    const startedAt = performance.now();
    const at = new Date().toISOString();
    void (async () => {
      const request = await toFetchRequest(incoming, `localhost:${port}`);
      const response = await answer(handlersFor, request);
      // Logged before the answer leaves, so a client that asks /__mock/requests next sees it.
      const url = new URL(request.url);
      if (isApiPath(url.pathname)) {
        control.logRequest({
          method: request.method,
          path: `${url.pathname}${url.search}`,
          status: response.status,
          ms: Math.round(performance.now() - startedAt),
          at,
        });
      }
      await writeFetchResponse(outgoing, response, request.method);
    })().catch((error: unknown) => {
      console.error('[mock-api] could not answer:', error);
      if (!outgoing.headersSent) outgoing.statusCode = 500;
      outgoing.end();
    });
  });

  // Node closes an idle kept-alive socket after 5 s and tells clients so (`Keep-Alive: timeout=5`);
  // a client whose event loop is held up (a busy machine) may still send on it as it closes, and
  // its request fails with ECONNRESET. Idle sockets are kept a minute, so only a client idle that
  // long can meet the close.
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  port = (server.address() as AddressInfo).port;

  return {
    url: urlFor(options.host, port),
    port,
    db,
    control,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive connections of test clients would otherwise hold close() open.
        server.closeAllConnections();
      }),
  };
}
