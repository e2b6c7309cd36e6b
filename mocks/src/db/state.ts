import type { MailMessage, ReceivedFeedback } from '@contract/mock-control';
import type { Trip } from '@contract/trip';
import type { User } from '@contract/user';

/**
 * A user as the mock keeps it: the public shape plus the PBKDF2 hash (never the password). Null for an
 * account made by Google sign-in until a password is set through the reset flow.
 */
export interface StoredUser extends User {
  passwordHash: string | null;
  /** Id of the stored picture `profilePic` points to (so a new upload can drop the old bytes). */
  profilePictureId?: string;
}

/** What a one-time code is for: e-mail verification after sign-up, or a password reset. */
export type CodePurpose = 'verify-email' | 'reset-password';

/**
 * The pending 6-digit code for one purpose and e-mail (at most one). Only its SHA-256 is kept. A
 * password-reset request for an unknown e-mail leaves a record without a code (`codeHash` null), so the
 * cooldown and the wrong-code answers are the same as for a real account.
 */
export interface OneTimeCodeRecord {
  purpose: CodePurpose;
  /** Lowercased and trimmed. */
  email: string;
  userId: string | null;
  codeHash: string | null;
  /** Epoch milliseconds. */
  sentAt: number;
  expiresAt: number;
  failedAttempts: number;
}

/** A single-use password-reset token (answered by verify-password-reset-otp); only its SHA-256 is kept. */
export interface ResetTokenRecord {
  tokenHash: string;
  userId: string;
  /** Epoch milliseconds. */
  issuedAt: number;
  expiresAt: number;
  usedAt: number | null;
}

/** An uploaded image (profile picture, trip cover), served by the mock: see stored-images.ts. */
export interface StoredImage {
  id: string;
  /** Sniffed from the bytes, never taken from the client. */
  contentType: string;
  /** The bytes, base64, so the state stays plain JSON for MOCK_DATA_FILE. */
  base64: string;
  uploadedAt: number;
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
  oneTimeCodes: OneTimeCodeRecord[];
  resetTokens: ResetTokenRecord[];
  profilePictures: StoredImage[];
  /** Uploaded trip cover images (issue 4), served by GET /api/v1/trip/cover-image/<id>. */
  tripCoverImages: StoredImage[];
  /** Photos on itinerary activities (issue 14), served by GET /api/v1/trip/activity-image/<id>. */
  activityImages: StoredImage[];
  /** Feedback received by POST user/feedback (issue 15), oldest first; GET /__mock/feedback lists it. */
  feedback: ReceivedFeedback[];
}

/** How an area reaches the current state: reads, and changes that are persisted when they return. */
export interface StateAccess {
  read(): MockState;
  change<T>(mutate: (state: MockState) => T): T;
  now(): number;
}

/** Lists added to the state after version 1 was first written: a file without them loads them empty. */
const LATER_LISTS = [
  'oneTimeCodes',
  'resetTokens',
  'profilePictures',
  'tripCoverImages',
  'feedback',
  'activityImages',
] as const;

export function isMockState(value: unknown): value is MockState {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<MockState>;
  return (
    candidate.version === 1 &&
    typeof candidate.seededAt === 'string' &&
    Array.isArray(candidate.users) &&
    Array.isArray(candidate.trips) &&
    Array.isArray(candidate.refreshTokens) &&
    Array.isArray(candidate.mailbox) &&
    LATER_LISTS.every((list) => Array.isArray(candidate[list]))
  );
}

/**
 * A state loaded from MOCK_DATA_FILE, brought up to the current shape: a file written before the
 * account lists existed keeps its data and gets them empty. Anything else unreadable: undefined.
 */
export function upgradeLoadedState(value: unknown): MockState | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const upgraded: Record<string, unknown> = { ...value };
  for (const list of LATER_LISTS) upgraded[list] ??= [];
  return isMockState(upgraded) ? upgraded : undefined;
}
