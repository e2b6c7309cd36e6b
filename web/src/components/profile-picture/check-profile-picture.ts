import {
  IMAGE_TOO_LARGE_MESSAGE,
  NOT_AN_IMAGE_MESSAGE,
  PROFILE_PICTURE_MAX_BYTES,
} from './constants';

/**
 * Spec 001 §5: the picture must be an image ("Please select an image file") and under 2MB ("Image
 * size should be less than 2MB"). Returns the text to show, or null when the file may be sent. The
 * gateway checks the bytes again.
 */
export function profilePictureProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return NOT_AN_IMAGE_MESSAGE;
  if (file.size >= PROFILE_PICTURE_MAX_BYTES) return IMAGE_TOO_LARGE_MESSAGE;
  return null;
}
