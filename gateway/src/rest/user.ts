import { paths } from '@contract/paths';
import { loginResponse, logoutResponse, profileResponse, refreshResponse } from '@contract/user';
import type { LoginRequest, LoginResponse, User } from '@contract/user';
import { gatewayMessages, incompleteAnswerError } from './errors';
import type { RestTransport } from './transport';

/** What a successful login or Google verify gives: the user and an access token. */
export type SignIn = LoginResponse['data'];

/** The user calls of the foundation: sign-in, session and profile. */
export function userRest({ call }: RestTransport) {
  return {
    async login(credentials: LoginRequest): Promise<SignIn> {
      return (await call('POST', paths.login, loginResponse, { json: credentials })).data;
    },
    /** D1 §7 / RESOLUTIONS 27.3: the Google access token goes in the field `credential`. */
    async googleVerify(credential: string): Promise<SignIn> {
      return (await call('POST', paths.googleVerify, loginResponse, { json: { credential } })).data;
    },
    async logout(): Promise<boolean> {
      return (await call('POST', paths.logout, logoutResponse)).success;
    },
    /** Answers the new access token; the rotated refresh cookie is relayed like every Set-Cookie. */
    async refreshToken(): Promise<string> {
      const answer = await call('POST', paths.refreshToken, refreshResponse);
      const accessToken = answer.data?.accessToken ?? answer.accessToken;
      if (!accessToken) throw incompleteAnswerError(gatewayMessages.noAccessToken);
      return accessToken;
    },
    async getProfile(): Promise<User> {
      return (await call('GET', paths.profile, profileResponse)).data;
    },
  };
}
