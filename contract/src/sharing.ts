import { z } from 'zod';
import { okBody } from './envelope';
import { collaboratorRole, destination, itineraryDay, sharing, trip } from './trip';
import { objectId, requiredParam } from './trip-request-fields';
import { sharingMessages } from './sharing-messages';
import { tripMessages } from './trip-messages';
import { USER_SEARCH_MAX_LENGTH, textLimitMessages } from './text-limits';

/**
 * Collaborators and sharing (issue 13; D1 §7 add/remove/edit collaborator, D2 §3 "Shared trip", §7
 * search-user, generate-share-link, sharing-settings, shared, join-shared): request schemas with the
 * texts of sharing-messages.ts as their errors, and the answers' shapes.
 */

/** At most this many users per search (issue 13). */
export const SEARCH_USER_LIMIT = 10;

/** Bytes of randomness in a share token (at least 128 bits: nobody guesses a link). */
export const SHARE_TOKEN_BYTES = 18;

/** Where the web app shows a shared trip (D2 §1 routes): `${SHARED_TRIP_PAGE}/<shareToken>`. */
export const SHARED_TRIP_PAGE = '/shared-trip';

const tripIdParam = requiredParam(tripMessages.tripIdRequired).pipe(
  objectId(tripMessages.invalidTripId),
);
const userIdParam = (missingMessage: string) =>
  requiredParam(missingMessage).pipe(objectId(tripMessages.invalidUserId));
/** A role: absent is "Role is required"; anything but viewer or editor "Role must be viewer or editor". */
export const roleField = z.unknown().transform((value, context) => {
  const text = typeof value === 'string' ? value.trim() : value;
  const parsed = collaboratorRole.safeParse(text);
  if (parsed.success) return parsed.data;
  const missing = text === undefined || text === null || text === '';
  const message = missing ? sharingMessages.roleRequired : sharingMessages.roleInvalid;
  context.issues.push({ code: 'custom', message, input: value });
  return z.NEVER;
});

/** GET user/search-user?userName: the text, trimmed, not blank. */
export const searchUserQuery = z.object({
  userName: requiredParam(sharingMessages.searchTextRequired).max(USER_SEARCH_MAX_LENGTH, {
    error: textLimitMessages.tooLong('Search text', USER_SEARCH_MAX_LENGTH),
  }),
});

/** A user as search-user answers it (D2 §7): never more. */
export const userSearchResult = z.object({
  _id: z.string(),
  userName: z.string(),
  email: z.string(),
  profilePic: z.string().optional(),
});
export type UserSearchResult = z.infer<typeof userSearchResult>;
export const searchUserResponse = okBody(z.array(userSearchResult));
export type SearchUserResponse = z.infer<typeof searchUserResponse>;

/** PATCH trip/add-collaborator?tripId&_id&role (D1 §7: everything in the query). */
export const addCollaboratorQuery = z.object({
  tripId: tripIdParam,
  _id: userIdParam(sharingMessages.userIdRequired),
  role: roleField,
});

/** PATCH trip/remove-collaborator?tripId&collaboratorId. */
export const removeCollaboratorQuery = z.object({
  tripId: tripIdParam,
  collaboratorId: userIdParam(sharingMessages.collaboratorIdRequired),
});

/** PUT trip/edit-collaborator-role?tripId with `{ collaboratorUserId, role }`. */
export const editCollaboratorRoleRequest = z.object({
  collaboratorUserId: z
    .string({ error: sharingMessages.collaboratorIdRequired })
    .pipe(userIdParam(sharingMessages.collaboratorIdRequired)),
  role: roleField,
});
export type EditCollaboratorRoleRequest = z.input<typeof editCollaboratorRoleRequest>;

/** POST trip/generate-share-link `{ tripId }`. */
export const generateShareLinkRequest = z.object({
  tripId: z.string({ error: tripMessages.tripIdRequired }).pipe(tripIdParam),
});

/**
 * The share link (D2 §7 `data.shareUrl`). The mock answers the path of the web's shared-trip page
 * (`/shared-trip/<token>`, no host: it does not know the app's origin); a real server may answer a
 * full URL. Either way the token is the last path segment. The mock adds the token itself.
 */
export const shareLinkResponse = okBody(
  z.object({ shareUrl: z.string(), shareToken: z.string().optional() }),
);
export type ShareLinkResponse = z.infer<typeof shareLinkResponse>;

/** The token in a share URL or path: its last path segment. */
export function shareTokenOf(shareUrl: string): string | null {
  const path = shareUrl.split(/[?#]/, 1)[0] ?? '';
  const token = decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
  return token === '' ? null : token;
}

/** The path of a token's shared-trip page on the web app. */
export function sharedTripPath(shareToken: string): string {
  return `${SHARED_TRIP_PAGE}/${encodeURIComponent(shareToken)}`;
}

const setting = (name: string) => z.boolean({ error: sharingMessages.settingInvalid(name) });

/** PATCH trip/sharing-settings/{tripId} `{ allowPublicView, allowJoinRequests }` (both required). */
export const sharingSettingsRequest = z.object({
  allowPublicView: setting('allowPublicView'),
  allowJoinRequests: setting('allowJoinRequests'),
});
export type SharingSettingsRequest = z.infer<typeof sharingSettingsRequest>;
export const sharingSettingsParams = z.object({ tripId: tripIdParam });

/** The spec answers only `success`; the mock adds the trip's sharing after the change. */
export const sharingSettingsResponse = okBody(sharing.optional());
export type SharingSettingsResponse = z.infer<typeof sharingSettingsResponse>;

/** D2 §3 "Shared trip": the owner as the shared page shows them (no id, no e-mail). */
export const sharedTripOwner = z.object({
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  userName: z.string().optional(),
  profilePic: z.string().optional(),
});

/**
 * GET trip/shared/{shareToken} (D2 §3 "Shared trip", checklist 27.50): only these fields, so a guest
 * learns no e-mail, no checklist and no member id beyond the ones the join check needs.
 */
export const sharedTrip = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string().optional(),
  startDate: z.string().nullable().optional(),
  endDate: z.string().nullable().optional(),
  tripCoverImage: z.string().nullable().optional(),
  isCompleted: z.boolean().optional(),
  destinations: z.array(destination),
  itinerary: z.array(itineraryDay),
  owner: sharedTripOwner,
  collaborators: z.array(z.object({ userId: z.object({ _id: z.string() }) })),
  sharing: z.object({ allowJoinRequests: z.boolean() }),
});
export type SharedTrip = z.infer<typeof sharedTrip>;
export const sharedTripResponse = okBody(sharedTrip);
export type SharedTripResponse = z.infer<typeof sharedTripResponse>;

/** POST trip/join-shared/{shareToken} (D2 §7): `data` is the trip the caller joined as a viewer. */
export const joinSharedResponse = okBody(trip);
export type JoinSharedResponse = z.infer<typeof joinSharedResponse>;
