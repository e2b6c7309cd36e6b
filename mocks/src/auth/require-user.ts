import type { User } from '@contract/user';
import { messages } from '../constants';
import type { MockDb } from '../db/store';
import { ApiError } from '../handlers/respond';
import { verifyAccessToken } from './tokens';

/**
 * The caller of a call open to guests (user/feedback): null without an Authorization header; a header
 * with a bad or expired token is refused like anywhere else (401), so the client refreshes and retries
 * instead of being filed as a guest.
 */
export async function optionalUser(db: MockDb, request: Request): Promise<User | null> {
  if (!request.headers.has('authorization')) return null;
  return requireUser(db, request);
}

/** The caller of an authenticated call, from `Authorization: Bearer <jwt>`; else 401. */
export async function requireUser(db: MockDb, request: Request): Promise<User> {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) throw new ApiError(401, messages.accessTokenMissing);
  const claims = await verifyAccessToken(db, match[1]);
  const user = claims ? db.users.findById(claims.sub) : undefined;
  if (!user) throw new ApiError(401, messages.accessTokenInvalid);
  return user;
}
