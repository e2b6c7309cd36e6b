import { SignJWT, decodeJwt } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import { REFRESH_TOKEN_TTL_S } from '../constants';
import { seedIds } from '../db/seed';
import { createMockDb } from '../db/store';
import type { MockDb } from '../db/store';
import {
  RefreshTokenError,
  hashRefreshToken,
  issueRefreshToken,
  revokeRefreshToken,
  rotateRefreshToken,
  signAccessToken,
  verifyAccessToken,
} from './tokens';

const START = Date.parse('2026-03-10T09:00:00Z');
let clock = START;
let db: MockDb;

function maya() {
  const user = db.users.findById(seedIds.users.maya);
  if (!user) throw new Error('seed has no maya');
  return user;
}

async function refreshFailure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof RefreshTokenError) return error.reason;
    throw error;
  }
  throw new Error('expected the refresh to fail');
}

beforeEach(async () => {
  clock = START;
  db = await createMockDb({ now: () => clock, accessTokenTtlS: 60, dataFile: null });
});

describe('access tokens', () => {
  it('carry sub, userName, role and exp = now + ttl', async () => {
    const token = await signAccessToken(db, maya());
    const claims = await verifyAccessToken(db, token);
    expect(claims).toMatchObject({ sub: seedIds.users.maya, userName: 'maya', role: 'user' });
    expect(claims?.exp).toBe(START / 1000 + 60);
    expect(claims?.iat).toBe(START / 1000);
    expect(decodeJwt(token).jti).toEqual(expect.any(String));
  });

  it('are valid until exp and rejected from exp on', async () => {
    const token = await signAccessToken(db, maya());
    clock = START + 59_000;
    expect(await verifyAccessToken(db, token)).not.toBeNull();
    clock = START + 60_000;
    expect(await verifyAccessToken(db, token)).toBeNull();
  });

  it('reject a token whose payload was changed (role raised to admin)', async () => {
    const token = await signAccessToken(db, maya());
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as object;
    const raised = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
    expect(await verifyAccessToken(db, `${header}.${raised}.${signature}`)).toBeNull();
  });

  it('reject a changed signature, garbage, another secret and alg "none"', async () => {
    const token = await signAccessToken(db, maya());
    const flipped = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    expect(await verifyAccessToken(db, flipped)).toBeNull();
    expect(await verifyAccessToken(db, 'not-a-jwt')).toBeNull();

    const elsewhere = await createMockDb({
      now: () => clock,
      jwtSecret: 'another',
      dataFile: null,
    });
    expect(await verifyAccessToken(db, await signAccessToken(elsewhere, maya()))).toBeNull();

    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = token.split('.')[1];
    expect(await verifyAccessToken(db, `${header}.${payload}.`)).toBeNull();
  });

  it('reject a well-signed token without the claims a user needs', async () => {
    const token = await new SignJWT({ userName: 'maya' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(seedIds.users.maya)
      .setIssuedAt(START / 1000)
      .setExpirationTime(START / 1000 + 60)
      .sign(db.jwtSecret);
    expect(await verifyAccessToken(db, token)).toBeNull();
  });
});

describe('refresh tokens', () => {
  it('are stored only as a SHA-256 hash, with a 7-day lifetime', async () => {
    const issued = await issueRefreshToken(db, seedIds.users.maya);
    const stored = JSON.stringify(db.snapshot().refreshTokens);
    expect(stored).not.toContain(issued.token);
    expect(stored).toContain(await hashRefreshToken(issued.token));
    expect(issued.expiresAt).toBe(START + REFRESH_TOKEN_TTL_S * 1000);
    expect(issued.persistent).toBe(true);
  });

  it('rotate: the next token is new, in the same family, and keeps the persistence', async () => {
    const first = await issueRefreshToken(db, seedIds.users.maya, { persistent: false });
    const { userId, next } = await rotateRefreshToken(db, first.token);
    expect(userId).toBe(seedIds.users.maya);
    expect(next.token).not.toBe(first.token);
    expect(next.familyId).toBe(first.familyId);
    expect(next.persistent).toBe(false);
    const family = db.refreshTokens.listFamily(first.familyId);
    expect(family).toHaveLength(2);
    expect(family.filter((record) => record.usedAt !== null)).toHaveLength(1);
    // The successor rotates in turn.
    await expect(rotateRefreshToken(db, next.token)).resolves.toMatchObject({ userId });
  });

  it('detect reuse: replaying a used token revokes the family, so the newer token fails too', async () => {
    const first = await issueRefreshToken(db, seedIds.users.maya);
    const { next } = await rotateRefreshToken(db, first.token);
    expect(await refreshFailure(rotateRefreshToken(db, first.token))).toBe('reused');
    expect(await refreshFailure(rotateRefreshToken(db, next.token))).toBe('revoked');
    const family = db.refreshTokens.listFamily(first.familyId);
    expect(family.every((record) => record.revokedAt !== null)).toBe(true);
  });

  it('leave other families alone when one is revoked', async () => {
    const phone = await issueRefreshToken(db, seedIds.users.maya);
    const laptop = await issueRefreshToken(db, seedIds.users.maya);
    await rotateRefreshToken(db, phone.token);
    await refreshFailure(rotateRefreshToken(db, phone.token));
    await expect(rotateRefreshToken(db, laptop.token)).resolves.toBeDefined();
  });

  it('expire after 7 days', async () => {
    const issued = await issueRefreshToken(db, seedIds.users.maya);
    clock = START + REFRESH_TOKEN_TTL_S * 1000 - 1;
    const { next } = await rotateRefreshToken(db, issued.token);
    clock = next.expiresAt;
    expect(await refreshFailure(rotateRefreshToken(db, next.token))).toBe('expired');
  });

  it('reject unknown tokens', async () => {
    expect(await refreshFailure(rotateRefreshToken(db, 'made-up'))).toBe('invalid');
  });

  it('are revoked with their family on logout', async () => {
    const first = await issueRefreshToken(db, seedIds.users.maya);
    const { next } = await rotateRefreshToken(db, first.token);
    expect(await revokeRefreshToken(db, next.token)).toBe(true);
    expect(await refreshFailure(rotateRefreshToken(db, next.token))).toBe('revoked');
    expect(await revokeRefreshToken(db, 'made-up')).toBe(false);
  });

  it('let only one of two concurrent rotations of the same token through', async () => {
    const issued = await issueRefreshToken(db, seedIds.users.maya);
    const results = await Promise.allSettled([
      rotateRefreshToken(db, issued.token),
      rotateRefreshToken(db, issued.token),
    ]);
    const fulfilled = results.flatMap((result) => (result.status === 'fulfilled' ? [result] : []));
    expect(fulfilled).toHaveLength(1);
    // The loser looked like a replay, so the family is gone, the winner's new token included.
    const winner = fulfilled[0]?.value.next.token ?? '';
    expect(await refreshFailure(rotateRefreshToken(db, winner))).toBe('revoked');
  });
});
