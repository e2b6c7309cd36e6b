import type { Trip, TripResponse } from '@contract/trip';
import type { User } from '@contract/user';
import { newObjectId } from '../db/object-id';
import type { MockDb } from '../db/store';
import { tripMessages } from '../trips/constants';
import { assertMayDo } from '../trips/permissions';
import type { TripAction } from '../trips/permissions';
import type { NewId } from '../trips/trip-rules';
import { ApiError, jsonResponse } from './respond';

/** What every trip call does around its own work: find the trip, check the caller, answer the trip. */

/** The trip, if the user may do the action on it: 404 "Trip not found", else 403 with the reason. */
export function openTrip(db: MockDb, user: User, tripId: string, action: TripAction): Trip {
  const trip = db.trips.findById(tripId);
  if (!trip) throw new ApiError(404, tripMessages.tripNotFound);
  assertMayDo(trip, user._id, action);
  return trip;
}

/** Stores `next(trip)` in place of the trip; 404 when it went away meanwhile. */
export function saveTrip(db: MockDb, tripId: string, next: (trip: Trip) => Trip): Trip {
  const updated = db.trips.update(tripId, next);
  if (!updated) throw new ApiError(404, tripMessages.tripNotFound);
  return updated;
}

/** `{ success: true, message, data: trip }`: the answer of get-trip-details and of every write. */
export function tripAnswer(trip: Trip, message: string, status = 200): Response {
  const answer: TripResponse = { success: true, message, data: trip };
  return jsonResponse(answer, { status });
}

/** Ids for things made inside a trip, shaped like the server's ObjectIds. */
export function newIdsFrom(db: MockDb): NewId {
  return () => newObjectId(db.now());
}
