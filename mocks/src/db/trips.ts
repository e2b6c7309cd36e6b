import type { Collaborator, Trip } from '@contract/trip';
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
    /** The trip whose share link has this token (trip/shared, trip/join-shared). */
    findByShareToken(shareToken: string): Trip | undefined {
      const trip = access
        .read()
        .trips.find(
          (entry) => entry.sharing?.shareToken != null && entry.sharing.shareToken === shareToken,
        );
      return trip ? structuredClone(trip) : undefined;
    },
    /** Trips the user owns or collaborates on, in creation order. */
    listForUser(userId: string): Trip[] {
      return structuredClone(access.read().trips.filter((trip) => accessOf(trip, userId) !== null));
    },
    /** Adds a new trip at the end of the list; answers a copy. */
    insert(trip: Trip): Trip {
      access.change((state) => {
        state.trips.push(structuredClone(trip));
      });
      return structuredClone(trip);
    },
    /**
     * Replaces the trip with `next(copy of it)` and answers the result; undefined for an unknown trip.
     * `next` works on a copy and the swap happens after it returns, so a `next` that throws (a refused
     * request) leaves the state as it was.
     */
    update(tripId: string, next: (trip: Trip) => Trip): Trip | undefined {
      return access.change((state) => {
        const index = state.trips.findIndex((entry) => entry._id === tripId);
        const current = state.trips[index];
        if (!current) return undefined;
        const updated = structuredClone(next(structuredClone(current)));
        state.trips[index] = updated;
        return structuredClone(updated);
      });
    },
    /** Removes the trip; answers it as it was, undefined when unknown. */
    remove(tripId: string): Trip | undefined {
      return access.change((state) => {
        const index = state.trips.findIndex((entry) => entry._id === tripId);
        if (index < 0) return undefined;
        const [removed] = state.trips.splice(index, 1);
        return removed;
      });
    },
  };
}

export type TripsArea = ReturnType<typeof createTripsArea>;
