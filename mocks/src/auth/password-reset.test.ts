import { beforeEach, describe, expect, it } from 'vitest';
import { RESET_TOKEN_TTL_MS } from '../constants';
import { seedIds } from '../db/seed';
import { createMockDb } from '../db/store';
import type { MockDb } from '../db/store';
import {
  ResetTokenError,
  consumeResetToken,
  hashResetToken,
  issueResetToken,
} from './password-reset';

const START = Date.parse('2026-03-10T09:00:00Z');
let clock = START;
let db: MockDb;

beforeEach(async () => {
  clock = START;
  db = await createMockDb({ now: () => clock, dataFile: null });
});

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ResetTokenError) return error.reason;
    throw error;
  }
  throw new Error('expected the token to be refused');
}

describe('password-reset tokens', () => {
  it('are opaque, stored only as a hash, and live 15 minutes', async () => {
    const { token, expiresAt } = await issueResetToken(db, seedIds.users.maya);
    expect(token).toMatch(/^[\w-]{40,}$/);
    expect(expiresAt).toBe(START + RESET_TOKEN_TTL_MS);
    const stored = JSON.stringify(db.snapshot().resetTokens);
    expect(stored).not.toContain(token);
    expect(stored).toContain(await hashResetToken(token));
  });

  it('are single-use: the second use is refused as used', async () => {
    const { token } = await issueResetToken(db, seedIds.users.maya);
    await expect(consumeResetToken(db, token)).resolves.toBe(seedIds.users.maya);
    expect(await refusal(consumeResetToken(db, token))).toBe('used');
  });

  it('expire: usable 1 ms before the 15 minutes, refused from then on', async () => {
    const early = await issueResetToken(db, seedIds.users.arjun);
    const late = await issueResetToken(db, seedIds.users.lena);
    clock = START + RESET_TOKEN_TTL_MS - 1;
    await expect(consumeResetToken(db, early.token)).resolves.toBe(seedIds.users.arjun);
    clock = START + RESET_TOKEN_TTL_MS;
    expect(await refusal(consumeResetToken(db, late.token))).toBe('expired');
  });

  it("a newer token spends the older one of the same user, not other users' ones", async () => {
    const older = await issueResetToken(db, seedIds.users.maya);
    const someoneElse = await issueResetToken(db, seedIds.users.lena);
    const newer = await issueResetToken(db, seedIds.users.maya);
    expect(await refusal(consumeResetToken(db, older.token))).toBe('used');
    await expect(consumeResetToken(db, newer.token)).resolves.toBe(seedIds.users.maya);
    await expect(consumeResetToken(db, someoneElse.token)).resolves.toBe(seedIds.users.lena);
  });

  it('refuse unknown tokens', async () => {
    expect(await refusal(consumeResetToken(db, 'made-up'))).toBe('invalid');
  });

  it('let only one of two concurrent uses through', async () => {
    const { token } = await issueResetToken(db, seedIds.users.maya);
    const results = await Promise.allSettled([
      consumeResetToken(db, token),
      consumeResetToken(db, token),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  });
});
