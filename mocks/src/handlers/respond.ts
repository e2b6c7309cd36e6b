import type { DefaultBodyType, HttpResponseResolver, PathParams } from 'msw';
import type { z } from 'zod';
import type { ErrorBody } from '@contract/envelope';
import { queryObject, requestErrorOf } from '@contract/request-error';
import { MAX_JSON_BODY_BYTES, messages } from '../constants';

/**
 * Answers are built as native `Response`s, not msw's `HttpResponse`: msw files the Set-Cookie of an
 * `HttpResponse` in its own cookie jar and sends it back on later in-process requests, which a real
 * server's answer never causes. With native responses the mock behaves alike in process and over HTTP.
 */

/** A failed call's answer (RESOLUTIONS "Status codes"): always `{ success: false, message }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Extra headers for the error answer, e.g. a cookie-clearing Set-Cookie. */
    readonly headers: HeadersInit = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function jsonResponse<Body>(body: Body, init: ResponseInit = {}): Response {
  return Response.json(body, init);
}

export function errorResponse(
  status: number,
  message: string,
  headers: HeadersInit = {},
): Response {
  const body: ErrorBody = { success: false, message };
  return Response.json(body, { status, headers });
}

export type ResolverInfo = Parameters<
  HttpResponseResolver<PathParams, DefaultBodyType, undefined>
>[0];
type Resolver = (info: ResolverInfo) => Promise<Response>;

/** Wraps a resolver so thrown ApiErrors become their JSON answer and anything else a 500. */
export function route(
  resolver: Resolver,
): HttpResponseResolver<PathParams, DefaultBodyType, undefined> {
  return async (info) => {
    try {
      return await resolver(info);
    } catch (error) {
      if (error instanceof ApiError)
        return errorResponse(error.status, error.message, error.headers);
      console.error('[mock-api] handler failed:', error);
      return errorResponse(500, messages.internalError);
    }
  };
}

/**
 * The JSON body as an object. An empty body reads as `{}` (so field checks answer 400 with the
 * field's message); a body of another type is 415, unparsable JSON 400, an oversized one 413.
 */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (new TextEncoder().encode(text).length > MAX_JSON_BODY_BYTES) {
    throw new ApiError(413, messages.bodyTooLarge);
  }
  if (text.trim() === '') return {};
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^application\/(.+\+)?json\b/i.test(contentType)) {
    throw new ApiError(415, messages.jsonRequired);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ApiError(400, messages.invalidJson);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ApiError(400, messages.invalidJson);
  }
  return parsed as Record<string, unknown>;
}

/**
 * The value parsed with its contract request schema; a refusal throws the ApiError of its first issue
 * (requestErrorOf: the spec's message, 400 unless the schema asks for another status).
 */
export function parseRequest<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
): z.output<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const { status, message } = requestErrorOf(result.error);
  throw new ApiError(status, message);
}

/** The request's query, parsed with its contract schema (each name's first value). */
export function parseQuery<Schema extends z.ZodType>(
  schema: Schema,
  request: Request,
): z.output<Schema> {
  return parseRequest(schema, queryObject(new URL(request.url).searchParams));
}
