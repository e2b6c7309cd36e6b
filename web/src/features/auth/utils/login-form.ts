import { z } from 'zod';
import { LOGIN_FAILED } from '@machines/session/constants';
import { zodFormValidate } from '@web/lib/forms/zod-form';
import { LOGIN_FAILED_MESSAGE, PASSWORD_REQUIRED, USERNAME_REQUIRED } from '../constants';

export interface LoginFields {
  userName: string;
  password: string;
  remember: boolean;
}

/** The order the fields appear in: the first invalid one takes the focus. */
export const LOGIN_FIELD_ORDER: readonly (keyof LoginFields)[] = ['userName', 'password'];

/** Spec 001 §5: "Username is required"; "Password is required" (blank counts as missing). */
export const loginFormSchema = z.object({
  userName: z.string().refine((userName) => userName.trim() !== '', USERNAME_REQUIRED),
  password: z.string().min(1, PASSWORD_REQUIRED),
  remember: z.boolean(),
});

export const validateLogin = zodFormValidate<LoginFields>(loginFormSchema);

/**
 * The text the banner and toast show for a refused login: the server's message when there is one,
 * else "Login failed. Please try again." (the session itself stores D1's "Login failed").
 */
export function loginErrorText(sessionError: string | null): string {
  return sessionError === null || sessionError === LOGIN_FAILED
    ? LOGIN_FAILED_MESSAGE
    : sessionError;
}

/** Spec 001 §4, §8: a refusal that mentions verifying the e-mail, or e-mail verification. */
export function asksToVerifyEmail(message: string): boolean {
  return /verif\w*\b.*\be-?mail|e-?mail\b.*\bverif/i.test(message);
}
