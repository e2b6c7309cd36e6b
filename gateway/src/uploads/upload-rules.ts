import {
  PROFILE_PICTURE_LIMIT_BYTES,
  TRIP_COVER_IMAGE_LIMIT_BYTES,
  profilePictureMessages,
  tripCoverImageMessages,
} from './constants';
import type { ImageType } from '@contract/image-type';
import { activityPhotoTypes, memoriesMessages, memoryLimits } from '@contract/memories';

/** What one kind of image upload accepts, and the texts it refuses with. */
export interface ImageUploadRule {
  /** Accepted types, by magic bytes. */
  types: readonly ImageType[];
  /** The largest accepted size in bytes (inclusive). */
  maxBytes: number;
  messages: {
    /** Not one of `types` (or not an image at all). */
    wrongType: UploadRefusalText;
    /** Larger than `maxBytes`. */
    tooLarge: UploadRefusalText;
  };
}

/** A refusal text, fixed or naming the file (the name the user picked it under). */
export type UploadRefusalText = string | ((fileName: string) => string);

/**
 * Profile pictures, at sign-up and on the profile page: an image (JPEG, PNG, WEBP or GIF) "under
 * 2MB" (D2 §5 "Profile", §9), so 2 MB itself is refused.
 */
export const profilePictureRule: ImageUploadRule = {
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  maxBytes: PROFILE_PICTURE_LIMIT_BYTES - 1,
  messages: {
    wrongType: profilePictureMessages.notAnImage,
    tooLarge: profilePictureMessages.tooLarge,
  },
};

/**
 * Trip cover images (RESOLUTIONS "Cover images": JPEG, PNG or WEBP, at most 5 MB, as activity
 * photos, D2 §5 "Photos", §9), so 5 MB itself is accepted, as the REST server does.
 */
export const tripCoverImageRule: ImageUploadRule = {
  types: ['image/jpeg', 'image/png', 'image/webp'],
  maxBytes: TRIP_COVER_IMAGE_LIMIT_BYTES,
  messages: {
    wrongType: tripCoverImageMessages.wrongType,
    tooLarge: tripCoverImageMessages.tooLarge,
  },
};

/**
 * Memory photos on activities (D2 §5 "Photos", §9): JPEG, PNG or WEBP, at most 5 MB each (5 MB itself
 * accepted, as the REST server does). How many an activity holds is checked by the resolver.
 */
export const activityPhotoRule: ImageUploadRule = {
  types: activityPhotoTypes,
  maxBytes: memoryLimits.photoMaxBytes,
  messages: {
    wrongType: memoriesMessages.photoWrongType,
    tooLarge: memoriesMessages.photoTooLarge,
  },
};
