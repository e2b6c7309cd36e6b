/**
 * What a navigation carries so the gateway can render a signed-in page with the reader's data
 * (issue 19; docs/decisions.md, session 21): the access token of a remembered session and the
 * browser's time zone, in one cookie the session's storage binding writes beside the session
 * (web/src/actors/page-session-cookie.ts). The session itself stays in browser storage (spec 000
 * §9); the gateway reads this cookie for page navigations only, never for `/graphql`, which keeps
 * requiring the `Authorization` header.
 */
export const PAGE_SESSION_COOKIE = 'wayfarer_page_session';

export interface PageSession {
  accessToken: string;
  /** The reader's IANA time zone: the home's greeting and the trips' "upcoming" are local. */
  timeZone: string;
}

/** Longer than any access token the server issues; a longer value is not a token. */
const MAX_TOKEN_LENGTH = 4096;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The cookie's value (URI-encoded JSON; a token and a zone name hold no `;`, but JSON may hold `,`). */
export function pageSessionCookieValue(session: PageSession): string {
  return encodeURIComponent(JSON.stringify(session));
}

/** The page session a request's `Cookie` header carries, or null: none, or not one we wrote. */
export function readPageSession(cookieHeader: string | undefined): PageSession | null {
  const prefix = `${PAGE_SESSION_COOKIE}=`;
  const pair = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  if (pair === undefined) return null;
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(pair.slice(prefix.length)));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { accessToken, timeZone } = parsed as Record<string, unknown>;
    return typeof accessToken === 'string' &&
      accessToken.length > 0 &&
      accessToken.length <= MAX_TOKEN_LENGTH &&
      typeof timeZone === 'string' &&
      isTimeZone(timeZone)
      ? { accessToken, timeZone }
      : null;
  } catch {
    return null;
  }
}
