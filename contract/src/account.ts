import { z } from 'zod';
import {
  accountMessages,
  OTP_LENGTH,
  PASSWORD_MIN_LENGTH,
  PROFILE_BIO_MAX_LENGTH,
  PROFILE_NAME_MAX_LENGTH,
  sessionMessages,
} from './account-messages';
import { okBody } from './envelope';
import { safeText } from './safe-text';
import {
  EMAIL_MAX_LENGTH,
  GOOGLE_CREDENTIAL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  RESET_TOKEN_MAX_LENGTH,
  SOCIAL_LINK_MAX_LENGTH,
  USER_NAME_MAX_LENGTH,
  textLimitMessages,
} from './text-limits';
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

/*
 * Request fields carry the spec's texts as errors: the first issue is the answer (request-error.ts).
 * Text is trimmed (passwords excepted), e-mails lowercased too (D2 §5 "Forgot password e-mail").
 */

const passwordTooLong = textLimitMessages.tooLong('Password', PASSWORD_MAX_LENGTH);
const socialLinkTooLong = textLimitMessages.tooLong('Link', SOCIAL_LINK_MAX_LENGTH);

/** Required, non-blank text, trimmed; every fault has the one message. */
export const requiredText = (missingMessage: string) =>
  safeText(z.string({ error: missingMessage }).trim().min(1, { error: missingMessage }));

/** A required e-mail: trimmed, lowercased, of the e-mail pattern (D2 §5). */
const emailField = requiredText(accountMessages.emailRequired)
  .max(EMAIL_MAX_LENGTH, { error: textLimitMessages.tooLong('Email', EMAIL_MAX_LENGTH) })
  .toLowerCase()
  .regex(EMAIL_PATTERN, { error: accountMessages.emailInvalid });

/** A code of exactly OTP_LENGTH digits (D2 §5 "Verification code"), trimmed; another value is one text. */
const otpField = z
  .string({ error: accountMessages.otpFormat })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: accountMessages.otpFormat });

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
  userName: requiredText(sessionMessages.userNameRequired).max(USER_NAME_MAX_LENGTH, {
    error: textLimitMessages.tooLong('Username', USER_NAME_MAX_LENGTH),
  }),
  email: emailField,
  password: z
    .string({ error: sessionMessages.passwordRequired })
    .min(1, { error: sessionMessages.passwordRequired })
    .min(PASSWORD_MIN_LENGTH, { error: accountMessages.passwordTooShort, abort: true })
    .max(PASSWORD_MAX_LENGTH, { error: passwordTooLong }),
});
export type RegisterFields = z.infer<typeof registerFields>;
export const registerResponse = okBody(user);
export type RegisterResponse = z.infer<typeof registerResponse>;

/** POST user/verify-otp: answers messageResponse; the user is verified from then on. */
export const verifyOtpRequest = z.object({ email: emailField, otp: otpField });
export type VerifyOtpRequest = z.infer<typeof verifyOtpRequest>;

/** POST user/resend-otp, user/forgot-password, user/resend-password-reset-otp: answer messageResponse. */
export const emailRequest = z.object({ email: emailField });
export type EmailRequest = z.infer<typeof emailRequest>;

/** POST user/verify-password-reset-otp: the same body as verify-otp; answers a single-use token. */
export const verifyPasswordResetOtpRequest = verifyOtpRequest;
export type VerifyPasswordResetOtpRequest = VerifyOtpRequest;
export const verifyPasswordResetOtpResponse = okBody(z.object({ resetToken: z.string() }));
export type VerifyPasswordResetOtpResponse = z.infer<typeof verifyPasswordResetOtpResponse>;

/** POST user/reset-password: answers messageResponse; the user's sessions are ended. */
export const resetPasswordRequest = z.object({
  resetToken: requiredText(accountMessages.resetTokenRequired).max(RESET_TOKEN_MAX_LENGTH, {
    error: accountMessages.resetTokenRequired,
  }),
  newPassword: z
    .string({ error: sessionMessages.passwordRequired })
    .min(1, { error: sessionMessages.passwordRequired })
    .min(PASSWORD_MIN_LENGTH, { error: accountMessages.newPasswordTooShort, abort: true })
    .max(PASSWORD_MAX_LENGTH, { error: passwordTooLong }),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

/** POST user/auth/google/verify (RESOLUTIONS 27.3): answers like login (loginResponse in user.ts). */
export const googleVerifyRequest = z.object({
  credential: requiredText(accountMessages.googleCredentialRequired).max(
    GOOGLE_CREDENTIAL_MAX_LENGTH,
    { error: accountMessages.googleCredentialRequired },
  ),
});
export type GoogleVerifyRequest = z.infer<typeof googleVerifyRequest>;

/**
 * PATCH user/update-profile (D2 §7). Every field optional: a field left out stays as it is, an empty
 * string (or null) clears it. Limits (D2 §9): names 15 characters, bio 200, social links http(s) URLs.
 */
/** A field change: absent leaves it alone, null or blank clears it (''), else the trimmed text. */
const clearableText = (field: string, maxLength = Infinity, tooLongMessage = '') =>
  safeText(
    z
      .string({ error: accountMessages.fieldNotText(field) })
      .trim()
      .max(maxLength, { error: tooLongMessage }),
  )
    .nullable()
    .optional()
    .transform((text) => (text === null ? '' : text));
export const updateProfileRequest = z.object({
  firstName: clearableText('firstName', PROFILE_NAME_MAX_LENGTH, accountMessages.firstNameTooLong),
  lastName: clearableText('lastName', PROFILE_NAME_MAX_LENGTH, accountMessages.lastNameTooLong),
  bio: clearableText('bio', PROFILE_BIO_MAX_LENGTH, accountMessages.bioTooLong),
  /** Null clears both links. Each link is an http(s) URL (the server checks: URL is not in this layer). */
  socialLinks: z
    .object(
      {
        facebook: clearableText('facebook', SOCIAL_LINK_MAX_LENGTH, socialLinkTooLong),
        instagram: clearableText('instagram', SOCIAL_LINK_MAX_LENGTH, socialLinkTooLong),
      },
      { error: accountMessages.socialLinksNotObject },
    )
    .nullable()
    .optional()
    .transform((links) => (links === null ? { facebook: '', instagram: '' } : links)),
});
/** What a caller sends; the parsed changes are `z.output<typeof updateProfileRequest>`. */
export type UpdateProfileRequest = z.input<typeof updateProfileRequest>;

/** update-profile and update-profile-picture (multipart: profilePic) answer the updated user. */
export const updatedUserResponse = okBody(user);
export type UpdatedUserResponse = z.infer<typeof updatedUserResponse>;

/** A decimal number as query text ("18.52", "-73", ".5"). */
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
const coordinateText = z
  .string()
  .regex(DECIMAL, { error: accountMessages.coordinatesInvalid })
  .transform(Number);
const coordinate = (limit: number) =>
  z.number().refine((value) => Math.abs(value) <= limit, {
    error: accountMessages.coordinatesOutOfRange,
  });

/** The user-location query: both coordinates, then both decimal numbers, then both in range. */
export const userLocationQuery = z
  .object({
    latitude: requiredText(accountMessages.coordinatesRequired),
    longitude: requiredText(accountMessages.coordinatesRequired),
  })
  .pipe(z.object({ latitude: coordinateText, longitude: coordinateText }))
  .pipe(z.object({ latitude: coordinate(90), longitude: coordinate(180) }));

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
