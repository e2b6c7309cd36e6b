import {
  SESSION_HINT_COOKIE,
  SESSION_HINT_MAX_AGE_S,
  SESSION_HINT_VALUE,
} from '@contract/session-hint';

/** The cookie that tells the gateway this browser holds a session (contract/src/session-hint.ts). */
export interface SessionHint {
  /** A remembered session's hint outlives the browser's session; a tab-only one does not. */
  set(remember: boolean): void;
  clear(): void;
}

export function createDocumentSessionHint(doc: Document = document): SessionHint {
  const secure = doc.location.protocol === 'https:' ? '; Secure' : '';
  const write = (value: string, lifetime: string) => {
    doc.cookie = `${SESSION_HINT_COOKIE}=${value}; Path=/; SameSite=Lax${lifetime}${secure}`;
  };
  return {
    set: (remember) =>
      write(SESSION_HINT_VALUE, remember ? `; Max-Age=${SESSION_HINT_MAX_AGE_S}` : ''),
    clear: () => write('', '; Max-Age=0'),
  };
}

/** No cookie to write: the build's prerender, and tests that are not about it. */
export const noSessionHint: SessionHint = { set: () => {}, clear: () => {} };
