import { ApolloClient, InMemoryCache } from '@apollo/client';
import type { ApolloLink } from '@apollo/client';
import {
  GOOGLE_LOGIN_FAILED,
  LOGIN_FAILED,
  REGISTRATION_FAILED,
} from '@machines/session/constants';
import type { SessionServer, SessionUser } from '@machines/session/session.machine';
import type { SessionUserFieldsFragment } from '@web/gql/graphql';
import { CurrentUserQuery } from '../graphql/current-user-query';
import { GoogleLoginMutation } from '../graphql/google-login-mutation';
import { LoginMutation } from '../graphql/login-mutation';
import { LogoutMutation } from '../graphql/logout-mutation';
import { RefreshTokenMutation } from '../graphql/refresh-token-mutation';
import { RegisterMutation } from '../graphql/register-mutation';

/**
 * The session machine's network effects (its `SessionServer`, declared in machines/src/session), as
 * calls to the gateway's auth mutations. app/main.tsx hands them to the session actor.
 */
export type AuthApi = SessionServer;

/**
 * The client the session's own calls go through: `httpLink` alone (the app passes the gateway's
 * HTTP link, with the refresh-token cookie and multipart uploads for sign-up), none of the app
 * client's links. Refresh and logout must never pass through the retry-on-401 link, or a refused
 * refresh would trigger another refresh.
 */
export function createAuthTransport(httpLink: ApolloLink): ApolloClient {
  return new ApolloClient({
    link: httpLink,
    cache: new InMemoryCache(),
    defaultOptions: { mutate: { fetchPolicy: 'no-cache' } },
  });
}

export function toSessionUser(user: SessionUserFieldsFragment): SessionUser {
  return {
    id: user.id,
    userName: user.userName,
    email: user.email,
    profilePic: user.profilePic ?? null,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    // The REST and spec value ('user' | 'admin'), not the GraphQL enum name.
    role: user.role.toLowerCase(),
    isVerified: user.isVerified,
  };
}

function bearer(accessToken: string | null): Record<string, string> {
  return accessToken === null ? {} : { authorization: `Bearer ${accessToken}` };
}

/**
 * The user an access token belongs to, as the server has them now (`me`), asked with that token
 * alone: how the gateway's page worker learns whom it renders a signed-in page for (issue 19).
 * Rejects when the token is refused.
 */
export async function currentUserOf(
  client: ApolloClient,
  accessToken: string,
  signal?: AbortSignal,
) {
  const { data } = await client.query({
    query: CurrentUserQuery,
    context: { headers: bearer(accessToken), fetchOptions: { signal } },
    fetchPolicy: 'no-cache',
  });
  if (!data) throw new Error('No user for this token');
  return data;
}

export function createAuthApi(client: ApolloClient): AuthApi {
  return {
    async login({ userName, password }) {
      const { data } = await client.mutate({
        mutation: LoginMutation,
        variables: { userName, password },
      });
      if (!data) throw new Error(LOGIN_FAILED);
      return { user: toSessionUser(data.login.user), accessToken: data.login.accessToken };
    },
    async googleLogin({ credential }) {
      const { data } = await client.mutate({
        mutation: GoogleLoginMutation,
        variables: { credential },
      });
      if (!data) throw new Error(GOOGLE_LOGIN_FAILED);
      return {
        user: toSessionUser(data.googleLogin.user),
        accessToken: data.googleLogin.accessToken,
      };
    },
    async logout(accessToken) {
      await client.mutate({ mutation: LogoutMutation, context: { headers: bearer(accessToken) } });
    },
    async refresh() {
      const { data } = await client.mutate({ mutation: RefreshTokenMutation });
      return { accessToken: data?.refreshToken.accessToken ?? null };
    },
    // Sign-up does not sign in (spec 001 §4): the session only learns that it worked.
    async register({ userName, email, password, profilePic }) {
      // The session types the picture loosely (machines/ knows no DOM): only a file can be sent.
      if (!(profilePic instanceof File)) throw new Error(REGISTRATION_FAILED);
      const { data } = await client.mutate({
        mutation: RegisterMutation,
        variables: { input: { userName, email, password, profilePic } },
      });
      if (!data) throw new Error(REGISTRATION_FAILED);
    },
  };
}
