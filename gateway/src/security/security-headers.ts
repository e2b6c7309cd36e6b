import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HelmetOptions } from 'helmet';

/**
 * The security headers the gateway sends with every answer (helmet's options): the
 * Content-Security-Policy and the Cross-Origin-Opener-Policy.
 *
 * Strict by default: only same-origin resources and no inline script but the web build's own, each
 * allowed by its hash on the page that carries it (Mantine injects style tags and attributes, so
 * styles allow 'unsafe-inline'), and helmet's COOP `same-origin`. When a Google
 * OAuth client id is configured, the web build shows the real Google sign-in (spec 000 §4 "Google
 * login", 001 §2), and Google Identity Services needs its script, styles, iframes and requests from
 * accounts.google.com, and a window it opens that can answer its opener: only then are those
 * sources added, each to the narrowest directive, and COOP relaxed to `same-origin-allow-popups`.
 */

/** Google Identity Services' sources, as Google's set-up guide lists them for a CSP. */
export const GOOGLE_IDENTITY_SOURCES = {
  script: 'https://accounts.google.com/gsi/client',
  style: 'https://accounts.google.com/gsi/style',
  frame: 'https://accounts.google.com/gsi/',
  connect: 'https://accounts.google.com/gsi/',
} as const;

export interface SecurityHeaderOptions {
  /** The Google OAuth client id the web was built with; unset or blank: nothing from Google. */
  googleClientId?: string | null;
  /** The CSP sources (`'sha256-…'`) of the inline scripts of the page being served. */
  inlineScripts?: readonly string[];
}

/** Script elements, their attributes and their text. */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * The CSP source of each inline script in a page's HTML (the web build's head script,
 * web/build/head-script.ts): `'sha256-…'` of its text, as the browser hashes it. Scripts with a
 * `src` are covered by `'self'`.
 */
export function inlineScriptSources(html: string): string[] {
  const sources = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (/\ssrc=/.test(attributes) || text === '') continue;
    sources.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...sources];
}

/** Every CSP directive listed (no helmet defaults mixed in). */
export function buildContentSecurityPolicy(options: SecurityHeaderOptions = {}) {
  const google = isGoogleConfigured(options);
  const withGoogle = (sources: string[], googleSource: string) =>
    google ? [...sources, googleSource] : sources;
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: withGoogle(
        ["'self'", ...(options.inlineScripts ?? [])],
        GOOGLE_IDENTITY_SOURCES.script,
      ),
      styleSrc: withGoogle(["'self'", "'unsafe-inline'"], GOOGLE_IDENTITY_SOURCES.style),
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: withGoogle(["'self'"], GOOGLE_IDENTITY_SOURCES.connect),
      // Without Google, frames fall back to default-src 'self'; with it, Google's are added.
      ...(google ? { frameSrc: ["'self'", GOOGLE_IDENTITY_SOURCES.frame] } : {}),
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
    },
  } satisfies HelmetOptions['contentSecurityPolicy'];
}

/** helmet's options: the CSP above, and the COOP Google's sign-in window needs when configured. */
export function buildSecurityHeaders(options: SecurityHeaderOptions = {}): HelmetOptions {
  return {
    contentSecurityPolicy: buildContentSecurityPolicy(options),
    crossOriginOpenerPolicy: {
      policy: isGoogleConfigured(options) ? 'same-origin-allow-popups' : 'same-origin',
    },
  };
}

const isGoogleConfigured = (options: SecurityHeaderOptions) =>
  (options.googleClientId?.trim() ?? '') !== '';

/**
 * The client id the gateway reads at start: `GOOGLE_CLIENT_ID`, else `VITE_GOOGLE_CLIENT_ID` (the
 * variable the web build reads, so one setting serves both when `npm start` builds and serves).
 */
export function googleClientIdFromEnv(env: Record<string, string | undefined>): string | null {
  const gatewayOwn = env['GOOGLE_CLIENT_ID']?.trim() ?? '';
  const webBuild = env['VITE_GOOGLE_CLIENT_ID']?.trim() ?? '';
  const clientId = gatewayOwn !== '' ? gatewayOwn : webBuild;
  return clientId === '' ? null : clientId;
}

/** A middleware that only sets headers, as helmet's is (it calls `next` at once). */
type HeaderMiddleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/**
 * The headers a middleware such as helmet's sets, as name/value pairs, recorded once: the same for
 * every answer, so the GraphQL path (graphql-http.ts) sets this list instead of running helmet per
 * request.
 */
export function headersSetBy(middleware: HeaderMiddleware): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: number | string | readonly string[]) {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
      return this;
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  let finished = false;
  // Only the two methods a header middleware calls exist: any other call fails loudly here, once.
  const response = recorder as unknown as ServerResponse;
  middleware({ headers: {} } as IncomingMessage, response, (error) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    finished = true;
  });
  if (!finished) throw new Error('The header middleware did not finish at once');
  return [...headers];
}
