import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { queryObject } from '@contract/request-error';
import {
  ACTIVITY_IMAGE_TEXT_FIELDS,
  activityMemoryIds,
  addActivityReflectionRequest,
  memoriesMessages,
} from '@contract/memories';
import { paths } from '@contract/paths';
import type { Trip } from '@contract/trip';
import { requireUser } from '../auth/require-user';
import type { MockDb } from '../db/store';
import {
  ACTIVITY_IMAGE_BODY_MAX_BYTES,
  activityOf,
  assertRoomForPhotos,
  checkActivityPhotos,
  readPhotoUploads,
  withMemories,
} from '../trips/memories';
import { formText, readMultipart } from './multipart';
import { parseRequest, readJsonObject, route } from './respond';
import { storedImageHandler } from './stored-images';
import { openTrip, saveTrip, tripAnswer } from './trip-access';

/**
 * Memories on itinerary activities (issue 14; D2 §7): photos (multipart, stored and served by the
 * mock like cover images) and reflections. Owner and editors only (403 otherwise); an unknown trip,
 * day or activity is 404. Each answers the trip after the change. Order: caller (401) → body (413,
 * 415, 400) → ids (400) → trip and permission (404, 403) → day and activity (404) → content.
 */
export function createMemoryHandlers(db: MockDb): HttpHandler[] {
  const nowIso = () => new Date(db.now()).toISOString();

  return [
    http.patch(
      `*${paths.addActivityImage}`,
      route(async ({ request }) => {
        const user = await requireUser(db, request);
        const form = await readMultipart(request, ACTIVITY_IMAGE_BODY_MAX_BYTES);
        const fields = Object.fromEntries(
          ACTIVITY_IMAGE_TEXT_FIELDS.map((field) => [field, formText(form, field)]),
        );
        const { tripId, day, activityId } = parseRequest(activityMemoryIds, fields);
        const trip = openTrip(db, user, tripId, 'edit');
        const activity = activityOf(trip, day, activityId);
        const images = checkActivityPhotos(await readPhotoUploads(form), activity);

        // All or nothing: every file passed; should the save fail, the stored bytes go again.
        const imageIds = images.map((image) => db.activityImages.add(image));
        const uploadedAt = nowIso();
        let updated: Trip;
        try {
          updated = saveTrip(db, tripId, (current) => {
            // Counted again on the stored trip: another upload may have landed while these were read.
            assertRoomForPhotos(activityOf(current, day, activityId), imageIds.length);
            return withMemories(current, day, activityId, (memories) => ({
              ...memories,
              photos: [
                ...memories.photos,
                ...imageIds.map((imageId) => ({
                  url: db.activityImages.kind.urlOf(imageId),
                  uploadedBy: user._id,
                  uploadedAt,
                })),
              ],
            }));
          });
        } catch (error) {
          for (const imageId of imageIds) db.activityImages.remove(imageId);
          throw error;
        }
        return tripAnswer(updated, memoriesMessages.photosUploaded);
      }),
    ),

    http.patch(
      `*${paths.addActivityReflection}`,
      route(async ({ request }) => {
        const user = await requireUser(db, request);
        const { tripId, day, activityId } = parseRequest(
          activityMemoryIds,
          queryObject(new URL(request.url).searchParams),
        );
        const body = await readJsonObject(request);
        openTrip(db, user, tripId, 'edit');
        const updated = saveTrip(db, tripId, (trip) => {
          activityOf(trip, day, activityId);
          // After the permission check, so a viewer learns nothing from a bad body.
          const { reflections: text } = parseRequest(addActivityReflectionRequest, body);
          return withMemories(trip, day, activityId, (memories) => ({
            ...memories,
            reflections: [
              ...memories.reflections,
              { text, createdBy: user._id, createdAt: nowIso() },
            ],
          }));
        });
        return tripAnswer(updated, memoriesMessages.reflectionAdded);
      }),
    ),

    storedImageHandler(db.activityImages, memoriesMessages.photoNotFound),
  ];
}
