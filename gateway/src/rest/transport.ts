import type { z } from 'zod';
import { errorBody } from '@contract/envelope';
import { PAGE_SESSION_COOKIE } from '@contract/page-session';
import { SESSION_HINT_COOKIE } from '@contract/session-hint';
import { UPSTREAM_BODY_LIMIT_BYTES, UPSTREAM_TIMEOUT_MS } from '../constants';
import { ExchangeBodyTooLargeError, ExchangeTimeoutError, httpExchange } from './http-exchange';
import {
  upstreamTooLargeError,
  unreadableAnswerError,
  upstreamStatusError,
  upstreamTimeoutError,
  upstreamUnreachableError,
} from './errors';

/**
 * The one way the gateway reaches the REST server: headers forwarded, cookies relayed, answers
 * parsed with the contract's zod schemas, failures mapped to GraphQL errors (errors.ts). The
 * per-area REST modules (user.ts, account.ts, places.ts, trip.ts) build their calls on it, and
 * client.ts puts them together; none of them imports client.ts back.
 */

export interface RestClientOptions {
  apiBaseUrl: string;
  /** The incoming GraphQL request's `Authorization` header, forwarded as is. */
  authorization?: string | undefined;
  /** The browser's address, sent as X-Forwarded-For: the REST server throttles sign-in by it. */
  clientAddress?: string | undefined;
  /** The incoming GraphQL request's `Cookie` header (carries the refresh cookie). */
  cookie?: string | undefined;
  /** Receives each upstream `Set-Cookie` line, already rewritten for the gateway's origin. */
  relaySetCookie: (setCookie: string) => void;
  /** Defaults to UPSTREAM_TIMEOUT_MS; tests pass a short one. */
  timeoutMs?: number;
  /**
   * With it, the calls share one deadline: `timeoutMs` from this moment (a `performance.now()`
   * time), so a GraphQL request's REST calls fail together within it. Without it (the image
   * routes, one transport for many requests), each call gets `timeoutMs` of its own.
   */
  sharedDeadlineFrom?: number;
  /** A JSON answer larger than this is refused; defaults to UPSTREAM_BODY_LIMIT_BYTES. */
  bodyLimitBytes?: number;
}

/**
 * Rewrites an upstream Set-Cookie line for the browser, which only ever talks to the gateway's origin:
 * `Domain=` would name the REST host (the browser would drop the cookie), and an upstream `Path=`
 * (e.g. /api/v1/user) is a path the browser never requests, so it becomes `Path=/`.
 */
export function rewriteSetCookie(setCookie: string): string {
  const [nameValue = '', ...attributes] = setCookie.split(';');
  const kept = attributes
    .map((attribute) => attribute.trim())
    .filter((attribute) => attribute !== '' && !/^(domain|path)\s*=/i.test(attribute));
  return [nameValue.trim(), 'Path=/', ...kept].join('; ');
}

/** The app's own cookies: the gateway's business, never the REST server's. */
const APP_COOKIES: readonly string[] = [SESSION_HINT_COOKIE, PAGE_SESSION_COOKIE];

/**
 * The browser's `Cookie` header as the REST server gets it: its own cookies (the refresh token)
 * and anything else, without the app's (the page session holds the access token, which goes
 * upstream in `Authorization` when the app sends it, and only then).
 */
export function upstreamCookieHeader(cookie: string | undefined): string | undefined {
  if (cookie === undefined) return undefined;
  const kept = cookie
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '' && !APP_COOKIES.includes(pair.split('=', 1)[0] ?? ''));
  return kept.length === 0 ? undefined : kept.join('; ');
}

/** Relays every Set-Cookie of an upstream answer (`getSetCookie()` keeps them apart). */
export function relaySetCookies(response: Response, relay: (setCookie: string) => void): void {
  for (const setCookie of response.headers.getSetCookie()) {
    relay(rewriteSetCookie(setCookie));
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function saysFailure(payload: unknown): boolean {
  return (
    typeof payload === 'object' && payload !== null && 'success' in payload && !payload.success
  );
}

/** A multipart body as bytes with its boundary header (uploads only, so the copy is fine). */
async function encodeForm(form: FormData): Promise<{ bytes: Uint8Array; contentType: string }> {
  const encoded = new Response(form);
  return {
    bytes: new Uint8Array(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? 'multipart/form-data',
  };
}

/** A file ready for a multipart call: the bytes and the name to send them under. */
export interface FormFile {
  blob: Blob;
  fileName: string;
}

/** How a call sends its input: JSON, a multipart form (uploads), or nothing. */
export interface CallInput {
  json?: unknown;
  form?: FormData;
  /** Query parameters, appended to the path (undefined values are left out). */
  query?: Record<string, string | number | boolean | readonly string[] | undefined>;
}

/** The one way resolvers reach the REST server: headers forwarded, cookies relayed, errors mapped. */
export interface RestTransport {
  /** A JSON call whose success answer is parsed with `schema`; failures throw mapped GraphQL errors. */
  call<Schema extends z.ZodType>(
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    path: string,
    schema: Schema,
    input?: CallInput,
  ): Promise<z.infer<Schema>>;
  /**
   * A call whose answer is not JSON (image bytes): the upstream Response as is, for streaming.
   * Only the network failure and the timeout before the headers are mapped here.
   */
  raw(path: string, query?: CallInput['query']): Promise<Response>;
}

function withQuery(path: string, query: CallInput['query']): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    const values: readonly (string | number | boolean)[] = Array.isArray(value) ? value : [value];
    for (const item of values) search.append(name, String(item));
  }
  const text = search.toString();
  return text === '' ? path : `${path}?${text}`;
}

export function createRestTransport(options: RestClientOptions): RestTransport {
  const baseUrl = options.apiBaseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? UPSTREAM_TIMEOUT_MS;
  const bodyLimitBytes = options.bodyLimitBytes ?? UPSTREAM_BODY_LIMIT_BYTES;
  // Issue 17: a per-call timeout let a request of several calls take 19-28 s to fail.
  const sharedDeadline =
    options.sharedDeadlineFrom === undefined ? undefined : options.sharedDeadlineFrom + timeoutMs;
  /**
   * Set once a call has run out of the shared deadline. Its timer is the deadline, and the clock
   * can read a moment short of it when the timer fires (Node starts timers from the event loop's
   * cached time, behind on a busy loop): the next call must not find a few milliseconds left.
   */
  let sharedDeadlinePassed = false;
  /** A call's time: what is left of the shared deadline (none left: it fails at once). */
  function remainingMs(): number {
    if (sharedDeadline === undefined) return timeoutMs;
    const remaining = sharedDeadline - performance.now();
    if (sharedDeadlinePassed || remaining <= 0) throw upstreamTimeoutError(timeoutMs);
    return remaining;
  }
  /** The error for a call that ran out of its time, which is the shared deadline when there is one. */
  function timedOut(cause: unknown) {
    sharedDeadlinePassed = sharedDeadline !== undefined;
    return upstreamTimeoutError(timeoutMs, cause);
  }

  function forwardedHeaders(accept: string): Record<string, string> {
    const headers: Record<string, string> = { accept };
    if (options.authorization) headers.authorization = options.authorization;
    if (options.cookie) headers.cookie = options.cookie;
    if (options.clientAddress) headers['x-forwarded-for'] = options.clientAddress;
    return headers;
  }

  return {
    async call(method, path, schema, input = {}) {
      const callTimeoutMs = remainingMs();
      const headers = forwardedHeaders('application/json');
      let status: number;
      let payload: unknown;
      try {
        let body: string | Uint8Array | undefined;
        if (input.form) {
          const encoded = await encodeForm(input.form);
          headers['content-type'] = encoded.contentType;
          body = encoded.bytes;
        } else if (input.json !== undefined) {
          headers['content-type'] = 'application/json';
          body = JSON.stringify(input.json);
        }
        const answer = await httpExchange({
          url: `${baseUrl}${withQuery(path, input.query)}`,
          method,
          headers,
          body,
          // What is left of the request's deadline: sending and reading the body included.
          timeoutMs: callTimeoutMs,
          bodyLimitBytes,
        });
        for (const setCookie of answer.setCookies)
          options.relaySetCookie(rewriteSetCookie(setCookie));
        status = answer.status;
        payload = parseJson(answer.bodyText);
      } catch (error) {
        if (error instanceof ExchangeTimeoutError) throw timedOut(error);
        if (error instanceof ExchangeBodyTooLargeError) throw upstreamTooLargeError(error);
        throw upstreamUnreachableError(error);
      }

      const ok = status >= 200 && status < 300;
      // Parsed only when it can be a failure: a refused parse builds a ZodError, costly per call.
      const failure = !ok || saysFailure(payload) ? errorBody.safeParse(payload) : undefined;
      if (!ok || failure?.success) {
        throw upstreamStatusError(status, failure?.success ? failure.data.message : undefined);
      }
      const answer = schema.safeParse(payload);
      if (!answer.success) throw unreadableAnswerError(status, answer.error);
      return answer.data;
    },

    async raw(path, query) {
      // Image bytes stream straight through to the browser, so this one keeps fetch's Response.
      const headers = forwardedHeaders('*/*');
      const signal = AbortSignal.timeout(remainingMs());
      try {
        const response = await fetch(`${baseUrl}${withQuery(path, query)}`, { headers, signal });
        relaySetCookies(response, options.relaySetCookie);
        return response;
      } catch (error) {
        if (signal.aborted) throw timedOut(error);
        throw upstreamUnreachableError(error);
      }
    },
  };
}
