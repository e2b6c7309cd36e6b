import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { faultRequest, mockControlPaths } from '@contract/mock-control';
import type { Fault, FaultRequest, RequestLogEntry } from '@contract/mock-control';
import { API_PREFIX } from '@contract/paths';
import { DEFAULT_MOCK_LATENCY_MS, messages } from './constants';
import type { MockDb } from './db/store';
import { readEnvNumber } from './env';
import { ApiError, errorResponse, jsonResponse, readJsonObject, route } from './handlers/respond';

/**
 * Control state of the mock (CONTRACT.md "Mock control endpoints"): injected faults, the request log
 * and the latency added to every /api/v1 answer. Not persisted; POST /__mock/reset clears it.
 */
export interface MockControl {
  /** Milliseconds added before every /api/v1 answer (MOCK_LATENCY_MS). */
  latencyMs: number;
  faults(): Fault[];
  /** Queues a fault; answers all pending faults, the new one last. */
  addFault(input: FaultRequest): Fault[];
  clearFaults(): void;
  /** Whether a fault is pending whose match is in `"METHOD path"`. */
  hasFault(methodAndPath: string): boolean;
  /** Uses up one turn of the first pending fault whose match is in `"METHOD path"`. */
  takeFault(methodAndPath: string): Fault | undefined;
  requests(): RequestLogEntry[];
  logRequest(entry: RequestLogEntry): void;
  /** Clears faults and the request log (latency stays: it is configuration). */
  reset(): void;
}

export function createMockControl(options: { latencyMs?: number } = {}): MockControl {
  let faults: Fault[] = [];
  let requests: RequestLogEntry[] = [];
  const listFaults = () => faults.map((entry) => ({ ...entry }));
  return {
    latencyMs: options.latencyMs ?? readEnvNumber('MOCK_LATENCY_MS', DEFAULT_MOCK_LATENCY_MS),
    faults: listFaults,
    addFault(input) {
      const entry: Fault = { match: input.match, remaining: input.times ?? 1 };
      if (input.status !== undefined) entry.status = input.status;
      if (input.delayMs !== undefined) entry.delayMs = input.delayMs;
      faults.push(entry);
      return listFaults();
    },
    clearFaults() {
      faults = [];
    },
    hasFault: (methodAndPath) => faults.some((entry) => methodAndPath.includes(entry.match)),
    takeFault(methodAndPath) {
      const entry = faults.find((candidate) => methodAndPath.includes(candidate.match));
      if (!entry) return undefined;
      entry.remaining -= 1;
      if (entry.remaining <= 0) faults = faults.filter((candidate) => candidate !== entry);
      return { ...entry };
    },
    requests: () => requests.map((entry) => ({ ...entry })),
    logRequest(entry) {
      requests.push({ ...entry });
    },
    reset() {
      faults = [];
      requests = [];
    },
  };
}

/** Whether a path is one of the REST API's (faults, latency and the log apply to these only). */
export function isApiPath(pathname: string): boolean {
  return pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`);
}

/** `"METHOD /path?query"`, the text a fault's `match` is looked for in. */
export function describeRequest(request: Request): string {
  const url = new URL(request.url);
  return `${request.method} ${url.pathname}${url.search}`;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The leading handler: delays /api/v1 requests (latency, a fault's delayMs) and answers a fault's
 * status. Otherwise it answers nothing, so msw goes on to the handler that owns the route.
 * It matches only when it has something to do: msw runs a matching handler's resolver with its own
 * AbortController, aborted afterwards, and that abort was a tenth of the mock's CPU per request.
 */
export function createFaultHandler(control: MockControl): HttpHandler {
  const hasWork = ({ request }: { request: Request }) =>
    isApiPath(new URL(request.url).pathname) &&
    (control.latencyMs > 0 || control.hasFault(describeRequest(request)));
  return http.all(hasWork, async ({ request }) => {
    // Another request may have used up the fault between the match and here: then only latency.
    const fault = control.takeFault(describeRequest(request));
    const delayMs = control.latencyMs + (fault?.delayMs ?? 0);
    if (delayMs > 0) await sleep(delayMs);
    if (fault?.status !== undefined) return errorResponse(fault.status, messages.injectedFault);
    return undefined;
  });
}

/** The trailing handler: an /api/v1 route nobody serves answers 404 JSON, as the real server does. */
export function createApiNotFoundHandler(): HttpHandler {
  return http.all(`*${API_PREFIX}/*`, () => errorResponse(404, messages.routeNotFound));
}

/** The /__mock endpoints. */
export function createControlHandlers(db: MockDb, control: MockControl): HttpHandler[] {
  return [
    http.get(
      `*${mockControlPaths.mailbox}`,
      route(async ({ request }) => {
        const email = new URL(request.url).searchParams.get('email')?.trim();
        if (!email) throw new ApiError(400, 'Query parameter email is required');
        return jsonResponse(db.mailbox.list(email));
      }),
    ),
    http.get(
      `*${mockControlPaths.feedback}`,
      route(async () => jsonResponse(db.feedback.list())),
    ),
    http.get(
      `*${mockControlPaths.requests}`,
      route(async () => jsonResponse(control.requests())),
    ),
    http.post(
      `*${mockControlPaths.reset}`,
      route(async () => {
        await db.reset();
        control.reset();
        return jsonResponse({ success: true, message: 'Mock data reseeded' });
      }),
    ),
    http.get(
      `*${mockControlPaths.faults}`,
      route(async () => jsonResponse({ success: true, data: control.faults() })),
    ),
    http.post(
      `*${mockControlPaths.faults}`,
      route(async ({ request }) => {
        const parsed = faultRequest.safeParse(await readJsonObject(request));
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          const where = issue?.path.join('.') || 'body';
          throw new ApiError(400, `Invalid fault: ${where}: ${issue?.message ?? 'invalid'}`);
        }
        const faults = control.addFault(parsed.data);
        return jsonResponse({ success: true, message: 'Fault added', data: faults });
      }),
    ),
    http.delete(
      `*${mockControlPaths.faults}`,
      route(async () => {
        control.clearFaults();
        return jsonResponse({ success: true, message: 'Faults cleared', data: [] });
      }),
    ),
  ];
}
