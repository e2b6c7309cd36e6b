import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { Resolvers } from '../../generated/resolvers-types';
import { readCheckedImage } from '../../uploads/read-upload';
import { profilePictureRule } from '../../uploads/upload-rules';
import { REGISTRATION_SUCCEEDED } from './constants';

/**
 * Sign-up, e-mail verification, password reset, profile edits and location (issue 5). Each field is
 * one REST call; uploads are checked here (type by magic bytes, size) before anything is forwarded.
 */
export const accountResolvers: Resolvers = {
  Upload: GraphQLUpload,
  Mutation: {
    register: async (_parent, { input }, { rest }) => {
      const picture = await readCheckedImage(input.profilePic, profilePictureRule);
      const { message, user } = await rest.register(
        { userName: input.userName, email: input.email, password: input.password },
        picture,
      );
      return { message: message ?? REGISTRATION_SUCCEEDED, email: user.email };
    },
    verifyEmail: async (_parent, { email, otp }, { rest }) => ({
      message: await rest.verifyOtp({ email, otp }),
    }),
    resendVerificationCode: async (_parent, { email }, { rest }) => ({
      message: await rest.resendOtp(email),
    }),
    requestPasswordReset: async (_parent, { email }, { rest }) => ({
      message: await rest.forgotPassword(email),
    }),
    verifyPasswordResetCode: async (_parent, { email, otp }, { rest }) => ({
      resetToken: await rest.verifyPasswordResetOtp({ email, otp }),
    }),
    resetPassword: async (_parent, { resetToken, newPassword }, { rest }) => ({
      message: await rest.resetPassword({ resetToken, newPassword }),
    }),
    resendPasswordResetCode: async (_parent, { email }, { rest }) => ({
      message: await rest.resendPasswordResetOtp(email),
    }),
    updateProfile: (_parent, { input }, { rest }) => rest.updateProfile(input),
    updateProfilePicture: async (_parent, { file }, { rest }) =>
      rest.updateProfilePicture(await readCheckedImage(file, profilePictureRule)),
    updateMyLocation: (_parent, { latitude, longitude }, { rest }) =>
      rest.userLocation(latitude, longitude),
  },
};
