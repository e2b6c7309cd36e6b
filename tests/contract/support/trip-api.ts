import { expect } from 'vitest';
import { paths } from '@contract/paths';
import { trip as tripSchema, tripResponse } from '@contract/trip';
import type { Trip } from '@contract/trip';
import type { MockHttpServer } from '@mocks/http-server';
import { errorOf, login, startApi } from './mock-api';

/** Contract tests of the trip calls: a mock over HTTP, the seeded users signed in, small call helpers. */

export type SeedUserName = 'maya' | 'arjun' | 'lena' | 'admin';

/** A well-formed id no seeded thing has. */
export const UNKNOWN_ID = '0123456789abcdef01234567';

export type Query = Record<string, string | number | readonly string[] | undefined>;

export interface CallOptions {
  /** Who calls (a bearer token of theirs); null: no token. Default maya. */
  as?: SeedUserName | null;
  query?: Query;
  json?: unknown;
  form?: FormData;
  /** A body sent as is, with its content type. */
  raw?: { contentType: string; body: string };
}

export interface TripClient {
  api: MockHttpServer;
  call(method: string, path: string, options?: CallOptions): Promise<Response>;
  /** get-trip-details as the user; fails the test unless it answers 200. */
  trip(tripId: string, as?: SeedUserName): Promise<Trip>;
}

export function urlOf(base: string, path: string, query: Query = {}): string {
  const url = new URL(`${base}${path}`);
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    const values = Array.isArray(value) ? value : [String(value)];
    for (const entry of values) url.searchParams.append(name, entry);
  }
  return url.toString();
}

export async function startTripClient(): Promise<TripClient> {
  const api = await startApi();
  const names: SeedUserName[] = ['maya', 'arjun', 'lena', 'admin'];
  const sessions = await Promise.all(names.map((name) => login(api, name)));
  // Access tokens outlive the reset after each test: the seeded ids and the secret stay the same.
  const tokens = Object.fromEntries(
    names.map((name, index) => [name, sessions[index]?.accessToken ?? '']),
  ) as Record<SeedUserName, string>;

  const call = (method: string, path: string, options: CallOptions = {}) => {
    const as = options.as === undefined ? 'maya' : options.as;
    const headers: Record<string, string> = as ? { authorization: `Bearer ${tokens[as]}` } : {};
    let body: BodyInit | undefined;
    if (options.form) body = options.form;
    else if (options.raw) {
      headers['content-type'] = options.raw.contentType;
      body = options.raw.body;
    } else if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    return fetch(urlOf(api.url, path, options.query), { method, headers, body });
  };

  return {
    api,
    call,
    async trip(tripId, as = 'maya') {
      const response = await call('GET', paths.tripDetails, { as, query: { tripId } });
      return expectTrip(response, 'Trip fetched successfully');
    },
  };
}

/**
 * Asserts a trip answer: the status, `{ success: true, message, data }` with exactly the contract's
 * trip fields, and the message. Answers the trip.
 */
export async function expectTrip(response: Response, message: string, status = 200): Promise<Trip> {
  const raw: unknown = await response.json();
  expect({ status: response.status, body: raw }).toMatchObject({ status, body: { message } });
  const body = tripResponse.strict().parse(raw);
  expect(tripSchema.strict().parse(body.data)).toEqual(body.data);
  return body.data;
}

/** Asserts a failure: the status and `{ success: false, message }` with exactly that message. */
export async function expectError(
  response: Response,
  status: number,
  message: string,
): Promise<void> {
  const body = await errorOf(response);
  expect({ status: response.status, message: body.message }).toEqual({ status, message });
}

/** A multipart body for add-trip-cover-image. */
export function coverForm(tripId: string | undefined, file?: Blob, fileName?: string): FormData {
  const form = new FormData();
  if (tripId !== undefined) form.append('tripId', tripId);
  if (file) form.append('tripCoverImage', file, fileName);
  return form;
}

/** A real 1×1 PNG. */
export const PNG_BYTES = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (character) => character.charCodeAt(0),
);

/** `size` bytes that start like a JPEG (the mock judges by magic bytes only). */
export function jpegOfSize(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes;
}
