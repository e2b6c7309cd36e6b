import { PAGE_SESSION_COOKIE, pageSessionCookieValue } from '@contract/page-session';
import { REFRESH_LEAD_MS } from '@machines/session/constants';
import { readTokenExpiry } from '@machines/session/jwt';
import { browserTimeZone } from '@web/lib/time/reader-clock';

/**
 * The cookie a page navigation carries so the gateway can render a signed-in page with the
 * reader's data (contract/src/page-session.ts). Written for a remembered session only: a tab-only
 * session ends with its tab, and the next visitor of a shared browser must not be sent its pages.
 */
export interface PageSessionCookie {
  set(accessToken: string): void;
  clear(): void;
}

export function createDocumentPageSessionCookie(
  doc: Document = document,
  now: () => number = Date.now,
): PageSessionCookie {
  const secure = doc.location.protocol === 'https:' ? '; Secure' : '';
  // Strict: a navigation from another site gets the shell, as before, and renders nothing for it.
  const write = (value: string, maxAgeS: number) => {
    doc.cookie = `${PAGE_SESSION_COOKIE}=${value}; Path=/; SameSite=Strict; Max-Age=${maxAgeS}${secure}`;
  };
  const clear = () => write('', 0);
  return {
    set(accessToken) {
      // Until the refresh point: a page rendered later would be rendered with a token the app is
      // about to replace (its refresh writes the new one here).
      const expiresAt = readTokenExpiry(accessToken);
      const maxAgeS =
        expiresAt === null ? 0 : Math.floor((expiresAt - REFRESH_LEAD_MS - now()) / 1000);
      if (maxAgeS <= 0) {
        clear();
        return;
      }
      write(pageSessionCookieValue({ accessToken, timeZone: browserTimeZone() }), maxAgeS);
    },
    clear,
  };
}

/** No cookie to write: the build's prerender, the page worker, and tests that are not about it. */
export const noPageSessionCookie: PageSessionCookie = { set: () => {}, clear: () => {} };
