/** The profile picture, chosen at sign-up and changed on the profile (spec 001 §5 "Profile", §9). */

/** Spec 001 §9 "Profile picture under 2MB". */
export const PROFILE_PICTURE_MAX_BYTES = 2 * 1024 * 1024;

/** Spec 001 §5 "Profile": the picture's two texts. */
export const NOT_AN_IMAGE_MESSAGE = 'Please select an image file';
export const IMAGE_TOO_LARGE_MESSAGE = 'Image size should be less than 2MB';

/** What the file chooser offers; the type is checked again on the chosen file. */
export const IMAGE_ACCEPT = 'image/*';
