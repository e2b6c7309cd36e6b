import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { EMAIL_PATTERN } from '@contract/account';
import {
  emailRequest,
  googleVerifyRequest,
  registerFields,
  resetPasswordRequest,
  verifyOtpRequest,
} from '@contract/account';
import type {
  MessageResponse,
  RegisterResponse,
  VerifyPasswordResetOtpResponse,
} from '@contract/account';
import { paths } from '@contract/paths';
import { parseGoogleTestCredential } from '@contract/google-test-credential';
import type { GoogleTestAccount } from '@contract/google-test-credential';
import { REFRESH_COOKIE } from '@contract/user';
import type { User } from '@contract/user';
import { CODE_CHECK_ADDRESS_MAX_FAILURES, clientAddressOf } from '../auth/attempt-throttle';
import {
  OneTimeCodeError,
  ResendTooSoonError,
  checkCode,
  issueCode,
  normalizeEmail,
} from '../auth/one-time-codes';
import type { CodeFailure } from '../auth/one-time-codes';
import { ResetTokenError, consumeResetToken, issueResetToken } from '../auth/password-reset';
import type { ResetTokenFailure } from '../auth/password-reset';
import { signInResponse } from '../auth/sign-in';
import {
  GOOGLE_USER_NAME_MAX_LENGTH,
  PROFILE_NAME_MAX_LENGTH,
  accountMails,
  accountMessages,
} from '../constants';
import { newObjectId } from '../db/object-id';
import { hashPassword } from '../db/password';
import { PROFILE_PICTURES } from '../db/stored-images';
import type { MockDb } from '../db/store';
import { formText, readMultipart, readProfilePicture } from './multipart';
import { ApiError, jsonResponse, parseRequest, readJsonObject, route } from './respond';

/** The `{ email, otp }` body of verify-otp and verify-password-reset-otp, the e-mail checked first. */
async function readEmailAndCode(request: Request): Promise<{ email: string; code: string }> {
  const { email, otp } = parseRequest(verifyOtpRequest, await readJsonObject(request));
  return { email, code: otp };
}

/** The `{ email }` body of resend-otp, forgot-password and resend-password-reset-otp. */
async function readEmail(request: Request): Promise<string> {
  return parseRequest(emailRequest, await readJsonObject(request)).email;
}

/** The account of an e-mail awaiting verification: 404 when there is none, 400 once verified. */
function unverifiedAccount(db: MockDb, email: string): User {
  const user = db.users.findByEmail(email);
  if (!user) throw new ApiError(404, accountMessages.accountNotFound);
  if (user.isVerified) throw new ApiError(400, accountMessages.emailAlreadyVerified);
  return user;
}

function codeRefusal(error: OneTimeCodeError): ApiError {
  const refusals: Record<CodeFailure, () => ApiError> = {
    'not-pending': () => new ApiError(400, accountMessages.otpNotPending),
    expired: () => new ApiError(400, accountMessages.otpExpired),
    'too-many-attempts': () => new ApiError(429, accountMessages.otpTooManyAttempts),
    wrong: () => new ApiError(400, accountMessages.otpWrong(error.attemptsLeft)),
  };
  return refusals[error.reason]();
}

/** Runs a code check or issue, turning its refusals into answers (400, or 429 for too many / too soon). */
async function answeringRefusals<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof OneTimeCodeError) throw codeRefusal(error);
    if (error instanceof ResendTooSoonError) {
      throw new ApiError(429, accountMessages.otpResendTooSoon(error.secondsLeft));
    }
    throw error;
  }
}

/**
 * checkCode under the per-address throttle (issue 17): wrong tries count against the code (its own
 * 5, fresh after a resend) and against the caller's address (CODE_CHECK_ADDRESS_MAX_FAILURES).
 */
async function checkCodeThrottled(
  db: MockDb,
  request: Request,
  input: Parameters<typeof checkCode>[1],
): Promise<string | null> {
  const addressKey = `code:address:${clientAddressOf(request)}`;
  db.attemptThrottle.check([addressKey], CODE_CHECK_ADDRESS_MAX_FAILURES);
  try {
    return await checkCode(db, input);
  } catch (error) {
    const guessed =
      error instanceof OneTimeCodeError &&
      (error.reason === 'wrong' || error.reason === 'too-many-attempts');
    if (guessed) db.attemptThrottle.recordFailure([addressKey]);
    throw error;
  }
}

const resetTokenRefusals: Record<ResetTokenFailure, string> = {
  invalid: accountMessages.resetTokenInvalid,
  used: accountMessages.resetTokenUsed,
  expired: accountMessages.resetTokenExpired,
};

/** Issues a verification code to the user and mails it. */
async function sendVerificationCode(db: MockDb, user: User): Promise<void> {
  const code = await issueCode(db, {
    purpose: 'verify-email',
    email: user.email,
    userId: user._id,
  });
  if (code !== null)
    db.mailbox.send({ to: user.email, code, ...accountMails.verification(user.userName, code) });
}

/**
 * Issues a reset code and mails it when the account exists. For an unknown e-mail a code-less record
 * keeps the cooldown, so the answers stay the same. Throws ResendTooSoonError within 60 s.
 */
async function sendResetCode(db: MockDb, email: string): Promise<void> {
  const user = db.users.findByEmail(email);
  const code = await issueCode(db, {
    purpose: 'reset-password',
    email,
    userId: user?._id ?? null,
  });
  if (code !== null && user)
    db.mailbox.send({ to: user.email, code, ...accountMails.passwordReset(code) });
}

const ok = (message: string) => jsonResponse({ success: true, message } satisfies MessageResponse);

/** A free user name from the e-mail's local part: letters, digits, `.`, `_`, `-`; then 2, 3, … if taken. */
function userNameFromEmail(db: MockDb, email: string): string {
  const localPart = email.slice(0, email.indexOf('@'));
  const base =
    localPart
      .toLowerCase()
      .replace(/[^a-z0-9._-]/g, '')
      .slice(0, GOOGLE_USER_NAME_MAX_LENGTH) || 'traveller';
  let candidate = base;
  for (let suffix = 2; db.users.isUserNameTaken(candidate); suffix += 1) {
    candidate = `${base}${suffix}`;
  }
  return candidate;
}

/** A new verified Google account: no password, names from the display name (cut to the profile limit). */
function createGoogleUser(db: MockDb, account: GoogleTestAccount): User {
  const [first = '', ...rest] = account.displayName.split(/\s+/);
  const firstName = first.slice(0, PROFILE_NAME_MAX_LENGTH);
  const lastName = rest.join(' ').slice(0, PROFILE_NAME_MAX_LENGTH).trim();
  const now = db.now();
  return db.users.insert({
    _id: newObjectId(now),
    userName: userNameFromEmail(db, account.email),
    email: account.email,
    ...(firstName ? { firstName } : {}),
    ...(lastName ? { lastName } : {}),
    isVerified: true,
    role: 'user',
    createdAt: new Date(now).toISOString(),
    passwordHash: null,
  });
}

/**
 * /api/v1/user/*: sign-up and e-mail verification, password reset and Google sign-in (issue 5; D1 §7,
 * D2 §7). Mail goes to the mock mailbox (GET /__mock/mailbox), codes included.
 */
export function createAccountHandlers(db: MockDb): HttpHandler[] {
  return [
    http.post(
      `*${paths.register}`,
      route(async ({ request }) => {
        const form = await readMultipart(request);
        const { userName, email, password } = parseRequest(registerFields, {
          userName: formText(form, 'userName'),
          email: formText(form, 'email'),
          password: formText(form, 'password') ?? '',
        });
        const picture = await readProfilePicture(form);
        if (!picture) throw new ApiError(400, accountMessages.profilePictureRequired);

        const passwordHash = await hashPassword(password);
        // Checked after the last await, so two concurrent sign-ups cannot both take the name.
        if (db.users.isUserNameTaken(userName))
          throw new ApiError(409, accountMessages.userNameTaken);
        if (db.users.findByEmail(email)) throw new ApiError(409, accountMessages.emailTaken);

        const now = db.now();
        const pictureId = db.profilePictures.add(picture);
        const user = db.users.insert({
          _id: newObjectId(now),
          userName,
          email,
          profilePic: PROFILE_PICTURES.urlOf(pictureId),
          profilePictureId: pictureId,
          isVerified: false,
          role: 'user',
          createdAt: new Date(now).toISOString(),
          passwordHash,
        });
        await sendVerificationCode(db, user);

        const answer: RegisterResponse = {
          success: true,
          message: accountMessages.registered,
          data: user,
        };
        return jsonResponse(answer, { status: 201 });
      }),
    ),

    http.post(
      `*${paths.verifyOtp}`,
      route(async ({ request }) => {
        const { email, code } = await readEmailAndCode(request);
        const user = unverifiedAccount(db, email);
        await answeringRefusals(() =>
          checkCodeThrottled(db, request, { purpose: 'verify-email', email, code }),
        );
        db.users.update(user._id, (stored) => {
          stored.isVerified = true;
        });
        return ok(accountMessages.emailVerified);
      }),
    ),

    http.post(
      `*${paths.resendOtp}`,
      route(async ({ request }) => {
        const user = unverifiedAccount(db, await readEmail(request));
        await answeringRefusals(() => sendVerificationCode(db, user));
        return ok(accountMessages.otpSent);
      }),
    ),

    // The same answer whether or not the account exists, and within the cooldown too (nothing is
    // re-sent then): the caller learns nothing about the e-mail.
    http.post(
      `*${paths.forgotPassword}`,
      route(async ({ request }) => {
        const email = await readEmail(request);
        try {
          await sendResetCode(db, email);
        } catch (error) {
          if (!(error instanceof ResendTooSoonError)) throw error;
        }
        return ok(accountMessages.resetCodeSent);
      }),
    ),

    http.post(
      `*${paths.resendPasswordResetOtp}`,
      route(async ({ request }) => {
        const email = await readEmail(request);
        await answeringRefusals(() => sendResetCode(db, email));
        return ok(accountMessages.resetCodeSent);
      }),
    ),

    http.post(
      `*${paths.verifyPasswordResetOtp}`,
      route(async ({ request }) => {
        const { email, code } = await readEmailAndCode(request);
        const userId = await answeringRefusals(() =>
          checkCodeThrottled(db, request, { purpose: 'reset-password', email, code }),
        );
        if (userId === null || !db.users.findById(userId)) {
          throw new ApiError(400, accountMessages.otpNotPending);
        }
        const { token } = await issueResetToken(db, userId);
        const answer: VerifyPasswordResetOtpResponse = {
          success: true,
          message: accountMessages.resetCodeVerified,
          data: { resetToken: token },
        };
        return jsonResponse(answer);
      }),
    ),

    http.post(
      `*${paths.resetPassword}`,
      route(async ({ request }) => {
        const { resetToken, newPassword } = parseRequest(
          resetPasswordRequest,
          await readJsonObject(request),
        );
        // The schema checks the password before the token is spent, so a too-short one costs nothing.
        const passwordHash = await hashPassword(newPassword);
        let userId: string;
        try {
          userId = await consumeResetToken(db, resetToken);
        } catch (error) {
          if (error instanceof ResetTokenError) {
            throw new ApiError(400, resetTokenRefusals[error.reason]);
          }
          throw error;
        }
        const updated = db.users.update(userId, (stored) => {
          stored.passwordHash = passwordHash;
          // The reset code reached this mailbox: the e-mail is proven.
          stored.isVerified = true;
        });
        if (!updated) throw new ApiError(400, accountMessages.resetTokenInvalid);
        // Whoever held a session with the old password loses it.
        db.refreshTokens.revokeAllOfUser(userId);
        return ok(accountMessages.passwordReset);
      }),
    ),

    http.post(
      `*${paths.googleVerify}`,
      route(async ({ request, cookies }) => {
        const { credential } = parseRequest(googleVerifyRequest, await readJsonObject(request));
        // The mock can reach no Google: only the test-mode credential (contract/src/user.ts) passes.
        const account = parseGoogleTestCredential(credential);
        const email = account ? normalizeEmail(account.email) : '';
        if (!account || !EMAIL_PATTERN.test(email)) {
          throw new ApiError(401, accountMessages.googleCredentialInvalid);
        }
        const existing = db.users.findByEmail(email);
        let user: User;
        if (!existing) user = createGoogleUser(db, { ...account, email });
        else if (existing.isVerified) user = existing;
        else {
          // Google vouches for the e-mail.
          user =
            db.users.update(existing._id, (stored) => {
              stored.isVerified = true;
            }) ?? existing;
        }
        return signInResponse(db, user, {
          message: accountMessages.googleLoginSucceeded,
          previousRefreshToken: cookies[REFRESH_COOKIE],
        });
      }),
    ),
  ];
}
