import { RESET_TOKEN_TTL_MS } from '../constants';
import type { MockDb } from '../db/store';
import { sha256Hex } from './one-time-codes';
import { randomToken } from './tokens';

/**
 * The token verify-password-reset-otp answers (D2 §4 "Password reset"): opaque, single-use, valid 15
 * minutes, kept only as SHA-256. Issuing one spends the user's earlier tokens; using one spends all.
 */

type ResetDb = Pick<MockDb, 'now' | 'resetTokens'>;

export type ResetTokenFailure = 'invalid' | 'used' | 'expired';

export class ResetTokenError extends Error {
  constructor(readonly reason: ResetTokenFailure) {
    super(`Reset token ${reason}`);
    this.name = 'ResetTokenError';
  }
}

export function hashResetToken(token: string): Promise<string> {
  return sha256Hex(`reset-token:${token}`);
}

export async function issueResetToken(
  db: ResetDb,
  userId: string,
): Promise<{ token: string; expiresAt: number }> {
  const token = randomToken();
  const tokenHash = await hashResetToken(token);
  const issuedAt = db.now();
  const expiresAt = issuedAt + RESET_TOKEN_TTL_MS;
  db.resetTokens.useAllOf(userId);
  db.resetTokens.insert({ tokenHash, userId, issuedAt, expiresAt, usedAt: null });
  return { token, expiresAt };
}

/** Spends the token and answers its user id; throws ResetTokenError when unknown, used or expired. */
export async function consumeResetToken(db: ResetDb, token: string): Promise<string> {
  const tokenHash = await hashResetToken(token);
  // From here to useAllOf nothing awaits: two concurrent resets cannot both spend the token.
  const record = db.resetTokens.findByHash(tokenHash);
  if (!record) throw new ResetTokenError('invalid');
  if (record.usedAt !== null) throw new ResetTokenError('used');
  if (record.expiresAt <= db.now()) throw new ResetTokenError('expired');
  db.resetTokens.useAllOf(record.userId);
  return record.userId;
}
