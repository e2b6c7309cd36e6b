import type { LoginResponse, User } from '@contract/user';
import type { MockDb } from '../db/store';
import { jsonResponse } from '../handlers/respond';
import { refreshCookie } from './refresh-cookie';
import { issueRefreshToken, revokeRefreshToken, signAccessToken } from './tokens';

/**
 * The answer of a successful login or Google sign-in (D1 §7 "Same as login"): data.loggedInUser and
 * data.accessToken, plus the refresh-token cookie. A sign-in replaces this browser's previous session
 * (the refresh cookie it presented) rather than leaving it alive.
 */
export async function signInResponse(
  db: MockDb,
  user: User,
  options: { message: string; previousRefreshToken?: string | undefined; persistent?: boolean },
): Promise<Response> {
  if (options.previousRefreshToken) await revokeRefreshToken(db, options.previousRefreshToken);
  const accessToken = await signAccessToken(db, user);
  const issued = await issueRefreshToken(db, user._id, { persistent: options.persistent ?? true });
  const answer: LoginResponse = {
    success: true,
    message: options.message,
    data: { loggedInUser: user, accessToken },
  };
  return jsonResponse(answer, {
    headers: { 'Set-Cookie': refreshCookie(issued, db.refreshTokenTtlS) },
  });
}
