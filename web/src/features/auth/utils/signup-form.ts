import {
  EMAIL_INVALID,
  EMAIL_PATTERN,
  EMAIL_REQUIRED,
  MIN_PASSWORD_LENGTH,
  PASSWORDS_DO_NOT_MATCH,
} from '@machines/password-reset/constants';
import { REGISTRATION_FAILED } from '@machines/session/constants';
import { profilePictureProblem } from '@web/components/profile-picture/check-profile-picture';
import {
  PASSWORD_REQUIRED,
  PROFILE_PICTURE_REQUIRED,
  REGISTRATION_FAILED_MESSAGE,
  SIGNUP_PASSWORD_TOO_SHORT,
  USERNAME_REQUIRED,
} from '../constants';

export interface SignupFields {
  profilePic: File | null;
  userName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export type SignupFieldErrors = Partial<Record<keyof SignupFields, string>>;

/** The order the fields appear in: the first invalid one takes the focus. */
export const SIGNUP_FIELD_ORDER: readonly (keyof SignupFields)[] = [
  'profilePic',
  'userName',
  'email',
  'password',
  'confirmPassword',
];

/** The e-mail as it is sent and handed to /verify-email: trimmed and lowercased. */
export const normaliseSignupEmail = (email: string) => email.trim().toLowerCase();

/** Spec 001 §5 "Sign-up" (and §5 "Profile" for the picture's type and size). */
export function validateSignup(fields: SignupFields): SignupFieldErrors {
  const errors: SignupFieldErrors = {};
  if (fields.profilePic === null) errors.profilePic = PROFILE_PICTURE_REQUIRED;
  else {
    const problem = profilePictureProblem(fields.profilePic);
    if (problem !== null) errors.profilePic = problem;
  }
  if (fields.userName.trim() === '') errors.userName = USERNAME_REQUIRED;
  const email = normaliseSignupEmail(fields.email);
  if (email === '') errors.email = EMAIL_REQUIRED;
  else if (!EMAIL_PATTERN.test(email)) errors.email = EMAIL_INVALID;
  if (fields.password === '') errors.password = PASSWORD_REQUIRED;
  else if (fields.password.length < MIN_PASSWORD_LENGTH)
    errors.password = SIGNUP_PASSWORD_TOO_SHORT;
  if (fields.confirmPassword !== fields.password) errors.confirmPassword = PASSWORDS_DO_NOT_MATCH;
  return errors;
}

/** The first field, in screen order, that has an error. */
export function firstInvalidField(errors: SignupFieldErrors): keyof SignupFields | undefined {
  return SIGNUP_FIELD_ORDER.find((field) => errors[field] !== undefined);
}

/**
 * What the sign-up screen shows for a refused registration: the server's message when there is
 * one, else "Registration failed." (the session itself stores D1's "Registration failed").
 */
export function registrationErrorText(sessionError: string | null): string {
  return sessionError === null || sessionError === REGISTRATION_FAILED
    ? REGISTRATION_FAILED_MESSAGE
    : sessionError;
}
