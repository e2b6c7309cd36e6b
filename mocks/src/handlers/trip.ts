import { format } from 'date-fns';
import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { paths } from '@contract/paths';
import { TRIP_COVER_TRIP_ID_FIELD } from '@contract/trip';
import {
  addTripCoverImageFields,
  addTripRequest,
  COLLABORATOR_ID_PARAMS,
  collaboratorsInfoQuery,
  editTripRequest,
  tripIdQuery,
} from '@contract/trip-requests';
import type {
  AllTripsResponse,
  CollaboratorsInfoResponse,
  DeleteTripResponse,
  Trip,
  UserCard,
} from '@contract/trip';
import type { User } from '@contract/user';
import { requireUser } from '../auth/require-user';
import { messages } from '../constants';
import type { MockDb } from '../db/store';
import { TRIP_COVER_IMAGES } from '../db/stored-images';
import { tripMessages } from '../trips/constants';
import { checkCoverImage, readCoverUpload } from '../trips/cover-image';
import { newTrip } from '../trips/trip-mappers';
import { applyTripChanges } from '../trips/trip-rules';
import { formText, readMultipart } from './multipart';
import { newIdsFrom, openTrip, saveTrip, tripAnswer } from './trip-access';
import { createTripPlanHandlers } from './trip-plan';
import { ApiError, jsonResponse, parseQuery, parseRequest, readJsonObject, route } from './respond';
import { storedImageHandler } from './stored-images';

/** A user's card for collaboraters-info: who they are, nothing private beyond the e-mail. */
function userCardOf(user: User): UserCard {
  const { _id, userName, email, firstName, lastName, profilePic } = user;
  return {
    _id,
    userName,
    email,
    ...(firstName ? { firstName } : {}),
    ...(lastName ? { lastName } : {}),
    ...(profilePic ? { profilePic } : {}),
  };
}

/**
 * /api/v1/trip/*: the trip calls of D1 §7 and D2 §7 (issue 4). Here: list, details, create, edit,
 * delete, the cover image (upload and bytes) and user/collaboraters-info; destinations, itinerary and
 * checklist are in trip-plan.ts. Permissions: trips/permissions.ts.
 */
export function createTripHandlers(db: MockDb): HttpHandler[] {
  const newId = newIdsFrom(db);
  const today = () => format(db.now(), 'yyyy-MM-dd');

  return [
    http.get(
      `*${paths.allTrips}`,
      route(async ({ request }) => {
        const user = await requireUser(db, request);
        const answer: AllTripsResponse = {
          success: true,
          message: messages.tripsFetched,
          data: db.trips.listForUser(user._id),
        };
        return jsonResponse(answer);
      }),
    ),

    http.get(
      `*${paths.tripDetails}`,
      route(async ({ request }) => {
        const user = await requireUser(db, request);
        const { tripId } = parseQuery(tripIdQuery, request);
        return tripAnswer(openTrip(db, user, tripId, 'view'), tripMessages.tripFetched);
      }),
    ),

    http.post(
      `*${paths.addTrip}`,
      route(async ({ request }) => {
        const user = await requireUser(db, request);
        const fields = parseRequest(addTripRequest, await readJsonObject(request));
        const trip = newTrip(
          fields,
          { userId: user._id, today: today(), createdAt: new Date(db.now()).toISOString() },
          newId,
        );
        return tripAnswer(db.trips.insert(trip), tripMessages.tripCreated, 201);
      }),
    ),

    http.patch(
      `*${paths.editTripDetails}`,
      route(async ({ request }) => {
        const user = await requireUser(db, request);
        const { tripId } = parseQuery(tripIdQuery, request);
        const body = await readJsonObject(request);
        openTrip(db, user, tripId, 'edit');
        const changes = parseRequest(editTripRequest, body);
        const updated = saveTrip(db, tripId, (trip) => applyTripChanges(trip, changes, today()));
        return tripAnswer(updated, tripMessages.tripUpdated);
      }),
    ),

    http.delete(
      `*${paths.deleteTrip}`,
      route(async ({ request }) => {
        const user = await requireUser(db, request);
        const { tripId } = parseQuery(tripIdQuery, request);
        openTrip(db, user, tripId, 'delete');
        const removed = db.trips.remove(tripId);
        if (!removed) throw new ApiError(404, tripMessages.tripNotFound);
        const coverId = TRIP_COVER_IMAGES.idOf(removed.tripCoverImage);
        if (coverId) db.tripCoverImages.remove(coverId);
        // The memory photos go with the trip too.
        for (const { url } of removed.itinerary.flatMap((day) =>
          day.activities.flatMap((activity) => activity.memories.photos),
        )) {
          const photoId = db.activityImages.kind.idOf(url);
          if (photoId) db.activityImages.remove(photoId);
        }
        const answer: DeleteTripResponse = {
          success: true,
          message: tripMessages.tripDeleted,
          data: { _id: removed._id },
        };
        return jsonResponse(answer);
      }),
    ),

    http.patch(
      `*${paths.addTripCoverImage}`,
      route(async ({ request }) => {
        const user = await requireUser(db, request);
        const form = await readMultipart(request);
        const { [TRIP_COVER_TRIP_ID_FIELD]: tripId } = parseRequest(addTripCoverImageFields, {
          [TRIP_COVER_TRIP_ID_FIELD]: formText(form, TRIP_COVER_TRIP_ID_FIELD),
        });
        const upload = await readCoverUpload(form);
        const previousCoverId = TRIP_COVER_IMAGES.idOf(
          openTrip(db, user, tripId, 'edit').tripCoverImage,
        );
        const imageId = db.tripCoverImages.add(checkCoverImage(upload));
        let updated: Trip;
        try {
          updated = saveTrip(db, tripId, (trip) => ({
            ...trip,
            tripCoverImage: TRIP_COVER_IMAGES.urlOf(imageId),
          }));
        } catch (error) {
          db.tripCoverImages.remove(imageId);
          throw error;
        }
        if (previousCoverId) db.tripCoverImages.remove(previousCoverId);
        return tripAnswer(updated, tripMessages.coverImageUpdated);
      }),
    ),

    storedImageHandler(db.tripCoverImages, tripMessages.coverImageNotFound),

    http.get(
      `*${paths.collaboratorsInfo}`,
      route(async ({ request }) => {
        await requireUser(db, request);
        const query = new URL(request.url).searchParams;
        const ids = parseRequest(
          collaboratorsInfoQuery,
          COLLABORATOR_ID_PARAMS.flatMap((name) => query.getAll(name)),
        );
        const cards = ids.flatMap((id) => {
          const user = db.users.findById(id);
          return user ? [userCardOf(user)] : [];
        });
        const answer: CollaboratorsInfoResponse = {
          success: true,
          message: tripMessages.usersFetched,
          data: cards,
        };
        return jsonResponse(answer);
      }),
    ),

    ...createTripPlanHandlers(db),
  ];
}
