import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { paths } from '@contract/paths';
import { requireUser } from '../auth/require-user';
import type { Trip } from '@contract/trip';
import type { MockDb } from '../db/store';
import { queryObject } from '@contract/request-error';
import { tripMessages } from '../trips/constants';
import {
  activityIdsQuery,
  addActivityQuery,
  addActivityRequest,
  addChecklistItemRequest,
  checklistItemIdsQuery,
  destinationIdsQuery,
  destinationInput,
  toggleChecklistItemRequest,
  tripIdQuery,
  updateChecklistRequest,
  updateItineraryRequestFor,
} from '@contract/trip-requests';
import { itineraryFor, withActivity, withoutActivity } from '../trips/itinerary';
import { checklistFor, newActivity, newChecklistItem, toDestination } from '../trips/trip-mappers';
import {
  assertActivityDestinationInTrip,
  assertDayInTrip,
  assertPlaceNotInTrip,
  itineraryContextOf,
} from '../trips/trip-rules';
import { ApiError, parseRequest, readJsonObject, route } from './respond';
import { newIdsFrom, openTrip, saveTrip, tripAnswer } from './trip-access';

/** One planning write, in the order every such call runs: see `tripWrite`. */
interface TripWrite<Ids extends { tripId: string }, Input> {
  /** The ids in the query, checked (400) before the trip is looked up. */
  ids: (query: Record<string, string>) => Ids;
  /** The call sends a JSON body: it is read (413, 415, 400) before the trip is looked up. */
  readsBody: boolean;
  /**
   * The request checked against the stored trip (400, 404, 409), after the permission check so a
   * viewer learns nothing from a bad request; answers what `change` needs.
   */
  validate: (call: { trip: Trip; ids: Ids; body: Record<string, unknown> }) => Input;
  /** The trip with the change made. */
  change: (trip: Trip, input: Input) => Trip;
  /** The answer's message. */
  message: string;
}

/**
 * A planning write: caller (401) → query ids (400) → body (413, 415, 400) → trip and permission
 * (404, 403) → validation → save → `{ success, message, data: trip }`.
 */
function tripWrite<Ids extends { tripId: string }, Input>(
  db: MockDb,
  write: TripWrite<Ids, Input>,
): ReturnType<typeof route> {
  return route(async ({ request }) => {
    const user = await requireUser(db, request);
    const ids = write.ids(queryObject(new URL(request.url).searchParams));
    const body = write.readsBody ? await readJsonObject(request) : {};
    const trip = openTrip(db, user, ids.tripId, 'edit');
    const input = write.validate({ trip, ids, body });
    const updated = saveTrip(db, ids.tripId, (current) => write.change(current, input));
    return tripAnswer(updated, write.message);
  });
}

const tripIdOnly = (query: Record<string, string>) => parseRequest(tripIdQuery, query);
const checklistItemIds = (query: Record<string, string>) =>
  parseRequest(checklistItemIdsQuery, query);

function assertChecklistItemInTrip(trip: Trip, itemId: string): void {
  if (!trip.checklist.some((item) => item._id === itemId)) {
    throw new ApiError(404, tripMessages.checklistItemNotFound);
  }
}

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
      tripWrite(db, {
        ids: tripIdOnly,
        readsBody: true,
        validate: ({ trip, body }) => {
          const input = parseRequest(destinationInput, body);
          assertPlaceNotInTrip(trip.destinations, input.placeId);
          return input;
        },
        change: (trip, input) => ({
          ...trip,
          destinations: [...trip.destinations, toDestination(input, newId())],
        }),
        message: tripMessages.destinationAdded,
      }),
    ),

    http.patch(
      `*${paths.deleteDestination}`,
      tripWrite(db, {
        // D1 §5: both ids, one message (RESOLUTIONS: the destination's destinationId).
        ids: (query) => parseRequest(destinationIdsQuery, query),
        readsBody: false,
        validate: ({ trip, ids: { destinationId } }) => {
          if (!trip.destinations.some((entry) => entry.destinationId === destinationId)) {
            throw new ApiError(404, tripMessages.destinationNotFound);
          }
          return destinationId;
        },
        change: (trip, destinationId) => ({
          ...trip,
          destinations: trip.destinations.filter((entry) => entry.destinationId !== destinationId),
          // Activities stay in the plan; they only lose the link to the removed place.
          itinerary: trip.itinerary.map((day) => ({
            ...day,
            activities: day.activities.map((activity) => {
              if (activity.destinationId !== destinationId) return activity;
              const { destinationId: _removed, ...rest } = activity;
              return rest;
            }),
          })),
        }),
        message: tripMessages.destinationRemoved,
      }),
    ),

    http.patch(
      `*${paths.updateItinerary}`,
      tripWrite(db, {
        ids: tripIdOnly,
        readsBody: true,
        validate: ({ trip, body }) =>
          itineraryFor(
            parseRequest(updateItineraryRequestFor(itineraryContextOf(trip)), body),
            trip,
            newId,
          ),
        change: (trip, itinerary) => ({ ...trip, itinerary }),
        message: tripMessages.itineraryUpdated,
      }),
    ),

    http.patch(
      `*${paths.addActivity}`,
      tripWrite(db, {
        ids: (query) => parseRequest(addActivityQuery, query),
        readsBody: true,
        validate: ({ trip, ids: { day }, body }) => {
          assertDayInTrip(trip, day);
          const fields = parseRequest(addActivityRequest, body);
          assertActivityDestinationInTrip(trip, fields);
          return { day, activity: newActivity(fields, newId()) };
        },
        change: (trip, { day, activity }) => ({
          ...trip,
          itinerary: withActivity(trip.itinerary, day, activity),
        }),
        message: tripMessages.activityAdded,
      }),
    ),

    http.patch(
      `*${paths.deleteActivity}`,
      tripWrite(db, {
        ids: (query) => parseRequest(activityIdsQuery, query),
        readsBody: false,
        validate: ({ trip, ids: { day, activityId } }) => {
          const itinerary = withoutActivity(trip.itinerary, day, activityId);
          if (!itinerary) throw new ApiError(404, tripMessages.activityNotFound);
          return itinerary;
        },
        change: (trip, itinerary) => ({ ...trip, itinerary }),
        message: tripMessages.activityRemoved,
      }),
    ),

    http.patch(
      `*${paths.updateChecklist}`,
      tripWrite(db, {
        ids: tripIdOnly,
        readsBody: true,
        validate: ({ trip, body }) =>
          checklistFor(parseRequest(updateChecklistRequest, body), trip, newId),
        change: (trip, checklist) => ({ ...trip, checklist }),
        message: tripMessages.checklistUpdated,
      }),
    ),

    http.patch(
      `*${paths.addChecklistItem}`,
      tripWrite(db, {
        ids: tripIdOnly,
        readsBody: true,
        validate: ({ body }) => parseRequest(addChecklistItemRequest, body).item,
        change: (trip, item) => ({
          ...trip,
          checklist: [...trip.checklist, newChecklistItem(item, newId())],
        }),
        message: tripMessages.checklistItemAdded,
      }),
    ),

    http.patch(
      `*${paths.toggleChecklistItem}`,
      tripWrite(db, {
        ids: checklistItemIds,
        readsBody: true,
        validate: ({ trip, ids: { itemId }, body }) => {
          const { isCompleted } = parseRequest(toggleChecklistItemRequest, body);
          assertChecklistItemInTrip(trip, itemId);
          return { itemId, isCompleted };
        },
        change: (trip, { itemId, isCompleted }) => ({
          ...trip,
          checklist: trip.checklist.map((item) =>
            item._id === itemId ? { ...item, isCompleted } : item,
          ),
        }),
        message: tripMessages.checklistItemUpdated,
      }),
    ),

    http.patch(
      `*${paths.deleteChecklistItem}`,
      tripWrite(db, {
        ids: checklistItemIds,
        readsBody: false,
        validate: ({ trip, ids: { itemId } }) => {
          assertChecklistItemInTrip(trip, itemId);
          return itemId;
        },
        change: (trip, itemId) => ({
          ...trip,
          checklist: trip.checklist.filter((item) => item._id !== itemId),
        }),
        message: tripMessages.checklistItemRemoved,
      }),
    ),
  ];
}
