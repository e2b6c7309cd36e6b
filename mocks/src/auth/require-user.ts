import type { User } from '@contract/user';
import { messages } from '../constants';
import type { MockDb } from '../db/store';
import { ApiError } from '../handlers/respond';
import { verifyAccessToken } from './tokens';
import type { AccessTokenClaims } from './tokens';

/**
 * The caller of a call open to guests (user/feedback): null without an Authorization header; a header
 * with a bad or expired token is refused like anywhere else (401), so the client refreshes and retries
 * instead of being filed as a guest.
 */
export async function optionalUser(db: MockDb, request: Request): Promise<User | null> {
  if (!request.headers.has('authorization')) return null;
  return requireUser(db, request);
}

function bearerOf(request: Request): string | undefined {
  const header = request.headers.get('authorization') ?? '';
  return /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
}

/** The claims of the request's bearer token when it is valid and not revoked at logout; else null. */
export async function liveAccessClaims(
  db: MockDb,
  request: Request,
): Promise<AccessTokenClaims | null> {
  const token = bearerOf(request);
  const claims = token ? await verifyAccessToken(db, token) : null;
  if (!claims || (claims.jti !== undefined && db.deniedAccessTokens.isDenied(claims.jti))) {
    return null;
  }
  return claims;
}

/** The caller of an authenticated call, from `Authorization: Bearer <jwt>`; else 401. */
export async function requireUser(db: MockDb, request: Request): Promise<User> {
  if (!bearerOf(request)) throw new ApiError(401, messages.accessTokenMissing);
  const claims = await liveAccessClaims(db, request);
  const user = claims ? db.users.findById(claims.sub) : undefined;
  if (!user) throw new ApiError(401, messages.accessTokenInvalid);
  return user;
}
