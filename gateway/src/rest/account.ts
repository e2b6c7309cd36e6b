import {
  PROFILE_PICTURE_FIELD,
  messageResponse,
  registerResponse,
  updatedUserResponse,
  userLocationResponse,
  verifyPasswordResetOtpResponse,
} from '@contract/account';
import type {
  RegisterFields,
  ResetPasswordRequest,
  UpdateProfileRequest,
  UserLocationResponse,
  VerifyOtpRequest,
} from '@contract/account';
import { paths } from '@contract/paths';
import type { User } from '@contract/user';
import type { FormFile, RestTransport } from './transport';

/** What the calls that answer only a message give: the server's message, word for word. */
const messageOf = (answer: { message: string }) => answer.message;

/**
 * Account calls (issue 5; D2 §7): sign-up, e-mail verification, password reset, profile edits and
 * location. Files travel as multipart with the REST field names (`profilePic`).
 */
export function accountRest({ call }: RestTransport) {
  return {
    /** POST user/register (multipart: userName, email, password, profilePic). The user is not signed in. */
    async register(fields: RegisterFields, picture: FormFile) {
      const form = new FormData();
      form.append('userName', fields.userName);
      form.append('email', fields.email);
      form.append('password', fields.password);
      form.append(PROFILE_PICTURE_FIELD, picture.blob, picture.fileName);
      const answer = await call('POST', paths.register, registerResponse, { form });
      return { message: answer.message, user: answer.data };
    },
    async verifyOtp(request: VerifyOtpRequest): Promise<string> {
      return messageOf(await call('POST', paths.verifyOtp, messageResponse, { json: request }));
    },
    async resendOtp(email: string): Promise<string> {
      return messageOf(await call('POST', paths.resendOtp, messageResponse, { json: { email } }));
    },
    async forgotPassword(email: string): Promise<string> {
      return messageOf(
        await call('POST', paths.forgotPassword, messageResponse, { json: { email } }),
      );
    },
    /** POST user/verify-password-reset-otp: answers the single-use reset token. */
    async verifyPasswordResetOtp(request: VerifyOtpRequest): Promise<string> {
      const answer = await call(
        'POST',
        paths.verifyPasswordResetOtp,
        verifyPasswordResetOtpResponse,
        {
          json: request,
        },
      );
      return answer.data.resetToken;
    },
    async resetPassword(request: ResetPasswordRequest): Promise<string> {
      return messageOf(await call('POST', paths.resetPassword, messageResponse, { json: request }));
    },
    async resendPasswordResetOtp(email: string): Promise<string> {
      return messageOf(
        await call('POST', paths.resendPasswordResetOtp, messageResponse, { json: { email } }),
      );
    },
    /** PATCH user/update-profile: left-out fields stay, null or '' clears them. */
    async updateProfile(changes: UpdateProfileRequest): Promise<User> {
      return (await call('PATCH', paths.updateProfile, updatedUserResponse, { json: changes }))
        .data;
    },
    /** POST user/update-profile-picture (multipart: profilePic). */
    async updateProfilePicture(picture: FormFile): Promise<User> {
      const form = new FormData();
      form.append(PROFILE_PICTURE_FIELD, picture.blob, picture.fileName);
      return (await call('POST', paths.updateProfilePicture, updatedUserResponse, { form })).data;
    },
    /** GET user/user-location?latitude&longitude: reverse-geocodes and saves the user's location. */
    async userLocation(
      latitude: number,
      longitude: number,
    ): Promise<UserLocationResponse['userLocation']> {
      const answer = await call('GET', paths.userLocation, userLocationResponse, {
        query: { latitude, longitude },
      });
      return answer.userLocation;
    },
  };
}
