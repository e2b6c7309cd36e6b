/**
 * Upload limits and texts. The per-use rules (which types, how large) are in upload-rules.ts; the
 * multipart parser's own caps here only bound what any single request may cost the gateway.
 */

/** One mebibyte: the spec's "2MB" / "5MB" limits are read as binary megabytes, as the mock does. */
export const MEGABYTE = 1024 * 1024;

/**
 * The parser's cut-off: one byte past the largest file any upload may have, 5 MB for trip cover
 * images and activity photos (RESOLUTIONS "Cover images"; D2 §5 "Photos", §9). Larger files are cut
 * off while streaming. The extra byte: busboy reports a file that reaches the limit exactly as cut
 * off (it cannot tell whether more follows), and a file of exactly 5 MB is allowed.
 */
export const UPLOAD_MAX_FILE_BYTES = 5 * MEGABYTE + 1;

/** Files per GraphQL request: at most 3 activity photos at once (D2 §5 "Photos", §9). */
export const UPLOAD_MAX_FILES = 3;

/** Profile picture: "under 2MB" (D2 §5 "Profile", §9). Register's picture follows the same rule. */
export const PROFILE_PICTURE_LIMIT_BYTES = 2 * MEGABYTE;

/** D2 §5 "Profile": the profile picture's texts, word for word. */
export const profilePictureMessages = {
  notAnImage: 'Please select an image file',
  tooLarge: 'Image size should be less than 2MB',
} as const;

/** Trip cover image: "at most 5MB" (RESOLUTIONS "Cover images"; D2 §5 "Photos", §9). */
export const TRIP_COVER_IMAGE_LIMIT_BYTES = 5 * MEGABYTE;

/** D2 §5 "Photos", which RESOLUTIONS "Cover images" applies to covers: texts word for word. */
export const tripCoverImageMessages = {
  wrongType: (fileName: string) => `${fileName} is not a supported image format (JPEG, PNG, WEBP)`,
  tooLarge: (fileName: string) => `${fileName} is too large. Maximum size is 5MB`,
} as const;

/** The name the cover-image texts use when the upload carries none (as the REST server does). */
export const UNNAMED_UPLOAD = 'The file';
