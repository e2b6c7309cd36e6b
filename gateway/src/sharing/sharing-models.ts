import { SHARED_TRIP_PAGE, shareTokenOf } from '@contract/sharing';
import type { SharedTrip as RestSharedTrip } from '@contract/sharing';
import type { sharing } from '@contract/trip';
import type { z } from 'zod';
import { collaboratorUserId, toDestinationModel } from '../trips/trip-models';
import type { DestinationModel, TripModel } from '../trips/trip-models';

/**
 * The sharing area's models (codegen mappers of TripSharing and SharedTrip) and the rules the
 * GraphQL fields compute from them: roles (D2 §6), the share URL on the app's origin, the shared
 * page's owner name (D2 §3) and its day count (D2 §9, RESOLUTIONS 6.14).
 */

export type TripRoleName = 'OWNER' | 'EDITOR' | 'VIEWER';

/** D2 §6: the owner, an editor, or (a viewer, or anyone else who can read the trip) VIEWER. */
export function tripRoleOf(trip: TripModel, viewerId: string | null): TripRoleName {
  if (viewerId !== null && trip.userId === viewerId) return 'OWNER';
  const entry = trip.collaborators.find(
    (collaborator) => collaboratorUserId(collaborator) === viewerId,
  );
  return entry?.role === 'editor' ? 'EDITOR' : 'VIEWER';
}

/** A trip's share link and settings. `settings` null: not in the answer, read from the trip. */
export interface TripSharingModel {
  tripId: string;
  shareToken: string | null;
  settings: { allowPublicView: boolean; allowJoinRequests: boolean } | null;
}

/** D2 §3, §9 defaults: public view on, join requests off. */
const DEFAULT_SETTINGS = { allowPublicView: true, allowJoinRequests: false } as const;

/** The sharing of a REST trip (or of a sharing-settings answer), defaults filled in. */
export function toTripSharingModel(
  tripId: string,
  restSharing: z.infer<typeof sharing> | undefined,
): TripSharingModel {
  return {
    tripId,
    shareToken: restSharing?.shareToken ?? null,
    settings: {
      allowPublicView: restSharing?.allowPublicView ?? DEFAULT_SETTINGS.allowPublicView,
      allowJoinRequests: restSharing?.allowJoinRequests ?? DEFAULT_SETTINGS.allowJoinRequests,
    },
  };
}

/** The token of a generate-share-link answer: its own `shareToken`, else the URL's last segment. */
export function shareTokenFromAnswer(answer: { shareUrl: string; shareToken?: string }): string {
  return answer.shareToken ?? shareTokenOf(answer.shareUrl) ?? '';
}

/**
 * The share URL the browser gets: the web's shared-trip page on the app's own origin (the origin
 * the GraphQL request came from), whatever host the REST server put in its `shareUrl`.
 */
export function shareUrlFor(appOrigin: string, shareToken: string): string {
  return `${appOrigin}${SHARED_TRIP_PAGE}/${encodeURIComponent(shareToken)}`;
}

/** A shared trip with clean destination names and the token it was opened with. */
export type SharedTripModel = Omit<RestSharedTrip, 'destinations'> & {
  destinations: DestinationModel[];
  shareToken: string;
};

export function toSharedTripModel(trip: RestSharedTrip, shareToken: string): SharedTripModel {
  return { ...trip, destinations: trip.destinations.map(toDestinationModel), shareToken };
}

/** D2 §3: first and last name, else first, else last, else user name, else "Unknown User". */
export function ownerDisplayName(owner: RestSharedTrip['owner']): string {
  const first = owner.firstName?.trim() ?? '';
  const last = owner.lastName?.trim() ?? '';
  if (first && last) return `${first} ${last}`;
  return first || last || owner.userName?.trim() || 'Unknown User';
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * D2 §9 / RESOLUTIONS 6.14: the shared page's "days" stat is the ceiling of the date difference
 * (a same-day trip counts 0); null without both dates.
 */
export function sharedDayCount(
  startDate: string | null | undefined,
  endDate: string | null | undefined,
): number | null {
  if (!startDate || !endDate) return null;
  const start = Date.parse(`${startDate}T00:00:00Z`);
  const end = Date.parse(`${endDate}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end)) return null;
  return Math.max(0, Math.ceil((end - start) / DAY_MS));
}
