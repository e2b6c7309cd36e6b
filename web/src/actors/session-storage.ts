import type { PersistedSession, StoredSession } from '@machines/session/session.machine';
import { STORAGE_KEYS } from '@machines/session/constants';
import { noPageSessionCookie } from './page-session-cookie';
import type { PageSessionCookie } from './page-session-cookie';
import { noSessionHint } from './session-hint';
import type { SessionHint } from './session-hint';

/**
 * Where the session lives (spec 000 §9 keys `user` and `accessToken`; RESOLUTIONS "Remember me"):
 * checked → localStorage, so it outlives the tab; unchecked → sessionStorage, so it ends with it.
 * The session-hint cookie follows what the stores hold (./session-hint.ts): set with a session,
 * removed with it, and renewed or removed by the start's read. So does the page-session cookie
 * (./page-session-cookie.ts), for a remembered session only.
 */
export interface SessionStorageBinding {
  /** What start-up restores from, and whether it came from the "Remember me" store. */
  read(): { stored: StoredSession; remember: boolean };
  persist(session: PersistedSession): void;
  clear(): void;
}

function readFrom(storage: Storage): StoredSession {
  return {
    user: storage.getItem(STORAGE_KEYS.user),
    accessToken: storage.getItem(STORAGE_KEYS.accessToken),
  };
}

function isEmpty(stored: StoredSession): boolean {
  return stored.user === null && stored.accessToken === null;
}

function removeFrom(storage: Storage): void {
  storage.removeItem(STORAGE_KEYS.user);
  storage.removeItem(STORAGE_KEYS.accessToken);
}

export function createSessionStorageBinding(
  remembered: Storage,
  tabOnly: Storage,
  hint: SessionHint = noSessionHint,
  pageSession: PageSessionCookie = noPageSessionCookie,
): SessionStorageBinding {
  const follow = (remember: boolean, accessToken: string | null) => {
    hint.set(remember);
    if (remember && accessToken !== null) pageSession.set(accessToken);
    else pageSession.clear();
  };
  const forget = () => {
    hint.clear();
    pageSession.clear();
  };
  const found = (stored: StoredSession, remember: boolean) => {
    follow(remember, stored.accessToken);
    return { stored, remember };
  };
  return {
    read() {
      const fromRemembered = readFrom(remembered);
      if (!isEmpty(fromRemembered)) return found(fromRemembered, true);
      const fromTab = readFrom(tabOnly);
      if (!isEmpty(fromTab)) return found(fromTab, false);
      forget();
      return { stored: fromRemembered, remember: true };
    },
    persist({ user, accessToken, remember }) {
      const [target, other] = remember ? [remembered, tabOnly] : [tabOnly, remembered];
      target.setItem(STORAGE_KEYS.user, JSON.stringify(user));
      target.setItem(STORAGE_KEYS.accessToken, accessToken);
      // One session at a time: a switch of the "Remember me" choice must not leave the old copy.
      removeFrom(other);
      follow(remember, accessToken);
    },
    clear() {
      removeFrom(remembered);
      removeFrom(tabOnly);
      forget();
    },
  };
}
