import { z } from 'zod';
import { okBody } from './envelope';
import { user, userLocation } from './user';

/**
 * Account calls (issue 5; D1 §7, D2 §7): sign-up, e-mail verification, password reset, Google sign-in,
 * profile edits and location. Shapes the spec leaves "not shown" are the mock's, written here once.
 * Failures answer `{ success: false, message }` (RESOLUTIONS "Status codes").
 */

/** D2 §5 "pattern {email}": something@something.tld, no spaces. Sign-up and forgot password use it. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Multipart field of register and update-profile-picture that carries the image file. */
export const PROFILE_PICTURE_FIELD = 'profilePic';

/** A success flag and a message: the answer of the calls the spec shows as "not shown". */
export const messageResponse = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type MessageResponse = z.infer<typeof messageResponse>;

/**
 * POST user/register, multipart/form-data with the text fields userName, email, password and the file
 * profilePic (JPEG, PNG, WEBP or GIF, under 2 MB). 201 with the new, unverified user; a 6-digit code
 * goes to the e-mail. 409 for a taken user name or e-mail, 413 / 415 for the picture.
 */
export const registerFields = z.object({
  userName: z.string(),
  email: z.string(),
  password: z.string(),
});
export type RegisterFields = z.infer<typeof registerFields>;
export const registerResponse = okBody(user);
export type RegisterResponse = z.infer<typeof registerResponse>;

/** POST user/verify-otp: answers messageResponse; the user is verified from then on. */
export const verifyOtpRequest = z.object({ email: z.string(), otp: z.string() });
export type VerifyOtpRequest = z.infer<typeof verifyOtpRequest>;

/** POST user/resend-otp, user/forgot-password, user/resend-password-reset-otp: answer messageResponse. */
export const emailRequest = z.object({ email: z.string() });
export type EmailRequest = z.infer<typeof emailRequest>;

/** POST user/verify-password-reset-otp: the same body as verify-otp; answers a single-use token. */
export const verifyPasswordResetOtpRequest = verifyOtpRequest;
export type VerifyPasswordResetOtpRequest = VerifyOtpRequest;
export const verifyPasswordResetOtpResponse = okBody(z.object({ resetToken: z.string() }));
export type VerifyPasswordResetOtpResponse = z.infer<typeof verifyPasswordResetOtpResponse>;

/** POST user/reset-password: answers messageResponse; the user's sessions are ended. */
export const resetPasswordRequest = z.object({ resetToken: z.string(), newPassword: z.string() });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

/** POST user/auth/google/verify (RESOLUTIONS 27.3): answers like login (loginResponse in user.ts). */
export const googleVerifyRequest = z.object({ credential: z.string() });
export type GoogleVerifyRequest = z.infer<typeof googleVerifyRequest>;

/**
 * PATCH user/update-profile (D2 §7). Every field optional: a field left out stays as it is, an empty
 * string (or null) clears it. Limits (D2 §9): names 15 characters, bio 200, social links http(s) URLs.
 */
const clearableText = z.string().nullable().optional();
export const updateProfileRequest = z.object({
  firstName: clearableText,
  lastName: clearableText,
  bio: clearableText,
  socialLinks: z
    .object({ facebook: clearableText, instagram: clearableText })
    .nullable()
    .optional(),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequest>;

/** update-profile and update-profile-picture (multipart: profilePic) answer the updated user. */
export const updatedUserResponse = okBody(user);
export type UpdatedUserResponse = z.infer<typeof updatedUserResponse>;

/**
 * GET user/user-location?latitude&longitude (D2 §7): the reverse-geocoded place, also saved as the
 * user's location. Note `userLocation` sits beside `success`, not under `data`.
 */
export const userLocationResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  userLocation: userLocation.required({
    city: true,
    country: true,
    latitude: true,
    longitude: true,
  }),
});
export type UserLocationResponse = z.infer<typeof userLocationResponse>;
