import type { Resolvers } from '../../generated/resolvers-types';
import type { SignIn } from '../../rest/client';

/** The REST sign-in answer (data.loggedInUser, data.accessToken) as the GraphQL AuthPayload. */
const toAuthPayload = ({ loggedInUser, accessToken }: SignIn) => ({
  user: loggedInUser,
  accessToken,
});

/** Users and the session. Parents of `User` are the contract's REST user (codegen mapper). */
export const userResolvers: Resolvers = {
  Query: {
    me: (_parent, _args, { rest }) => rest.getProfile(),
  },
  Mutation: {
    login: async (_parent, { userName, password, rememberMe }, { rest }) =>
      toAuthPayload(await rest.login({ userName, password, rememberMe: rememberMe ?? undefined })),
    googleLogin: async (_parent, { credential }, { rest }) =>
      toAuthPayload(await rest.googleVerify(credential)),
    logout: (_parent, _args, { rest }) => rest.logout(),
    refreshToken: async (_parent, _args, { rest }) => ({ accessToken: await rest.refreshToken() }),
  },
  User: {
    id: (user) => user._id,
  },
  /** GraphQL's USER / ADMIN are the REST server's 'user' / 'admin'. */
  UserRole: { USER: 'user', ADMIN: 'admin' },
};
