import { REFRESH_COOKIE } from '@contract/user';
import type { IssuedRefreshToken } from './tokens';

/**
 * The refresh-token cookie. Path=/ because the gateway relays it to the browser on its own origin and
 * the browser must send it to /graphql; HttpOnly so scripts never see it; SameSite=Strict against CSRF;
 * Secure so it never travels over plain HTTP (browsers still accept it from http://localhost).
 * Without "Remember me" it is a browser-session cookie (no Max-Age).
 */
const ATTRIBUTES = 'HttpOnly; Secure; SameSite=Strict; Path=/';

export function refreshCookie(issued: IssuedRefreshToken, refreshTokenTtlS: number): string {
  const lifetime = issued.persistent ? `; Max-Age=${refreshTokenTtlS}` : '';
  return `${REFRESH_COOKIE}=${issued.token}; ${ATTRIBUTES}${lifetime}`;
}

export function clearedRefreshCookie(): string {
  return `${REFRESH_COOKIE}=; ${ATTRIBUTES}; Max-Age=0`;
}
