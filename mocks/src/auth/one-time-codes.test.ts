import { beforeEach, describe, expect, it } from 'vitest';
import { OTP_MAX_FAILED_ATTEMPTS, OTP_RESEND_COOLDOWN_MS, OTP_TTL_MS } from '../constants';
import { seedIds } from '../db/seed';
import { createMockDb } from '../db/store';
import type { MockDb } from '../db/store';
import {
  OneTimeCodeError,
  ResendTooSoonError,
  checkCode,
  generateCode,
  hashCode,
  issueCode,
  secondsUntilResend,
} from './one-time-codes';

const START = Date.parse('2026-03-10T09:00:00Z');
const EMAIL = 'newbie@example.com';
let clock = START;
let db: MockDb;

beforeEach(async () => {
  clock = START;
  db = await createMockDb({ now: () => clock, dataFile: null });
});

const issue = (purpose: 'verify-email' | 'reset-password' = 'verify-email', email = EMAIL) =>
  issueCode(db, { purpose, email, userId: seedIds.users.newbie });

const check = (code: string, purpose: 'verify-email' | 'reset-password' = 'verify-email') =>
  checkCode(db, { purpose, email: EMAIL, code });

/** The refusal a promise ends in ('ok' when it resolves), with its detail. */
async function outcome(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof OneTimeCodeError) {
      return error.reason === 'wrong' ? `wrong:${error.attemptsLeft}` : error.reason;
    }
    if (error instanceof ResendTooSoonError) return `too-soon:${error.secondsLeft}`;
    throw error;
  }
}

/** A 6-digit code that is not `code`. */
const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function issued(): Promise<string> {
  const code = await issue();
  if (code === null) throw new Error('expected a code');
  return code;
}

describe('generateCode', () => {
  it('makes 6-digit strings, leading zeros kept, and not the same one each time', () => {
    const codes = Array.from({ length: 200 }, generateCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });
});

describe('one-time codes', () => {
  it('are stored only as a SHA-256 hash bound to purpose and e-mail', async () => {
    const code = await issued();
    const stored = JSON.stringify(db.snapshot().oneTimeCodes);
    expect(stored).not.toContain(code);
    expect(db.oneTimeCodes.find('verify-email', EMAIL)?.codeHash).toBe(
      await hashCode('verify-email', EMAIL, code),
    );
    expect(await hashCode('reset-password', EMAIL, code)).not.toBe(
      await hashCode('verify-email', EMAIL, code),
    );
  });

  it('accept the right code once, answering the user id; then nothing is pending', async () => {
    const code = await issued();
    await expect(check(code)).resolves.toBe(seedIds.users.newbie);
    expect(await outcome(check(code))).toBe('not-pending');
  });

  it('match the e-mail whatever its case and spaces', async () => {
    const code = await issued();
    await expect(
      checkCode(db, { purpose: 'verify-email', email: '  NewBie@Example.com ', code }),
    ).resolves.toBe(seedIds.users.newbie);
  });

  it('are kept apart by purpose', async () => {
    const code = await issued();
    expect(await outcome(check(code, 'reset-password'))).toBe('not-pending');
    await expect(check(code)).resolves.toBe(seedIds.users.newbie);
  });

  it('expire 10 minutes after sending: valid 1 ms before, refused from then on', async () => {
    const code = await issued();
    clock = START + OTP_TTL_MS;
    expect(await outcome(check(code))).toBe('expired');
    clock = START + OTP_TTL_MS - 1;
    await expect(check(code)).resolves.toBe(seedIds.users.newbie);
  });

  it('count wrong tries down and die at the 5th: the right code is refused after it', async () => {
    const code = await issued();
    const answers: string[] = [];
    for (let attempt = 1; attempt <= OTP_MAX_FAILED_ATTEMPTS; attempt += 1) {
      answers.push(await outcome(check(other(code))));
    }
    expect(answers).toEqual(['wrong:4', 'wrong:3', 'wrong:2', 'wrong:1', 'too-many-attempts']);
    expect(await outcome(check(code))).toBe('too-many-attempts');

    // A new code (after the cooldown) starts the count again.
    clock = START + OTP_RESEND_COOLDOWN_MS;
    const fresh = await issued();
    expect(await outcome(check(other(fresh)))).toBe('wrong:4');
    await expect(check(fresh)).resolves.toBe(seedIds.users.newbie);
  });

  it('refuse a new code within 60 s of the last, telling the whole seconds left', async () => {
    await issued();
    clock = START + 1;
    expect(await outcome(issue())).toBe('too-soon:60');
    clock = START + 30_500;
    expect(await outcome(issue())).toBe('too-soon:30');
    expect(secondsUntilResend(db, 'verify-email', EMAIL)).toBe(30);
    clock = START + OTP_RESEND_COOLDOWN_MS - 1;
    expect(await outcome(issue())).toBe('too-soon:1');
    clock = START + OTP_RESEND_COOLDOWN_MS;
    expect(await outcome(issue())).toBe('ok');
  });

  it('let a new code replace the old one, which stops working', async () => {
    const first = await issued();
    clock = START + OTP_RESEND_COOLDOWN_MS;
    const second = await issued();
    if (second === first) return; // one chance in a million: nothing to tell apart
    expect(await outcome(check(first))).toBe('wrong:4');
    await expect(check(second)).resolves.toBe(seedIds.users.newbie);
  });

  it('keep a cooldown per e-mail: another address is not held up', async () => {
    await issued();
    expect(await outcome(issue('verify-email', 'maya@example.com'))).toBe('ok');
  });

  it('for an unknown account keep a record without a code: same cooldown, every try wrong', async () => {
    const stranger = 'nobody@example.com';
    const code = await issueCode(db, { purpose: 'reset-password', email: stranger, userId: null });
    expect(code).toBeNull();
    expect(db.oneTimeCodes.find('reset-password', stranger)?.codeHash).toBeNull();
    expect(
      await outcome(issueCode(db, { purpose: 'reset-password', email: stranger, userId: null })),
    ).toBe('too-soon:60');
    const tryCode = () =>
      checkCode(db, { purpose: 'reset-password', email: stranger, code: '123456' });
    expect(await outcome(tryCode())).toBe('wrong:4');
  });

  it('let only one of two concurrent sends through', async () => {
    const results = await Promise.allSettled([issue(), issue()]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  });
});
