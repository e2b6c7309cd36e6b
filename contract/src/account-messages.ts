/**
 * Texts of the session and account calls (issue 5): the mock's answers and the request schemas' errors
 * (account.ts, user.ts). Spec texts are marked with their section.
 */

/** D2 §5 "Login": the login body's texts (register uses the first two as well). */
export const sessionMessages = {
  userNameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  rememberMeInvalid: 'rememberMe must be true or false',
} as const;

/** D2 §5, §9: passwords have at least 6 characters (sign-up and reset alike). */
export const PASSWORD_MIN_LENGTH = 6;
/** D2 §5 "Verification code": exactly 6 digits. */
export const OTP_LENGTH = 6;
/** D2 §5, §9 "Profile": names 15 characters, bio 200. */
export const PROFILE_NAME_MAX_LENGTH = 15;
export const PROFILE_BIO_MAX_LENGTH = 200;

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
