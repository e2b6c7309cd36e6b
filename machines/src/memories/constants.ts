/**
 * Memory texts and limits (spec 001 §5 "Photos", "Reflection", §8 toasts, §9 limits; checklist
 * 13.2–13.9).
 */

/** Photos an activity may keep (13.4, 13.5). */
export const MAX_PHOTOS_PER_ACTIVITY = 3;
/** 5 MB a photo (13.3). */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const MAX_REFLECTION_LENGTH = 500;
/** Above this the counter turns red (13.8). */
export const REFLECTION_WARNING_LENGTH = 450;

export const unsupportedFormatMessage = (file: string) =>
  `${file} is not a supported image format (JPEG, PNG, WEBP)`;
export const tooLargeMessage = (file: string) => `${file} is too large. Maximum size is 5MB`;
export const tooManyPhotosMessage = (count: number) =>
  `Cannot upload ${count} photos. Maximum ${MAX_PHOTOS_PER_ACTIVITY} photos allowed per activity.`;
export const REFLECTION_TOO_LONG = 'Reflection must be 500 characters or less';

export const PHOTOS_UPLOADED = 'Photos uploaded successfully!';
export const PHOTOS_UPLOAD_FAILED = 'Failed to upload photos';
export const REFLECTION_ADDED = 'Reflection added successfully!';
export const REFLECTION_FAILED = 'Failed to add reflection';
