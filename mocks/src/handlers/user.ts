import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { paths } from '@contract/paths';
import { loginRequest, REFRESH_COOKIE } from '@contract/user';
import type { LogoutResponse, ProfileResponse, RefreshResponse } from '@contract/user';
import { clearedRefreshCookie, refreshCookie } from '../auth/refresh-cookie';
import { liveAccessClaims, requireUser } from '../auth/require-user';
import { signInResponse } from '../auth/sign-in';
import {
  RefreshTokenError,
  revokeRefreshToken,
  rotateRefreshToken,
  signAccessToken,
} from '../auth/tokens';
import type { RefreshFailure } from '../auth/tokens';
import { messages } from '../constants';
import type { MockDb } from '../db/store';
import { ApiError, jsonResponse, parseRequest, readJsonObject, route } from './respond';
import { clientAddressOf } from '../auth/attempt-throttle';

const refreshFailureMessages: Record<RefreshFailure, string> = {
  invalid: messages.refreshTokenInvalid,
  expired: messages.refreshTokenExpired,
  revoked: messages.refreshTokenRevoked,
  reused: messages.refreshTokenReused,
};

/** A refresh that fails also clears the cookie, so the browser stops presenting a dead token. */
function refreshFailure(message: string): ApiError {
  return new ApiError(401, message, { 'Set-Cookie': clearedRefreshCookie() });
}

/** /api/v1/user/*: session calls (D1 §7). Sign-up, Google and profile edits: account.ts, profile.ts. */
export function createUserHandlers(db: MockDb): HttpHandler[] {
  return [
    http.post(
      `*${paths.login}`,
      route(async ({ request, cookies }) => {
        const { userName, password, rememberMe } = parseRequest(
          loginRequest,
          await readJsonObject(request),
        );

        // Per user name and per client address: 5 failures in 15 minutes, then 429 (issue 17).
        const userKey = `login:user:${userName.toLowerCase()}`;
        const throttleKeys = [userKey, `login:address:${clientAddressOf(request)}`];
        db.attemptThrottle.check(throttleKeys);
        const user = await db.users.checkPassword(userName, password);
        if (!user) {
          db.attemptThrottle.recordFailure(throttleKeys);
          throw new ApiError(401, messages.invalidCredentials);
        }
        db.attemptThrottle.forget(userKey);
        // Checked after the password, so the answer tells a stranger nothing about the account.
        if (!user.isVerified) throw new ApiError(403, messages.emailNotVerified);

        return signInResponse(db, user, {
          message: messages.loginSucceeded,
          previousRefreshToken: cookies[REFRESH_COOKIE],
          persistent: rememberMe !== false,
        });
      }),
    ),

    http.post(
      `*${paths.refreshToken}`,
      route(async ({ cookies }) => {
        const token = cookies[REFRESH_COOKIE];
        if (!token) throw refreshFailure(messages.refreshTokenMissing);

        let rotated: Awaited<ReturnType<typeof rotateRefreshToken>>;
        try {
          rotated = await rotateRefreshToken(db, token);
        } catch (error) {
          if (error instanceof RefreshTokenError) {
            throw refreshFailure(refreshFailureMessages[error.reason]);
          }
          throw error;
        }
        const user = db.users.findById(rotated.userId);
        if (!user) {
          await revokeRefreshToken(db, rotated.next.token);
          throw refreshFailure(messages.refreshTokenInvalid);
        }

        const accessToken = await signAccessToken(db, user);
        const answer: RefreshResponse = {
          success: true,
          message: messages.tokenRefreshed,
          accessToken,
          data: { accessToken },
        };
        return jsonResponse(answer, {
          headers: { 'Set-Cookie': refreshCookie(rotated.next, db.refreshTokenTtlS) },
        });
      }),
    ),

    // No bearer needed: logging out must work with an expired access token too.
    http.post(
      `*${paths.logout}`,
      route(async ({ request, cookies }) => {
        const token = cookies[REFRESH_COOKIE];
        if (token) await revokeRefreshToken(db, token);
        // The access token dies with the session (issue 17), not 15 minutes later.
        const claims = await liveAccessClaims(db, request);
        if (claims?.jti !== undefined) db.deniedAccessTokens.deny(claims.jti, claims.exp);
        const answer: LogoutResponse = { success: true, message: messages.logoutSucceeded };
        return jsonResponse(answer, { headers: { 'Set-Cookie': clearedRefreshCookie() } });
      }),
    ),

    http.get(
      `*${paths.profile}`,
      route(async ({ request }) => {
        const user = await requireUser(db, request);
        const answer: ProfileResponse = {
          success: true,
          message: messages.profileFetched,
          data: user,
        };
        return jsonResponse(answer);
      }),
    ),
  ];
}
