/**
 * The mock API's constants. Texts the spec gives are typed exactly; the others are the mock's own
 * (the spec does not show the server's texts, RESOLUTIONS "Status codes" fixes the codes).
 */

/** CONTRACT.md "Ports and environment": defaults of the mock's variables. */
export const DEFAULT_MOCK_API_PORT = 4010;
export const DEFAULT_ACCESS_TOKEN_TTL_S = 900;
export const DEFAULT_MOCK_LATENCY_MS = 0;

/** Refresh tokens (and their cookie) live 7 days. */
export const REFRESH_TOKEN_TTL_S = 7 * 24 * 60 * 60;

/** CONTRACT.md "Seeded accounts": every seeded user's password. */
export const SEED_PASSWORD = 'travel123';

/**
 * PBKDF2-SHA256 work factor for stored passwords. Low for a mock on purpose: every test logs in, and the
 * iteration count is stored with each hash, so raising it later breaks no stored data.
 */
export const PASSWORD_HASH_ITERATIONS = 20_000;

/** JSON bodies above this are refused with 413 (the limit of Express's JSON parser, 100 kB). */
export const MAX_JSON_BODY_BYTES = 100 * 1024;

/** Multipart bodies above this are refused with 413 before any field is looked at. */
export const MAX_MULTIPART_BODY_BYTES = 10 * 1024 * 1024;

/** D2 §5, §9: passwords have at least 6 characters (sign-up and reset alike). */
export const PASSWORD_MIN_LENGTH = 6;

/** D2 §5 "Verification code": exactly 6 digits. */
export const OTP_LENGTH = 6;
/** D2 §2 "Forgot password", §9: a code expires 10 minutes after it was sent (issue 5: both kinds). */
export const OTP_TTL_MS = 10 * 60 * 1000;
/** D2 §4, §9: a new code no sooner than 60 s after the previous one. */
export const OTP_RESEND_COOLDOWN_MS = 60 * 1000;
/** Issue 5: after this many wrong tries the code is dead and a new one must be requested. */
export const OTP_MAX_FAILED_ATTEMPTS = 5;
/** The single-use token verify-password-reset-otp answers lives 15 minutes (the mock's choice). */
export const RESET_TOKEN_TTL_MS = 15 * 60 * 1000;

/** D2 §5, §9 "Profile": picture under 2MB, names 15 characters, bio 200. */
export const PROFILE_PICTURE_MAX_BYTES = 2 * 1024 * 1024;
export const PROFILE_NAME_MAX_LENGTH = 15;
export const PROFILE_BIO_MAX_LENGTH = 200;

/** Google accounts get a user name from their e-mail, cut to this length before a number is added. */
export const GOOGLE_USER_NAME_MAX_LENGTH = 20;

export const messages = {
  /** D2 §5 "Login". */
  userNameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  invalidCredentials: 'Invalid username or password',
  /** D2 §8: the login screen recognises this text and sends the user to /verify-email. */
  emailNotVerified: 'Please verify your email before logging in.',
  loginSucceeded: 'Login successful',
  logoutSucceeded: 'Logged out successfully',
  tokenRefreshed: 'Access token refreshed',
  profileFetched: 'Profile fetched successfully',
  tripsFetched: 'Trips fetched successfully',

  accessTokenMissing: 'Unauthorized request: no access token',
  accessTokenInvalid: 'Invalid or expired access token',
  refreshTokenMissing: 'Refresh token is missing',
  refreshTokenInvalid: 'Invalid refresh token',
  refreshTokenExpired: 'Refresh token has expired',
  refreshTokenRevoked: 'Refresh token has been revoked',
  refreshTokenReused: 'Refresh token reuse detected. Please log in again.',

  invalidJson: 'Request body must be valid JSON',
  jsonRequired: 'Content-Type must be application/json',
  bodyTooLarge: 'Request body is too large',
  routeNotFound: 'Route not found',
  internalError: 'Internal server error',
  injectedFault: 'Injected fault',
  multipartRequired: 'Content-Type must be multipart/form-data',
  invalidMultipart: 'Request body must be valid multipart/form-data',
} as const;

/** Texts of the account calls (issue 5). Spec texts are marked with their section. */
export const accountMessages = {
  /** D2 §5 "Sign-up". */
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordTooShort: 'Password must be at least 6 characters',
  profilePictureRequired: 'Profile picture is required',
  /** RESOLUTIONS 24.15: the reset screen's wording. */
  newPasswordTooShort: 'Password must be at least 6 characters long',
  /** D2 §5 "Profile": the picture's texts, used by register and update-profile-picture. */
  imageRequired: 'Please select an image file',
  imageTooLarge: 'Image size should be less than 2MB',
  userNameTaken: 'Username is already taken',
  emailTaken: 'An account with this email already exists',
  registered: 'Registration successful! Please check your email for OTP verification.',

  /** D2 §5 "Verification code". */
  otpFormat: 'Please enter all 6 digits',
  otpWrong: (attemptsLeft: number) =>
    `Invalid code. ${attemptsLeft} ${attemptsLeft === 1 ? 'attempt' : 'attempts'} left.`,
  otpExpired: 'The code has expired. Please request a new one.',
  otpTooManyAttempts: 'Too many incorrect attempts. Please request a new code.',
  otpNotPending: 'No code is pending for this email. Please request a new one.',
  otpResendTooSoon: (secondsLeft: number) =>
    `Please wait ${secondsLeft} ${secondsLeft === 1 ? 'second' : 'seconds'} before requesting a new code.`,
  accountNotFound: 'No account found with this email',
  emailAlreadyVerified: 'Email is already verified',
  emailVerified: 'Email verified successfully',
  otpSent: 'A new verification code has been sent to your email',

  /** Forgot password answers this whether or not the account exists: no hint to a stranger. */
  resetCodeSent: 'If an account exists for this email, a reset code has been sent to it.',
  resetCodeVerified: 'Code verified. You can now set a new password.',
  resetTokenRequired: 'Reset token is required',
  resetTokenInvalid: 'Invalid reset token. Please request a new code.',
  resetTokenUsed: 'This reset token has already been used. Please request a new code.',
  resetTokenExpired: 'The reset token has expired. Please request a new code.',
  passwordReset: 'Password reset successful',

  googleCredentialRequired: 'Google credential is required',
  googleCredentialInvalid: 'Invalid Google credential',
  googleLoginSucceeded: 'Google login successful',

  /** RESOLUTIONS "Profile limits' messages". */
  firstNameTooLong: 'First name must be 15 characters or less',
  lastNameTooLong: 'Last name must be 15 characters or less',
  bioTooLong: 'Bio must be 200 characters or less',
  urlInvalid: 'Please enter a valid URL',
  fieldNotText: (field: string) => `${field} must be text`,
  socialLinksNotObject: 'socialLinks must be an object with facebook and instagram',
  profileUpdated: 'Profile updated successfully',
  profilePictureUpdated: 'Profile picture updated successfully',
  profilePictureNotFound: 'Profile picture not found',

  coordinatesRequired: 'Latitude and longitude are required',
  /** D2 §5 (the nearby-attractions text, reused for the same fault). */
  coordinatesInvalid: 'Invalid coordinates: latitude and longitude must be valid numbers',
  coordinatesOutOfRange:
    'Invalid coordinates: latitude must be between -90 and 90 and longitude between -180 and 180',
  locationUpdated: 'Location updated successfully',
  noCityNearby: 'No city found near these coordinates',
} as const;

/** The mails the mock "sends" (kept for GET /__mock/mailbox). */
export const accountMails = {
  verification: (userName: string, code: string) => ({
    subject: 'Verify your email for Wayfarer',
    text: `Hi ${userName}, your Wayfarer verification code is ${code}. It expires in 10 minutes.`,
  }),
  passwordReset: (code: string) => ({
    subject: 'Your Wayfarer password reset code',
    text:
      `Your Wayfarer password reset code is ${code}. It expires in 10 minutes. ` +
      'If you did not ask to reset your password, you can ignore this email.',
  }),
};
