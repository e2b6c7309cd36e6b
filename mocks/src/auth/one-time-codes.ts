import {
  OTP_LENGTH,
  OTP_MAX_FAILED_ATTEMPTS,
  OTP_RESEND_COOLDOWN_MS,
  OTP_TTL_MS,
} from '../constants';
import type { MockDb } from '../db/store';
import type { CodePurpose } from '../db/state';

/**
 * The 6-digit codes mailed for e-mail verification and password reset (D2 §4, §9; issue 5): one
 * pending code per purpose and e-mail, valid 10 minutes, a new one no sooner than 60 s after the last,
 * dead after 5 wrong tries. Only a SHA-256 of the code is stored.
 */

type CodeDb = Pick<MockDb, 'now' | 'oneTimeCodes'>;

export type CodeFailure = 'not-pending' | 'expired' | 'too-many-attempts' | 'wrong';

export class OneTimeCodeError extends Error {
  constructor(
    readonly reason: CodeFailure,
    /** For 'wrong': tries left before the code dies. */
    readonly attemptsLeft = 0,
  ) {
    super(`One-time code ${reason}`);
    this.name = 'OneTimeCodeError';
  }
}

export class ResendTooSoonError extends Error {
  constructor(readonly secondsLeft: number) {
    super(`A new code can be sent in ${secondsLeft} s`);
    this.name = 'ResendTooSoonError';
  }
}

/** E-mails are compared lowercased and trimmed everywhere (D2 §5 "Forgot password e-mail"). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The stored form: purpose and e-mail are mixed in, so one code's hash says nothing about another. */
export function hashCode(purpose: CodePurpose, email: string, code: string): Promise<string> {
  return sha256Hex(`${purpose}:${normalizeEmail(email)}:${code}`);
}

/** A uniformly random code of OTP_LENGTH digits (rejection sampling, so no digit string is likelier). */
export function generateCode(): string {
  const range = 10 ** OTP_LENGTH;
  const limit = Math.floor(0x1_0000_0000 / range) * range;
  for (;;) {
    const [value = limit] = crypto.getRandomValues(new Uint32Array(1));
    if (value < limit) return String(value % range).padStart(OTP_LENGTH, '0');
  }
}

/** Whole seconds until a new code may be sent; 0 when it may be sent now. */
export function secondsUntilResend(db: CodeDb, purpose: CodePurpose, email: string): number {
  const record = db.oneTimeCodes.find(purpose, normalizeEmail(email));
  if (!record) return 0;
  const waitMs = record.sentAt + OTP_RESEND_COOLDOWN_MS - db.now();
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
}

/**
 * Replaces any pending code with a new one and answers it in plain text, for the mail. With no user
 * (a reset asked for an unknown e-mail) a record without a code is kept and null answered: the
 * cooldown and the wrong-code answers then match a real account's. Throws ResendTooSoonError within
 * 60 s of the previous code.
 */
export async function issueCode(
  db: CodeDb,
  input: { purpose: CodePurpose; email: string; userId: string | null },
): Promise<string | null> {
  const email = normalizeEmail(input.email);
  const code = input.userId === null ? null : generateCode();
  const codeHash = code === null ? null : await hashCode(input.purpose, email, code);
  // From here to put nothing awaits: two concurrent requests cannot both pass the cooldown.
  const secondsLeft = secondsUntilResend(db, input.purpose, email);
  if (secondsLeft > 0) throw new ResendTooSoonError(secondsLeft);
  const sentAt = db.now();
  db.oneTimeCodes.put({
    purpose: input.purpose,
    email,
    userId: input.userId,
    codeHash,
    sentAt,
    expiresAt: sentAt + OTP_TTL_MS,
    failedAttempts: 0,
  });
  return code;
}

/** Compares two hex digests without an early exit, so timing tells nothing about a near miss. */
function sameDigest(left: string, right: string): boolean {
  if (left.length !== right.length) return false;
  let difference = 0;
  for (let index = 0; index < left.length; index += 1) {
    difference |= left.charCodeAt(index) ^ right.charCodeAt(index);
  }
  return difference === 0;
}

/**
 * Checks a code; on success the code is spent and the user id it was issued for answered. Throws
 * OneTimeCodeError: 'not-pending' (none issued, or already spent), 'too-many-attempts' (5 wrong tries
 * made; also the answer to the 5th), 'expired' (10 minutes passed), 'wrong' (with the tries left).
 */
export async function checkCode(
  db: CodeDb,
  input: { purpose: CodePurpose; email: string; code: string },
): Promise<string | null> {
  const email = normalizeEmail(input.email);
  const presented = await hashCode(input.purpose, email, input.code);
  // From here on nothing awaits: a check and its bookkeeping happen as one step.
  const record = db.oneTimeCodes.find(input.purpose, email);
  if (!record) throw new OneTimeCodeError('not-pending');
  if (record.failedAttempts >= OTP_MAX_FAILED_ATTEMPTS) {
    throw new OneTimeCodeError('too-many-attempts');
  }
  if (record.expiresAt <= db.now()) throw new OneTimeCodeError('expired');
  if (record.codeHash === null || !sameDigest(presented, record.codeHash)) {
    const failures = db.oneTimeCodes.recordFailure(input.purpose, email);
    if (failures >= OTP_MAX_FAILED_ATTEMPTS) throw new OneTimeCodeError('too-many-attempts');
    throw new OneTimeCodeError('wrong', OTP_MAX_FAILED_ATTEMPTS - failures);
  }
  db.oneTimeCodes.remove(input.purpose, email);
  return record.userId;
}
