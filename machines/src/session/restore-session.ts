import { REFRESH_AT_ONCE_BELOW_MS, REFRESH_LEAD_MS } from './constants';
import { readTokenExpiry } from './jwt';
import type {
  PersistedSession,
  SessionContext,
  SessionUser,
  StoredSession,
  StoredSessionStatus,
} from './session.types';

/** Reading the stored session at start, and the refresh timing (spec 000 §4, §9). */

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const { id, userName, email } = value as Record<string, unknown>;
  return typeof id === 'string' && typeof userName === 'string' && typeof email === 'string';
}

function parseStoredUser(raw: string): SessionUser | null {
  try {
    const parsed: unknown = JSON.parse(raw);
    return isSessionUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

type RestoredSession = Pick<
  SessionContext,
  'user' | 'accessToken' | 'tokenExpiresAt' | 'storedSessionStatus'
>;

/** Spec 000 §4: the session starts from the stored user and access token. */
export function restoreSession(stored: StoredSession, nowMs: number): RestoredSession {
  const signedOut = (storedSessionStatus: StoredSessionStatus): RestoredSession => ({
    user: null,
    accessToken: null,
    tokenExpiresAt: null,
    storedSessionStatus,
  });
  if (stored.user === null && stored.accessToken === null) return signedOut('none');
  // Half a session cannot be used; what is left of it is removed.
  if (stored.user === null || stored.accessToken === null) return signedOut('incomplete');
  const user = parseStoredUser(stored.user);
  const tokenExpiresAt = readTokenExpiry(stored.accessToken);
  if (user === null || tokenExpiresAt === null) return signedOut('unreadable');
  if (tokenExpiresAt <= nowMs) return signedOut('expired');
  return { user, accessToken: stored.accessToken, tokenExpiresAt, storedSessionStatus: 'valid' };
}

/** ms until the scheduled refresh point (one minute before expiry); null when the expiry is unknown. */
export function msUntilRefreshPoint(tokenExpiresAt: number | null, nowMs: number): number | null {
  return tokenExpiresAt === null ? null : tokenExpiresAt - REFRESH_LEAD_MS - nowMs;
}

/** Spec 000 §4, §9: refresh at once when under 10 s remain before the refresh point. */
export function isDueAtOnce(tokenExpiresAt: number | null, nowMs: number): boolean {
  const remaining = msUntilRefreshPoint(tokenExpiresAt, nowMs);
  return remaining !== null && remaining < REFRESH_AT_ONCE_BELOW_MS;
}

/** Whatever is persisted is read from a signed-in context: both fields are set there. */
export function persistedSessionOf(context: SessionContext): PersistedSession {
  if (context.user === null || context.accessToken === null) {
    throw new Error('session: persistSession outside a signed-in session');
  }
  return { user: context.user, accessToken: context.accessToken, remember: context.remember };
}
