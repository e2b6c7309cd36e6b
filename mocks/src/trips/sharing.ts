import { SHARE_TOKEN_BYTES, sharedTripPath } from '@contract/sharing';
import type { SharedTrip, UserSearchResult } from '@contract/sharing';
import type { Trip } from '@contract/trip';
import type { User } from '@contract/user';
import { collaboratorUserId } from '../db/trips';

/** Sharing as a trip gets it when its first link is made (D2 §3, §9: public view on, joins off). */
export const DEFAULT_SHARING = { allowPublicView: true, allowJoinRequests: false } as const;

/**
 * A new share token: SHARE_TOKEN_BYTES random bytes (144 bits) from the Web Crypto API, which the
 * mock has in Node and in the browser alike (it also runs there through MSW), in base64url.
 */
export function newShareToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(SHARE_TOKEN_BYTES));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * The share URL the mock answers: the path of the web's shared-trip page, without a host (the mock
 * does not know the app's origin; the gateway answers the browser a full URL on its own origin).
 */
export function shareUrlOf(shareToken: string): string {
  return sharedTripPath(shareToken);
}

/** A user as search-user answers them: id, name, e-mail, picture; nothing else. */
export function searchResultOf(user: User): UserSearchResult {
  const { _id, userName, email, profilePic } = user;
  return { _id, userName, email, ...(profilePic ? { profilePic } : {}) };
}

/**
 * Users whose user name holds `text` (ignoring case), the caller left out: names that start with it
 * first, then the others, each alphabetically; at most `limit`.
 */
export function searchUsers(
  users: readonly User[],
  text: string,
  callerId: string,
  limit: number,
): User[] {
  const wanted = text.toLowerCase();
  const rank = (user: User) => (user.userName.toLowerCase().startsWith(wanted) ? 0 : 1);
  return users
    .filter((user) => user._id !== callerId && user.userName.toLowerCase().includes(wanted))
    .sort((a, b) => rank(a) - rank(b) || a.userName.localeCompare(b.userName))
    .slice(0, limit);
}

/** Whether the user is the trip's owner or one of its collaborators. */
export function isMember(trip: Trip, userId: string): boolean {
  return (
    trip.userId === userId ||
    trip.collaborators.some((entry) => collaboratorUserId(entry) === userId)
  );
}

/**
 * The trip as GET trip/shared answers it (D2 §3 "Shared trip"): no e-mails, no checklist, no
 * memories, the owner by name and picture only, collaborators by `userId._id` only (what the join
 * check needs).
 */
export function sharedTripOf(trip: Trip, owner: User | undefined): SharedTrip {
  return {
    _id: trip._id,
    title: trip.title,
    ...(trip.description === undefined ? {} : { description: trip.description }),
    startDate: trip.startDate ?? null,
    endDate: trip.endDate ?? null,
    tripCoverImage: trip.tripCoverImage ?? null,
    isCompleted: trip.isCompleted ?? false,
    destinations: trip.destinations,
    // Memories stay with the members: their photos, reflections and authors' ids are not public.
    itinerary: trip.itinerary.map((day) => ({
      ...day,
      activities: day.activities.map((activity) => ({
        ...activity,
        memories: { photos: [], reflections: [] },
      })),
    })),
    owner: owner
      ? {
          userName: owner.userName,
          ...(owner.firstName ? { firstName: owner.firstName } : {}),
          ...(owner.lastName ? { lastName: owner.lastName } : {}),
          ...(owner.profilePic ? { profilePic: owner.profilePic } : {}),
        }
      : {},
    collaborators: trip.collaborators.map((entry) => ({
      userId: { _id: collaboratorUserId(entry) },
    })),
    sharing: { allowJoinRequests: trip.sharing?.allowJoinRequests ?? false },
  };
}
