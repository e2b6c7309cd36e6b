/** The profile page (spec 001 §2 "Profile", §5, §8, §9; RESOLUTIONS "Profile limits' messages"). */

/** Spec 001 §9 "first and last name 15 characters; bio 200 characters". */
export const NAME_MAX_LENGTH = 15;
export const BIO_MAX_LENGTH = 200;

/** RESOLUTIONS "Profile limits' messages". */
export const FIRST_NAME_TOO_LONG = 'First name must be 15 characters or less';
export const LAST_NAME_TOO_LONG = 'Last name must be 15 characters or less';
export const BIO_TOO_LONG = 'Bio must be 200 characters or less';
export const URL_INVALID = 'Please enter a valid URL';

/** Spec 001 §8 "Profile". */
export const PROFILE_UPDATED_TOAST = 'Profile updated successfully!';
export const PROFILE_UPDATE_FAILED = 'Failed to update profile';
/** A call that failed without a server message (spec 001 §8 "Profile"). */
export const PROFILE_ERROR_FALLBACK = 'An error occurred';
export const PROFILE_PICTURE_UPDATED_TOAST = 'Profile picture updated successfully!';

/** Spec 001 §2: the bio's fallback text (not given: RESOLUTIONS "Texts not given"). */
export const BIO_FALLBACK = 'No bio yet. Use Edit Profile to tell other travelers about yourself.';

/** Spec 001 §2: blogs and posts are placeholders (stats 0, tabs "coming soon"). */
export const COMING_SOON = 'Coming soon';
