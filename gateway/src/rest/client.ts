import type { z } from 'zod';
import { errorBody } from '../../../contract/src/envelope';
import { paths } from '../../../contract/src/paths';
import { allTripsResponse } from '../../../contract/src/trip';
import type { Trip } from '../../../contract/src/trip';
import {
  loginResponse,
  logoutResponse,
  profileResponse,
  refreshResponse,
} from '../../../contract/src/user';
import type { LoginRequest, LoginResponse, User } from '../../../contract/src/user';
import { UPSTREAM_TIMEOUT_MS } from '../constants';
import {
  gatewayMessages,
  incompleteAnswerError,
  unreadableAnswerError,
  upstreamStatusError,
  upstreamTimeoutError,
  upstreamUnreachableError,
} from './errors';

/** What a successful login or Google verify gives: the user and an access token. */
export type SignIn = LoginResponse['data'];

/** One typed function per /api/v1 call the gateway makes. */
export interface RestClient {
  login(credentials: LoginRequest): Promise<SignIn>;
  /** D1 §7 / RESOLUTIONS 27.3: the Google access token goes in the field `credential`. */
  googleVerify(credential: string): Promise<SignIn>;
  logout(): Promise<boolean>;
  /** Answers the new access token; the rotated refresh cookie is relayed like every Set-Cookie. */
  refreshToken(): Promise<string>;
  getProfile(): Promise<User>;
  getAllTrips(): Promise<Trip[]>;
}

export interface RestClientOptions {
  apiBaseUrl: string;
  /** The incoming GraphQL request's `Authorization` header, forwarded as is. */
  authorization?: string | undefined;
  /** The incoming GraphQL request's `Cookie` header (carries the refresh cookie). */
  cookie?: string | undefined;
  /** Receives each upstream `Set-Cookie` line, already rewritten for the gateway's origin. */
  relaySetCookie: (setCookie: string) => void;
  /** Defaults to UPSTREAM_TIMEOUT_MS; tests pass a short one. */
  timeoutMs?: number;
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

/** Relays every Set-Cookie of an upstream answer (`getSetCookie()` keeps them apart). */
export function relaySetCookies(response: Response, relay: (setCookie: string) => void): void {
  for (const setCookie of response.headers.getSetCookie()) {
    relay(rewriteSetCookie(setCookie));
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function createRestClient(options: RestClientOptions): RestClient {
  const baseUrl = options.apiBaseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? UPSTREAM_TIMEOUT_MS;

  async function call<Schema extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    schema: Schema,
    body?: unknown,
  ): Promise<z.infer<Schema>> {
    const headers = new Headers({ accept: 'application/json' });
    if (body !== undefined) headers.set('content-type', 'application/json');
    if (options.authorization) headers.set('authorization', options.authorization);
    if (options.cookie) headers.set('cookie', options.cookie);

    // One signal for the whole exchange: the timeout also covers reading the body.
    const signal = AbortSignal.timeout(timeoutMs);
    let response: Response;
    let payload: unknown;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
      relaySetCookies(response, options.relaySetCookie);
      payload = await readJson(response);
    } catch (error) {
      if (signal.aborted) throw upstreamTimeoutError(timeoutMs, error);
      throw upstreamUnreachableError(error);
    }

    const failure = errorBody.safeParse(payload);
    if (!response.ok || failure.success) {
      throw upstreamStatusError(
        response.status,
        failure.success ? failure.data.message : undefined,
      );
    }
    const answer = schema.safeParse(payload);
    if (!answer.success) throw unreadableAnswerError(response.status, answer.error);
    return answer.data;
  }

  return {
    async login(credentials) {
      return (await call('POST', paths.login, loginResponse, credentials)).data;
    },
    async googleVerify(credential) {
      return (await call('POST', paths.googleVerify, loginResponse, { credential })).data;
    },
    async logout() {
      return (await call('POST', paths.logout, logoutResponse)).success;
    },
    async refreshToken() {
      const answer = await call('POST', paths.refreshToken, refreshResponse);
      const accessToken = answer.data?.accessToken ?? answer.accessToken;
      if (!accessToken) throw incompleteAnswerError(gatewayMessages.noAccessToken);
      return accessToken;
    },
    async getProfile() {
      return (await call('GET', paths.profile, profileResponse)).data;
    },
    async getAllTrips() {
      return (await call('GET', paths.allTrips, allTripsResponse)).data;
    },
  };
}
