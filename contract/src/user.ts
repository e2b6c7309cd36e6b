import { z } from 'zod';
import { sessionMessages } from './account-messages';
import { okBody } from './envelope';
import { safeText } from './safe-text';
import { PASSWORD_MAX_LENGTH, USER_NAME_MAX_LENGTH, textLimitMessages } from './text-limits';

/** User as the REST server sends it (spec D2 §3 "User"). */
export const userLocation = z.object({
  city: z.string().optional(),
  state: z.string().optional(),
  country: z.string().optional(),
  postalCode: z.string().optional(),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
});
export type UserLocation = z.infer<typeof userLocation>;

export const user = z.object({
  _id: z.string(),
  userName: z.string(),
  email: z.string(),
  profilePic: z.string().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  bio: z.string().optional(),
  socialLinks: z
    .object({ facebook: z.string().optional(), instagram: z.string().optional() })
    .optional(),
  location: userLocation.optional(),
  isVerified: z.boolean(),
  role: z.enum(['user', 'admin']),
  createdAt: z.string(),
});
export type User = z.infer<typeof user>;

/** POST /api/v1/user/login (D2 §7 "login (userName, password)"). */
export const loginRequest = z.object({
  userName: safeText(
    z
      .string({ error: sessionMessages.userNameRequired })
      .trim()
      .min(1, { error: sessionMessages.userNameRequired })
      .max(USER_NAME_MAX_LENGTH, {
        error: textLimitMessages.tooLong('Username', USER_NAME_MAX_LENGTH),
      }),
  ),
  password: z
    .string({ error: sessionMessages.passwordRequired })
    .min(1, { error: sessionMessages.passwordRequired })
    .max(PASSWORD_MAX_LENGTH, {
      error: textLimitMessages.tooLong('Password', PASSWORD_MAX_LENGTH),
    }),
  /** Default true; false: a browser-session refresh cookie (RESOLUTIONS "Remember me"). */
  rememberMe: z.boolean({ error: sessionMessages.rememberMeInvalid }).optional(),
});
export type LoginRequest = z.infer<typeof loginRequest>;

/** Login and Google verify answer: data.loggedInUser, data.accessToken (D1 §3, §7). */
export const loginResponse = okBody(z.object({ loggedInUser: user, accessToken: z.string() }));
export type LoginResponse = z.infer<typeof loginResponse>;

/** POST /api/v1/user/refresh-token: data.accessToken or accessToken (D1 §7); the mock sends both. */
export const refreshResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  accessToken: z.string().optional(),
  data: z.object({ accessToken: z.string() }).optional(),
});
export type RefreshResponse = z.infer<typeof refreshResponse>;

/** POST /api/v1/user/logout: a success flag. */
export const logoutResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
});
export type LogoutResponse = z.infer<typeof logoutResponse>;

/** GET /api/v1/user/get-profile: not shown in the spec; the mock answers the user as `data`. */
export const profileResponse = okBody(user);
export type ProfileResponse = z.infer<typeof profileResponse>;

/** Name of the httpOnly refresh-token cookie. */
export const REFRESH_COOKIE = 'refreshToken';
