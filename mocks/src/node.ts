import { http, passthrough } from 'msw';
import { setupServer } from 'msw/node';
import type { SetupServer } from 'msw/node';
import { createMockControl, isApiPath } from './control';
import type { MockControl } from './control';
import { createMockDb } from './db/store';
import type { MockDb, MockDbOptions } from './db/store';
import { createHandlers } from './handlers';

/** The origin in-process tests call (any origin would do: the handlers match every origin). */
export const MOCK_API_BASE_URL = 'http://mock-api.test';

export interface SetupMockApiOptions {
  db?: MockDb;
  /** Used when no db is given. Default: memory only (`dataFile: null`), whatever MOCK_DATA_FILE says. */
  dbOptions?: MockDbOptions;
  control?: MockControl;
  /** Overrides MOCK_LATENCY_MS. */
  latencyMs?: number;
}

export interface MockApi {
  server: SetupServer;
  db: MockDb;
  control: MockControl;
  baseUrl: string;
  /** Starts intercepting. Create fetch-capturing clients after this. */
  listen(): void;
  close(): void;
  /** Reseeds, clears faults and the request log, and drops handlers added with server.use(). */
  reset(): Promise<void>;
}

const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function isLocalRequest(request: Request): boolean {
  return LOCAL_HOSTNAMES.has(new URL(request.url).hostname);
}

/**
 * The handlers in process, for Node tests (msw/node). Requests to localhost go to the network
 * untouched: a test's own HTTP servers (the gateway, a mock HTTP server) must answer those, including
 * their own /health. Any other unmocked host is an error.
 */
export async function setupMockApi(options: SetupMockApiOptions = {}): Promise<MockApi> {
  const db = options.db ?? (await createMockDb(options.dbOptions ?? { dataFile: null }));
  const control =
    options.control ??
    createMockControl(options.latencyMs === undefined ? {} : { latencyMs: options.latencyMs });
  if (options.latencyMs !== undefined) control.latencyMs = options.latencyMs;

  const localPassthrough = http.all(/^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?\//, () =>
    passthrough(),
  );
  const server = setupServer(localPassthrough, ...createHandlers(db, control));

  // The request log, as the HTTP server keeps it: /api/v1 requests that got a mocked answer.
  const started = new Map<string, { startedAt: number; at: string }>();
  server.events.on('request:start', ({ request, requestId }) => {
    if (!isLocalRequest(request) && isApiPath(new URL(request.url).pathname)) {
      started.set(requestId, { startedAt: performance.now(), at: new Date().toISOString() });
    }
  });
  server.events.on('response:mocked', ({ request, requestId, response }) => {
    const start = started.get(requestId);
    if (!start) return;
    started.delete(requestId);
    const url = new URL(request.url);
    control.logRequest({
      method: request.method,
      path: `${url.pathname}${url.search}`,
      status: response.status,
      ms: Math.round(performance.now() - start.startedAt),
      at: start.at,
    });
  });
  server.events.on('response:bypass', ({ requestId }) => started.delete(requestId));
  server.events.on('unhandledException', ({ requestId }) => started.delete(requestId));

  return {
    server,
    db,
    control,
    baseUrl: MOCK_API_BASE_URL,
    listen() {
      server.listen({
        onUnhandledRequest(request, print) {
          if (isLocalRequest(request)) return;
          print.error();
        },
      });
    },
    close() {
      server.close();
    },
    async reset() {
      server.resetHandlers();
      await db.reset();
      control.reset();
    },
  };
}
