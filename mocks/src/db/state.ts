import type { MailMessage } from '../../../contract/src/mock-control';
import type { Trip } from '../../../contract/src/trip';
import type { User } from '../../../contract/src/user';

/** A user as the mock keeps it: the public shape plus the PBKDF2 hash (never the password). */
export interface StoredUser extends User {
  passwordHash: string;
}

/**
 * One issued refresh token. Only its SHA-256 is kept. Tokens of one login form a family: rotation
 * marks the presented token used and issues the next one in the same family.
 */
export interface RefreshTokenRecord {
  tokenHash: string;
  familyId: string;
  userId: string;
  /** Epoch milliseconds. */
  issuedAt: number;
  expiresAt: number;
  /** Cookie with Max-Age (true) or a browser-session cookie ("Remember me" unchecked). */
  persistent: boolean;
  usedAt: number | null;
  revokedAt: number | null;
}

/** Everything the mock persists (MOCK_DATA_FILE); control state (faults, request log) is not part of it. */
export interface MockState {
  version: 1;
  /** ISO timestamp of the seeding this state grew from. */
  seededAt: string;
  users: StoredUser[];
  trips: Trip[];
  refreshTokens: RefreshTokenRecord[];
  mailbox: MailMessage[];
}

/** How an area reaches the current state: reads, and changes that are persisted when they return. */
export interface StateAccess {
  read(): MockState;
  change<T>(mutate: (state: MockState) => T): T;
  now(): number;
}

export function isMockState(value: unknown): value is MockState {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<MockState>;
  return (
    candidate.version === 1 &&
    typeof candidate.seededAt === 'string' &&
    Array.isArray(candidate.users) &&
    Array.isArray(candidate.trips) &&
    Array.isArray(candidate.refreshTokens) &&
    Array.isArray(candidate.mailbox)
  );
}
