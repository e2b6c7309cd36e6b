import type { Resolvers } from '../../generated/resolvers-types';
import { clientProfilePictureUrl } from '../../images/profile-pictures';
import type { SignIn } from '../../rest/user';

/** The REST sign-in answer (data.loggedInUser, data.accessToken) as the GraphQL AuthPayload. */
const toAuthPayload = ({ loggedInUser, accessToken }: SignIn) => ({
  user: loggedInUser,
  accessToken,
});

/**
 * Users and the session. Parents of `User` are the contract's REST user (codegen mapper), whatever
 * call answered it (get-profile, login, the account edits): its fields are mapped here only.
 */
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
    profilePic: (user) => clientProfilePictureUrl(user.profilePic),
  },
  /** GraphQL's USER / ADMIN are the REST server's 'user' / 'admin'. */
  UserRole: { USER: 'user', ADMIN: 'admin' },
};
