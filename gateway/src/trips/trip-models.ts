import { ISO_DATE_PATTERN, tripLimits } from '@contract/trip';
import type {
  Activity as RestActivity,
  Collaborator,
  Destination as RestDestination,
  Trip as RestTrip,
} from '@contract/trip';
import type { PhotoModel } from '../places/normalise';

/**
 * The trip area's models: what the GraphQL trip types resolve from (the codegen mappers of Trip,
 * Destination, ItineraryDay and TripMember), and what the Trip fields compute from them. The REST
 * trip is mapped here and nowhere else (toTripModel, called by rest/trip.ts on every trip answer);
 * Activity, ChecklistItem and Collaborator resolve from the contract's REST shapes as they are,
 * their few renames in schema/trip/trip.resolvers.ts.
 */

/** A place saved to a trip, with clean names (REST `destinationId`, `formattedAddress`, `lattitude`). */
export interface DestinationModel {
  id: string;
  placeId: string;
  name: string;
  address: string | null;
  /** From REST `photoRef`; null when there is none (or it is blank). */
  photo: PhotoModel | null;
  rating: number | null;
  googleMapsUrl: string | null;
  latitude: number | null;
  longitude: number | null;
  types: string[];
}

/** The REST trip with its destinations in clean names: the parent of GraphQL `Trip`. */
export type TripModel = Omit<RestTrip, 'destinations'> & { destinations: DestinationModel[] };

export function toDestinationModel(destination: RestDestination): DestinationModel {
  return {
    id: destination.destinationId,
    placeId: destination.placeId,
    name: destination.name,
    address: destination.formattedAddress ?? null,
    photo: destination.photoRef ? { ref: destination.photoRef } : null,
    rating: destination.rating ?? null,
    googleMapsUrl: destination.googleMapsUrl ?? null,
    latitude: destination.lattitude ?? null,
    longitude: destination.longitude ?? null,
    types: destination.types,
  };
}

export function toTripModel(trip: RestTrip): TripModel {
  return { ...trip, destinations: trip.destinations.map(toDestinationModel) };
}

/** A stored or computed itinerary day, with its date worked out from the trip's start date. */
export interface ItineraryDayModel {
  day: number;
  /** YYYY-MM-DD, or null when the trip has no start date. */
  date: string | null;
  activities: RestActivity[];
}

/** A trip's owner or collaborator by id: its card fields come from the per-request loader. */
export interface TripMemberModel {
  id: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Milliseconds of a YYYY-MM-DD date at UTC midnight; null for anything else. */
function utcMidnight(date: string | null | undefined): number | null {
  if (!date || !ISO_DATE_PATTERN.test(date)) return null;
  const time = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(time) ? null : time;
}

/** Day `day` (1-based) of a trip starting on `startDate`, as YYYY-MM-DD; null without a start. */
export function dateOfDay(startDate: string | null | undefined, day: number): string | null {
  const start = utcMidnight(startDate);
  return start === null ? null : new Date(start + (day - 1) * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from start to end inclusive (D1 §4, RESOLUTIONS 6.14); 0 without both dates. */
export function tripDayCount(trip: Pick<TripModel, 'startDate' | 'endDate'>): number {
  const start = utcMidnight(trip.startDate);
  const end = utcMidnight(trip.endDate);
  if (start === null || end === null || end < start) return 0;
  return Math.min(Math.round((end - start) / DAY_MS) + 1, tripLimits.maxTripDays);
}

/** The stored itinerary days (those with activities), in day order, each with its date. */
export function storedItineraryDays(trip: TripModel): ItineraryDayModel[] {
  return [...trip.itinerary]
    .sort((a, b) => a.day - b.day)
    .map(({ day, activities }) => ({ day, date: dateOfDay(trip.startDate, day), activities }));
}

/** Every day of the trip, start to end inclusive, with its stored activities (empty when none). */
export function everyItineraryDay(
  trip: Pick<TripModel, 'startDate' | 'endDate' | 'itinerary'>,
): ItineraryDayModel[] {
  const activitiesByDay = new Map(trip.itinerary.map((entry) => [entry.day, entry.activities]));
  return Array.from({ length: tripDayCount(trip) }, (_unused, index) => {
    const day = index + 1;
    return {
      day,
      date: dateOfDay(trip.startDate, day),
      activities: activitiesByDay.get(day) ?? [],
    };
  });
}

/** The user id in any of the collaborator shapes of D2 §3 (an id, or an object with `_id` / `id`). */
export function collaboratorUserId({ userId }: Collaborator): string {
  if (typeof userId === 'string') return userId;
  return '_id' in userId ? userId._id : userId.id;
}

/** D2 §6: the owner. */
export function isOwner(trip: TripModel, viewerId: string | null): boolean {
  return viewerId !== null && trip.userId === viewerId;
}

/** D2 §4 "Trip detail": the owner or an editor may edit; viewers and everyone else may not. */
export function canEdit(trip: TripModel, viewerId: string | null): boolean {
  return (
    isOwner(trip, viewerId) ||
    trip.collaborators.some(
      (collaborator) =>
        collaborator.role === 'editor' && collaboratorUserId(collaborator) === viewerId,
    )
  );
}
