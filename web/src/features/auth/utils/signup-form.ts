import { z } from 'zod';
import {
  EMAIL_INVALID,
  EMAIL_PATTERN,
  EMAIL_REQUIRED,
  MIN_PASSWORD_LENGTH,
  PASSWORDS_DO_NOT_MATCH,
} from '@machines/password-reset/constants';
import { REGISTRATION_FAILED } from '@machines/session/constants';
import { profilePictureProblem } from '@web/components/profile-picture/check-profile-picture';
import { zodFormValidate } from '@web/lib/forms/zod-form';
import {
  PASSWORD_REQUIRED,
  PROFILE_PICTURE_REQUIRED,
  REGISTRATION_FAILED_MESSAGE,
  SIGNUP_PASSWORD_TOO_SHORT,
  USERNAME_REQUIRED,
} from '../constants';
import { normaliseSignupEmail } from './signup-email';

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

/** Spec 001 §5 "Sign-up" (and §5 "Profile" for the picture's type and size). */
export const signupFormSchema = z
  .object({
    profilePic: z.custom<File | null>().superRefine((file, context) => {
      const problem = file === null ? PROFILE_PICTURE_REQUIRED : profilePictureProblem(file);
      if (problem !== null) context.addIssue({ code: 'custom', message: problem });
    }),
    userName: z.string().refine((userName) => userName.trim() !== '', USERNAME_REQUIRED),
    email: z.string().superRefine((typed, context) => {
      const email = normaliseSignupEmail(typed);
      if (email === '') context.addIssue({ code: 'custom', message: EMAIL_REQUIRED });
      else if (!EMAIL_PATTERN.test(email))
        context.addIssue({ code: 'custom', message: EMAIL_INVALID });
    }),
    // The first failing check's message is the one shown, so "required" wins over "too short".
    password: z
      .string()
      .min(1, PASSWORD_REQUIRED)
      .min(MIN_PASSWORD_LENGTH, SIGNUP_PASSWORD_TOO_SHORT),
    confirmPassword: z.string(),
  })
  .refine((fields) => fields.confirmPassword === fields.password, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
    // Checked even when another field is wrong, so every message shows at once.
    when: () => true,
  });

export const validateSignup = zodFormValidate<SignupFields>(signupFormSchema);

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
