import { sniffImageType } from '@contract/image-type';
import {
  ACTIVITY_IMAGE_FIELD,
  activityPhotoTypes,
  memoriesMessages,
  memoryLimits,
} from '@contract/memories';
import type { Activity, Trip } from '@contract/trip';
import type { ImageBytes } from '../db/stored-images';
import { ApiError } from '../handlers/respond';
import { UNNAMED_FILE } from './constants';

/** The rules of an activity's memories (issue 14; D2 §5, §9): where they are and what is accepted. */

type Memories = Activity['memories'];

/** The activity `activityId` of day `day`: 404 "Day not found…" / "Activity not found" otherwise. */
export function activityOf(trip: Trip, day: number, activityId: string): Activity {
  const entry = trip.itinerary.find((stored) => stored.day === day);
  if (!entry) throw new ApiError(404, memoriesMessages.dayNotFound);
  const activity = entry.activities.find((stored) => stored._id === activityId);
  if (!activity) throw new ApiError(404, memoriesMessages.activityNotFound);
  return activity;
}

/** The trip with that activity's memories changed (the activity is known to be there). */
export function withMemories(
  trip: Trip,
  day: number,
  activityId: string,
  change: (memories: Memories) => Memories,
): Trip {
  return {
    ...trip,
    itinerary: trip.itinerary.map((entry) =>
      entry.day !== day
        ? entry
        : {
            ...entry,
            activities: entry.activities.map((activity) =>
              activity._id === activityId
                ? { ...activity, memories: change(activity.memories) }
                : activity,
            ),
          },
    ),
  };
}

/** One `activityImage` file of the form, read but not judged yet. */
export interface PhotoUpload {
  fileName: string;
  bytes: Uint8Array<ArrayBuffer>;
}

/** Every `activityImage` file of the form, in order; empty parts (no file chosen) left out. */
export async function readPhotoUploads(form: FormData): Promise<PhotoUpload[]> {
  const files = form
    .getAll(ACTIVITY_IMAGE_FIELD)
    .filter((entry): entry is File => typeof entry !== 'string' && entry.size > 0);
  return Promise.all(
    files.map(async (file) => ({
      // A bare Blob arrives named "blob", which says nothing to the user.
      fileName: file.name && file.name !== 'blob' ? file.name : UNNAMED_FILE,
      bytes: new Uint8Array(await file.arrayBuffer()),
    })),
  );
}

/**
 * The photos to store, all or none (D2 §5, §9): 400 when none came; 400 "Cannot upload N photos…"
 * when the activity would pass 3 photos with them (N: the photos sent); then file by file, 415 "{file}
 * is not a supported image format (JPEG, PNG, WEBP)" unless its bytes are a JPEG, PNG or WEBP
 * (name and declared type are not trusted), 413 "{file} is too large. Maximum size is 5MB".
 */
export function checkActivityPhotos(uploads: PhotoUpload[], activity: Activity): ImageBytes[] {
  if (uploads.length === 0) throw new ApiError(400, memoriesMessages.photoRequired);
  assertRoomForPhotos(activity, uploads.length);
  return uploads.map((upload) => {
    const contentType = sniffImageType(upload.bytes);
    if (contentType === null || !activityPhotoTypes.includes(contentType)) {
      throw new ApiError(415, memoriesMessages.photoWrongType(upload.fileName));
    }
    if (upload.bytes.byteLength > memoryLimits.photoMaxBytes) {
      throw new ApiError(413, memoriesMessages.photoTooLarge(upload.fileName));
    }
    return { contentType, bytes: upload.bytes };
  });
}

/** 400 "Cannot upload N photos…" unless the activity has room for `count` more (D2 §5, §9). */
export function assertRoomForPhotos(activity: Activity, count: number): void {
  if (activity.memories.photos.length + count > memoryLimits.photosPerActivity) {
    throw new ApiError(400, memoriesMessages.tooManyPhotos(count));
  }
}

/**
 * The largest add-activity-image body read (413 above): three photos at the limit and room for the
 * form's other parts. A request with more files than that holds is refused for its size.
 */
export const ACTIVITY_IMAGE_BODY_MAX_BYTES =
  memoryLimits.photosPerActivity * memoryLimits.photoMaxBytes + 1024 * 1024;
