import { EDITOR_ROLE } from './constants';
import type { CollaboratorRole } from './constants';

/**
 * The trip as the client sees it (spec 000 §3 "Trip", 001 §3), with the gateway's clean field
 * names (`latitude`). The trip editor machine works with any trip shape that has an id
 * (`createTripEditorMachine<YourTrip>()`); these types are its default and the operations' inputs.
 */

/** A trip is named by `_id` (the REST server's name, spec 001 §3) or `id` (GraphQL). */
export type TripIdentity = { readonly _id: string } | { readonly id: string };

export const tripIdOf = (trip: TripIdentity): string => ('_id' in trip ? trip._id : trip.id);

/** A user as a collaborator's `userId` carries it: an id, or an object with `_id` or `id` (001 §3). */
export type UserReference = string | { readonly _id: string } | { readonly id: string };

export interface CollaboratorRecord {
  userId: UserReference;
  role: CollaboratorRole;
}

/** What the permission check reads of a trip. */
export interface TripMembership {
  /** The owner (001 §3 "userId (owner)"). */
  userId: UserReference | null | undefined;
  collaborators?: readonly CollaboratorRecord[] | null;
}

export interface DestinationInput {
  placeId: string;
  name: string;
  formattedAddress?: string | null;
  photoRef?: string | null;
  rating?: number | null;
  googleMapsUrl?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  types?: readonly string[];
}
export interface DestinationRecord extends DestinationInput {
  destinationId: string;
}

export interface ActivityTime {
  start?: string | null;
  end?: string | null;
}
/** Spec 001 §7 "add ... activity (day, activity with title, time, notes, destinationId)". */
export interface ActivityInput {
  title: string;
  time?: ActivityTime | null;
  notes?: string | null;
  destinationId?: string | null;
}
export interface ActivityRecord extends ActivityInput {
  _id: string;
  memories?: { photos: readonly unknown[]; reflections: readonly unknown[] };
}
export interface ItineraryDayRecord {
  day: number;
  activities: readonly ActivityRecord[];
}
export interface ChecklistItemRecord {
  _id: string;
  item: string;
  isCompleted: boolean;
}

/** The default trip shape (001 §3). */
export interface TripRecord extends TripMembership {
  _id: string;
  userId: string;
  title: string;
  description?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  tripCoverImage?: string | null;
  destinations: readonly DestinationRecord[];
  itinerary: readonly ItineraryDayRecord[];
  checklist: readonly ChecklistItemRecord[];
  collaborators: readonly CollaboratorRecord[];
}

/** The id in any of the three shapes; null when there is none. */
export function userIdOf(reference: UserReference | null | undefined): string | null {
  if (reference === null || reference === undefined) return null;
  if (typeof reference === 'string') return reference === '' ? null : reference;
  const id = '_id' in reference ? reference._id : reference.id;
  return id === '' ? null : id;
}

/** Spec 001 §6: the owner. Only the owner edits roles and removes collaborators (001 §2). */
export function isTripOwner(trip: TripMembership, userId: string | null | undefined): boolean {
  if (userId === null || userId === undefined || userId === '') return false;
  return userIdOf(trip.userId) === userId;
}

/**
 * Spec 001 §4 "Trip detail": edit permission is true for the owner or a collaborator with role
 * editor; everyone else (viewers, strangers, guests) is view-only.
 */
export function canEditTrip(trip: TripMembership, userId: string | null | undefined): boolean {
  if (userId === null || userId === undefined || userId === '') return false;
  if (isTripOwner(trip, userId)) return true;
  return (trip.collaborators ?? []).some(
    (collaborator) => collaborator.role === EDITOR_ROLE && userIdOf(collaborator.userId) === userId,
  );
}
