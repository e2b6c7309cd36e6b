import { addActivityReflectionRequest, memoriesMessages, memoryLimits } from '@contract/memories';
import type { Resolvers } from '../../generated/resolvers-types';
import { clientActivityPhotoUrl } from '../../images/activity-photos';
import type { RequestLoaders } from '../../request-loaders';
import type { RestClient } from '../../rest/client';
import { inputRefusalError } from '../../rest/errors';
import type { ActivityRef } from '../../rest/memories';
import type { FormFile } from '../../rest/transport';
import type { TripMemberModel } from '../../trips/trip-models';
import { readCheckedImage } from '../../uploads/read-upload';
import { activityPhotoRule } from '../../uploads/upload-rules';
import type { UploadArgument } from '../../uploads/upload-scalar';

/**
 * Memories on activities (issue 14; D2 §2, §3, §5, §7, §9). Photos are checked before anything is
 * forwarded: how many (with those already there), then each file's type by its bytes and its size
 * while it streams (never more than 5 MB of it held). Contributors resolve to `TripMember`, whose
 * cards come from the request's batched collaboraters-info loader with the trip's members: the trip
 * page stays one round trip. Photo URLs are the gateway's own (`/photos/activity-photos/<id>`).
 */

/** 400 "Cannot upload N photos…" (N: the photos sent) unless the activity has room for them. */
function assertRoomForPhotos(photosThere: number, count: number): void {
  if (photosThere + count > memoryLimits.photosPerActivity) {
    throw inputRefusalError(memoriesMessages.tooManyPhotos(count));
  }
}

/**
 * How many photos the activity holds now, or null when the trip has no such activity (the REST
 * server then answers its 404 with its own message).
 */
async function photosThere(rest: RestClient, where: ActivityRef): Promise<number | null> {
  const trip = await rest.getTripDetails(where.tripId);
  const activity = trip.itinerary
    .find((entry) => entry.day === where.day)
    ?.activities.find((entry) => entry._id === where.activityId);
  return activity ? activity.memories.photos.length : null;
}

/** Each file read and checked in turn; the first refusal stops the rest being read. */
async function readCheckedPhotos(files: readonly UploadArgument[]): Promise<FormFile[]> {
  const photos: FormFile[] = [];
  for (const file of files) photos.push(await readCheckedImage(file, activityPhotoRule));
  return photos;
}

/** The contributor as a trip member, null when the REST server knows no such user (one batch). */
async function memberOrNull(
  userId: string,
  loaders: RequestLoaders,
): Promise<TripMemberModel | null> {
  return (await loaders.userCards.load(userId)) ? { id: userId } : null;
}

export const memoriesResolvers: Resolvers = {
  Mutation: {
    addActivityPhotos: async (_parent, { tripId, day, activityId, files }, { rest }) => {
      const where = { tripId, day, activityId };
      if (files.length === 0) throw inputRefusalError(memoriesMessages.photoRequired);
      // Cheap checks first: a full activity refuses before any byte is read.
      assertRoomForPhotos(0, files.length);
      const there = await photosThere(rest, where);
      if (there !== null) assertRoomForPhotos(there, files.length);
      return rest.addActivityImages(where, await readCheckedPhotos(files));
    },
    addActivityReflection: (_parent, { tripId, day, activityId, text }, { rest }) => {
      const checked = addActivityReflectionRequest.safeParse({ reflections: text });
      if (!checked.success) {
        throw inputRefusalError(
          checked.error.issues[0]?.message ?? memoriesMessages.reflectionRequired,
        );
      }
      return rest.addActivityReflection({ tripId, day, activityId }, checked.data);
    },
  },
  MemoryPhoto: {
    // A stored photo loads through the gateway; a URL of another host is passed on as is.
    url: (photo) => clientActivityPhotoUrl(photo.url) ?? photo.url,
    uploader: (photo, _args, { loaders }) => memberOrNull(photo.uploadedBy, loaders),
  },
  Reflection: {
    author: (reflection, _args, { loaders }) => memberOrNull(reflection.createdBy, loaders),
  },
};
