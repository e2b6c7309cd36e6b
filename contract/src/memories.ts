import { z } from 'zod';
import type { ImageType } from './image-type';
import { tripMessages } from './trip-messages';
import { activityIdsQuery } from './trip-requests';

/**
 * Memories on itinerary activities (issue 14; D2 §2, §3, §5, §7, §9): photos and reflections. The
 * REST calls are PATCH trip/add-activity-image (multipart) and PATCH trip/add-activity-reflection;
 * both answer the trip after the change. The limits and texts are the spec's, shared by the mock
 * (what the REST server refuses) and the gateway (what it refuses before forwarding).
 */

/** D2 §5, §9 "Photos". "5MB" is read as 5 MiB, as for cover images and profile pictures. */
export const memoryLimits = {
  photosPerActivity: 3,
  photoMaxBytes: 5 * 1024 * 1024,
  reflectionMaxLength: 500,
} as const;

/** D2 §5: JPEG, PNG and WEBP, judged by their bytes (image-type.ts). */
export const activityPhotoTypes: readonly ImageType[] = ['image/jpeg', 'image/png', 'image/webp'];

/** Multipart fields of PATCH trip/add-activity-image (D2 §7): the file field is repeated. */
export const ACTIVITY_IMAGE_FIELD = 'activityImage';
export const ACTIVITY_IMAGE_TEXT_FIELDS = ['tripId', 'day', 'activityId'] as const;

export const memoriesMessages = {
  /** D2 §8 toasts, the success answers' messages. */
  photosUploaded: 'Photos uploaded successfully!',
  reflectionAdded: 'Reflection added successfully!',
  /** D2 §5 "Photos", word for word. */
  photoWrongType: (fileName: string) =>
    `${fileName} is not a supported image format (JPEG, PNG, WEBP)`,
  photoTooLarge: (fileName: string) => `${fileName} is too large. Maximum size is 5MB`,
  /** D2 §5 "Photos": N is the number of photos in the refused request (docs/decisions.md). */
  tooManyPhotos: (count: number) =>
    `Cannot upload ${count} photos. Maximum ${memoryLimits.photosPerActivity} photos allowed per activity.`,
  /** D2 §5 "Reflection", word for word. */
  reflectionTooLong: `Reflection must be ${memoryLimits.reflectionMaxLength} characters or less`,
  // The mock's own texts (the spec does not show the server's).
  photoRequired: 'Please select at least one photo',
  reflectionRequired: 'Reflection cannot be empty',
  reflectionNotText: 'Reflection must be text',
  dayNotFound: 'Day not found in the itinerary',
  activityNotFound: tripMessages.activityNotFound,
  photoNotFound: 'Photo not found',
} as const;

/**
 * The ids of both calls: add-activity-image's text fields, add-activity-reflection's query. The three
 * are required (one message when any is missing), then each checked (as delete-activity's).
 */
export const activityMemoryIds = activityIdsQuery;
export type ActivityMemoryIds = z.output<typeof activityMemoryIds>;

/**
 * PATCH trip/add-activity-reflection `{ reflections }` (D2 §7): the text, trimmed, not empty, at most
 * 500 characters (D2 §5).
 */
export const addActivityReflectionRequest = z.object({
  reflections: z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? memoriesMessages.reflectionRequired
          : memoriesMessages.reflectionNotText,
    })
    .trim()
    .min(1, { error: memoriesMessages.reflectionRequired })
    .max(memoryLimits.reflectionMaxLength, { error: memoriesMessages.reflectionTooLong }),
});
export type AddActivityReflectionRequest = z.output<typeof addActivityReflectionRequest>;
