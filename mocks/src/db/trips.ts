import type { Collaborator, Trip } from '../../../contract/src/trip';
import type { StateAccess } from './state';

export type TripAccess = 'owner' | Collaborator['role'];

/** A collaborator's user id, whichever of the wire's three forms it came in (D2 §3). */
export function collaboratorUserId(collaborator: Collaborator): string {
  const { userId } = collaborator;
  if (typeof userId === 'string') return userId;
  return '_id' in userId ? userId._id : userId.id;
}

/** What the user may do with the trip: owner, editor, viewer, or nothing (null). */
export function accessOf(trip: Trip, userId: string): TripAccess | null {
  if (trip.userId === userId) return 'owner';
  const collaborator = trip.collaborators.find((entry) => collaboratorUserId(entry) === userId);
  return collaborator?.role ?? null;
}

export function createTripsArea(access: StateAccess) {
  return {
    list(): Trip[] {
      return structuredClone(access.read().trips);
    },
    findById(tripId: string): Trip | undefined {
      const trip = access.read().trips.find((entry) => entry._id === tripId);
      return trip ? structuredClone(trip) : undefined;
    },
    /** Trips the user owns or collaborates on, in creation order. */
    listForUser(userId: string): Trip[] {
      return structuredClone(access.read().trips.filter((trip) => accessOf(trip, userId) !== null));
    },
  };
}

export type TripsArea = ReturnType<typeof createTripsArea>;
