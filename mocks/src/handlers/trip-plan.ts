import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { paths } from '../../../contract/src/paths';
import { requireUser } from '../auth/require-user';
import type { MockDb } from '../db/store';
import { tripMessages } from '../trips/constants';
import {
  assertDayInTrip,
  assertPlaceNotInTrip,
  checkObjectId,
  newActivity,
  parseDay,
  readActivityFields,
  readChecklist,
  readChecklistItemText,
  readDestinationInput,
  readIsCompleted,
  readItinerary,
  readTripIdQuery,
  requireQuery,
  toDestination,
  withActivity,
  withoutActivity,
} from '../trips/requests';
import { ApiError, readJsonObject, route } from './respond';
import { newIdsFrom, openTrip, saveTrip, tripAnswer } from './trip-access';

const queryOf = (request: Request) => new URL(request.url).searchParams;

/**
 * The planning calls of a trip (D1 §7, D2 §7): destinations, the itinerary and its activities, the
 * checklist. Each checks the caller may edit the trip (owner or editor, else 403) and answers the trip
 * after the change. Ids in the query are checked before the trip is looked up, bodies after the
 * permission, so a viewer learns nothing from a bad body.
 */
export function createTripPlanHandlers(db: MockDb): HttpHandler[] {
  const newId = newIdsFrom(db);

  return [
    http.patch(
      `*${paths.addDestination}`,
      route(async ({ request }) => {
        const user = await requireUser(db, request);
        const tripId = readTripIdQuery(queryOf(request));
        const body = await readJsonObject(request);
        openTrip(db, user, tripId, 'edit');
        const input = readDestinationInput(body);
        const updated = saveTrip(db, tripId, (trip) => {
          assertPlaceNotInTrip(trip.destinations, input.placeId);
          return { ...trip, destinations: [...trip.destinations, toDestination(input, newId())] };
        });
        return tripAnswer(updated, tripMessages.destinationAdded);
      }),
    ),

    http.patch(
      `*${paths.deleteDestination}`,
      route(async ({ request }) => {
        const user = await requireUser(db, request);
        // D1 §5: both ids, one message (RESOLUTIONS: the destination's destinationId).
        const ids = requireQuery(
          queryOf(request),
          ['tripId', 'destinationId'],
          tripMessages.tripAndDestinationIdRequired,
        );
        const tripId = checkObjectId(ids.tripId, tripMessages.invalidTripId);
        const destinationId = checkObjectId(ids.destinationId, tripMessages.invalidDestinationId);
        openTrip(db, user, tripId, 'edit');
        const updated = saveTrip(db, tripId, (trip) => {
          if (!trip.destinations.some((entry) => entry.destinationId === destinationId)) {
            throw new ApiError(404, tripMessages.destinationNotFound);
          }
          return {
            ...trip,
            destinations: trip.destinations.filter(
              (entry) => entry.destinationId !== destinationId,
            ),
            // Activities stay in the plan; they only lose the link to the removed place.
            itinerary: trip.itinerary.map((day) => ({
              ...day,
              activities: day.activities.map((activity) => {
                if (activity.destinationId !== destinationId) return activity;
                const { destinationId: _removed, ...rest } = activity;
                return rest;
              }),
            })),
          };
        });
        return tripAnswer(updated, tripMessages.destinationRemoved);
      }),
    ),

    http.patch(
      `*${paths.updateItinerary}`,
      route(async ({ request }) => {
        const user = await requireUser(db, request);
        const tripId = readTripIdQuery(queryOf(request));
        const body = await readJsonObject(request);
        openTrip(db, user, tripId, 'edit');
        const updated = saveTrip(db, tripId, (trip) => ({
          ...trip,
          itinerary: readItinerary(body, trip, newId),
        }));
        return tripAnswer(updated, tripMessages.itineraryUpdated);
      }),
    ),

    http.patch(
      `*${paths.addActivity}`,
      route(async ({ request }) => {
        const user = await requireUser(db, request);
        const query = queryOf(request);
        const tripId = readTripIdQuery(query);
        const { day: dayText } = requireQuery(query, ['day'], tripMessages.dayRequired);
        const day = parseDay(dayText);
        const body = await readJsonObject(request);
        openTrip(db, user, tripId, 'edit');
        const updated = saveTrip(db, tripId, (trip) => {
          assertDayInTrip(trip, day);
          const activity = newActivity(readActivityFields(body, trip), newId());
          return { ...trip, itinerary: withActivity(trip.itinerary, day, activity) };
        });
        return tripAnswer(updated, tripMessages.activityAdded);
      }),
    ),

    http.patch(
      `*${paths.deleteActivity}`,
      route(async ({ request }) => {
        const user = await requireUser(db, request);
        const ids = requireQuery(
          queryOf(request),
          ['tripId', 'day', 'activityId'],
          tripMessages.tripDayAndActivityIdRequired,
        );
        const tripId = checkObjectId(ids.tripId, tripMessages.invalidTripId);
        const day = parseDay(ids.day);
        const activityId = checkObjectId(ids.activityId, tripMessages.invalidActivityId);
        openTrip(db, user, tripId, 'edit');
        const updated = saveTrip(db, tripId, (trip) => {
          const itinerary = withoutActivity(trip.itinerary, day, activityId);
          if (!itinerary) throw new ApiError(404, tripMessages.activityNotFound);
          return { ...trip, itinerary };
        });
        return tripAnswer(updated, tripMessages.activityRemoved);
      }),
    ),

    http.patch(
      `*${paths.updateChecklist}`,
      route(async ({ request }) => {
        const user = await requireUser(db, request);
        const tripId = readTripIdQuery(queryOf(request));
        const body = await readJsonObject(request);
        openTrip(db, user, tripId, 'edit');
        const updated = saveTrip(db, tripId, (trip) => ({
          ...trip,
          checklist: readChecklist(body, trip, newId),
        }));
        return tripAnswer(updated, tripMessages.checklistUpdated);
      }),
    ),

    http.patch(
      `*${paths.addChecklistItem}`,
      route(async ({ request }) => {
        const user = await requireUser(db, request);
        const tripId = readTripIdQuery(queryOf(request));
        const body = await readJsonObject(request);
        openTrip(db, user, tripId, 'edit');
        const item = readChecklistItemText(body);
        const updated = saveTrip(db, tripId, (trip) => ({
          ...trip,
          checklist: [...trip.checklist, { _id: newId(), item, isCompleted: false }],
        }));
        return tripAnswer(updated, tripMessages.checklistItemAdded);
      }),
    ),

    http.patch(
      `*${paths.toggleChecklistItem}`,
      route(async ({ request }) => {
        const user = await requireUser(db, request);
        const ids = requireQuery(
          queryOf(request),
          ['tripId', 'itemId'],
          tripMessages.tripAndItemIdRequired,
        );
        const tripId = checkObjectId(ids.tripId, tripMessages.invalidTripId);
        const itemId = checkObjectId(ids.itemId, tripMessages.invalidItemId);
        const body = await readJsonObject(request);
        openTrip(db, user, tripId, 'edit');
        const isCompleted = readIsCompleted(body);
        const updated = saveTrip(db, tripId, (trip) => {
          if (!trip.checklist.some((item) => item._id === itemId)) {
            throw new ApiError(404, tripMessages.checklistItemNotFound);
          }
          return {
            ...trip,
            checklist: trip.checklist.map((item) =>
              item._id === itemId ? { ...item, isCompleted } : item,
            ),
          };
        });
        return tripAnswer(updated, tripMessages.checklistItemUpdated);
      }),
    ),

    http.patch(
      `*${paths.deleteChecklistItem}`,
      route(async ({ request }) => {
        const user = await requireUser(db, request);
        const ids = requireQuery(
          queryOf(request),
          ['tripId', 'itemId'],
          tripMessages.tripAndItemIdRequired,
        );
        const tripId = checkObjectId(ids.tripId, tripMessages.invalidTripId);
        const itemId = checkObjectId(ids.itemId, tripMessages.invalidItemId);
        openTrip(db, user, tripId, 'edit');
        const updated = saveTrip(db, tripId, (trip) => {
          if (!trip.checklist.some((item) => item._id === itemId)) {
            throw new ApiError(404, tripMessages.checklistItemNotFound);
          }
          return { ...trip, checklist: trip.checklist.filter((item) => item._id !== itemId) };
        });
        return tripAnswer(updated, tripMessages.checklistItemRemoved);
      }),
    ),
  ];
}
