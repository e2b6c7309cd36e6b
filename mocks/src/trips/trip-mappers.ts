import type { Activity, ChecklistItem, Destination, Trip } from '@contract/trip';
import type {
  ActivityInput,
  AddTripRequest,
  DestinationInput,
  UpdateChecklistRequest,
} from '@contract/trip-requests';
import type { NewId } from './trip-rules';

/**
 * From a request's parsed shape (contract/src/trip-requests.ts) to what the mock stores: each REST shape
 * is mapped here, once.
 */

/** The destination as stored: the payload with a new destinationId (D2 §3). */
export function toDestination(input: DestinationInput, destinationId: string): Destination {
  return { destinationId, ...input };
}

/** A new activity: the fields, a new id, no memories yet. */
export function newActivity(fields: ActivityInput, activityId: string): Activity {
  return { _id: activityId, ...fields, memories: { photos: [], reflections: [] } };
}

/** A new checklist item, not completed. */
export function newChecklistItem(item: string, itemId: string): ChecklistItem {
  return { _id: itemId, item, isCompleted: false };
}

/** A trip made by add-trip (D1 §7), owned by the caller. */
export function newTrip(
  request: AddTripRequest,
  owner: { userId: string; today: string; createdAt: string },
  newId: NewId,
): Trip {
  return {
    _id: newId(),
    userId: owner.userId,
    title: request.title,
    ...(request.description ? { description: request.description } : {}),
    startDate: request.startDate,
    endDate: request.endDate,
    tripCoverImage: null,
    destinations: request.destinations.map((input) => toDestination(input, newId())),
    itinerary: [],
    checklist: [],
    collaborators: [],
    // D2 §9 "Sharing defaults: public view on, join requests off".
    sharing: { shareToken: null, allowPublicView: true, allowJoinRequests: false },
    isCompleted: request.endDate !== null && request.endDate < owner.today,
    createdAt: owner.createdAt,
  };
}

/**
 * The checklist an update-checklist request sets, in the order sent. Known ids are kept (and their
 * state, when isCompleted is left out); others get a new id, not completed.
 */
export function checklistFor(
  request: UpdateChecklistRequest,
  trip: Trip,
  newId: NewId,
): ChecklistItem[] {
  const known = new Map(trip.checklist.map((item) => [item._id, item]));
  return request.checklist.map(({ _id: itemId, item, isCompleted }): ChecklistItem => {
    const stored = itemId === undefined ? undefined : known.get(itemId);
    return {
      _id: stored?._id ?? newId(),
      item,
      isCompleted: isCompleted ?? stored?.isCompleted ?? false,
    };
  });
}
