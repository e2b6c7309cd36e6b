import { useCallback, useState } from 'react';
import type { z } from 'zod';

/** Every draft's key starts so, apart from the session's own keys in the same storage. */
const DRAFT_KEY_PREFIX = 'wayfarer.draft.';

function draftStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage blocked (private mode, sandboxed frame): the form simply keeps no draft.
    return null;
  }
}

/** Reads a stored draft; anything unreadable or of another shape counts as none. */
function readDraft<T>(key: string, schema: z.ZodType<T>): T | undefined {
  const stored = draftStorage()?.getItem(DRAFT_KEY_PREFIX + key);
  if (stored === null || stored === undefined) return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Forgets a draft, e.g. from the code that learns the form was saved. */
export function clearSessionDraft(key: string): void {
  draftStorage()?.removeItem(DRAFT_KEY_PREFIX + key);
}

/**
 * Forgets every form's draft: a session the user ended (logout) leaves nothing typed behind for
 * whoever signs in next in this tab. An expired session keeps them: that is what they are for.
 */
export function clearAllSessionDrafts(): void {
  const storage = draftStorage();
  if (storage === null) return;
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
  for (const key of keys) {
    if (key?.startsWith(DRAFT_KEY_PREFIX)) storage.removeItem(key);
  }
}

export interface SessionDraft<T> {
  /** The draft kept from an earlier mount (before a sign-in, a reload), read once per mount. */
  restored: T | undefined;
  /** Keeps what is typed now. */
  keep: (value: T) => void;
  /** Forgets the draft: the form was saved. */
  clear: () => void;
}

/**
 * A form's unsaved input, kept in sessionStorage while typed so it survives the way through /login
 * when a session ends (issue 18) and a reload of the tab; the tab's close forgets it. Restored when
 * the form mounts again, cleared once it is saved. A null key keeps nothing (the same form used
 * where no draft is wanted).
 */
export function useSessionDraft<T>(key: string | null, schema: z.ZodType<T>): SessionDraft<T> {
  const [restored] = useState(() => (key === null ? undefined : readDraft(key, schema)));
  const keep = useCallback(
    (value: T) => {
      if (key === null) return;
      try {
        draftStorage()?.setItem(DRAFT_KEY_PREFIX + key, JSON.stringify(value));
      } catch {
        // Quota exceeded: the draft is a convenience, the form goes on without it.
      }
    },
    [key],
  );
  const clear = useCallback(() => {
    if (key !== null) clearSessionDraft(key);
  }, [key]);
  return { restored, keep, clear };
}
