import { SignJWT, jwtVerify } from 'jose';
import type { User } from '@contract/user';
import { toBase64 } from '../db/password';
import type { MockDb } from '../db/store';

/**
 * Access tokens: HS256 JWTs (claims sub, userName, role, iat, exp), checked on every authenticated call.
 * Refresh tokens: opaque random strings kept only as SHA-256, rotated on every use; a used token that
 * comes back means it was stolen or replayed, so its whole family (the login it came from) is revoked.
 */

type Clocked = Pick<MockDb, 'now' | 'jwtSecret' | 'accessTokenTtlS'>;

// Given the raw secret, jose imports it as a CryptoKey on every call: a sixth of the mock API's CPU
// per authenticated request. The key is imported once per secret instead.
const hmacKeys = new WeakMap<Uint8Array, Promise<CryptoKey>>();

function hmacKeyFor(secret: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  let key = hmacKeys.get(secret);
  if (key === undefined) {
    key = crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    hmacKeys.set(secret, key);
  }
  return key;
}

export interface AccessTokenClaims {
  sub: string;
  userName: string;
  role: User['role'];
  iat: number;
  exp: number;
  /** The token's id, which logout denies (absent from tokens signed elsewhere without one). */
  jti?: string;
}

export async function signAccessToken(db: Clocked, user: User): Promise<string> {
  const issuedAtS = Math.floor(db.now() / 1000);
  return (
    new SignJWT({ userName: user.userName, role: user.role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user._id)
      // A unique id, so two tokens issued within one second still differ.
      .setJti(crypto.randomUUID())
      .setIssuedAt(issuedAtS)
      .setExpirationTime(issuedAtS + db.accessTokenTtlS)
      .sign(await hmacKeyFor(db.jwtSecret))
  );
}

/** The claims of a valid token; null when it is malformed, tampered with, signed elsewhere or expired. */
export async function verifyAccessToken(
  db: Clocked,
  token: string,
): Promise<AccessTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await hmacKeyFor(db.jwtSecret), {
      algorithms: ['HS256'],
      currentDate: new Date(db.now()),
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const { sub, exp, iat, userName, role, jti } = payload;
    if (
      typeof sub !== 'string' ||
      typeof exp !== 'number' ||
      typeof iat !== 'number' ||
      typeof userName !== 'string' ||
      (role !== 'user' && role !== 'admin')
    ) {
      return null;
    }
    return { sub, exp, iat, userName, role, ...(typeof jti === 'string' ? { jti } : {}) };
  } catch {
    return null;
  }
}

export type RefreshFailure = 'invalid' | 'expired' | 'revoked' | 'reused';

export class RefreshTokenError extends Error {
  constructor(readonly reason: RefreshFailure) {
    super(`Refresh token ${reason}`);
    this.name = 'RefreshTokenError';
  }
}

export interface IssuedRefreshToken {
  /** The opaque value for the cookie; only its hash is stored. */
  token: string;
  familyId: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  /** Whether the cookie carries Max-Age (see "Remember me" in RESOLUTIONS). */
  persistent: boolean;
}

type TokenDb = Pick<MockDb, 'now' | 'refreshTokenTtlS' | 'refreshTokens'>;

/** 32 random bytes, base64url: refresh tokens and password-reset tokens. */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export async function hashRefreshToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function issueRefreshToken(
  db: TokenDb,
  userId: string,
  options: { familyId?: string; persistent?: boolean } = {},
): Promise<IssuedRefreshToken> {
  const token = randomToken();
  const issuedAt = db.now();
  const issued: IssuedRefreshToken = {
    token,
    familyId: options.familyId ?? crypto.randomUUID(),
    expiresAt: issuedAt + db.refreshTokenTtlS * 1000,
    persistent: options.persistent ?? true,
  };
  db.refreshTokens.insert({
    tokenHash: await hashRefreshToken(token),
    familyId: issued.familyId,
    userId,
    issuedAt,
    expiresAt: issued.expiresAt,
    persistent: issued.persistent,
    usedAt: null,
    revokedAt: null,
  });
  return issued;
}

/**
 * Exchanges a refresh token for its successor in the same family. Throws RefreshTokenError when the
 * token is unknown, expired, revoked, or already used (which also revokes the family).
 */
export async function rotateRefreshToken(
  db: TokenDb,
  token: string,
): Promise<{ userId: string; next: IssuedRefreshToken }> {
  const tokenHash = await hashRefreshToken(token);
  // From here to markUsed nothing awaits: two concurrent rotations cannot both pass the check.
  const record = db.refreshTokens.findByHash(tokenHash);
  if (!record) throw new RefreshTokenError('invalid');
  if (record.revokedAt !== null) throw new RefreshTokenError('revoked');
  if (record.usedAt !== null) {
    db.refreshTokens.revokeFamily(record.familyId);
    throw new RefreshTokenError('reused');
  }
  if (record.expiresAt <= db.now()) throw new RefreshTokenError('expired');
  db.refreshTokens.markUsed(tokenHash);
  const next = await issueRefreshToken(db, record.userId, {
    familyId: record.familyId,
    persistent: record.persistent,
  });
  return { userId: record.userId, next };
}

/** Logout: revokes the family of the presented token. False when the token is unknown. */
export async function revokeRefreshToken(db: TokenDb, token: string): Promise<boolean> {
  const record = db.refreshTokens.findByHash(await hashRefreshToken(token));
  if (!record) return false;
  db.refreshTokens.revokeFamily(record.familyId);
  return true;
}
