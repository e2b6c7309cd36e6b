import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { paths } from '@contract/paths';
import {
  SEARCH_USER_LIMIT,
  addCollaboratorQuery,
  editCollaboratorRoleRequest,
  removeCollaboratorQuery,
  searchUserQuery,
} from '@contract/sharing';
import type { SearchUserResponse } from '@contract/sharing';
import { sharingMessages } from '@contract/sharing-messages';
import { tripIdQuery } from '@contract/trip-requests';
import { requireUser } from '../auth/require-user';
import type { MockDb } from '../db/store';
import { collaboratorUserId } from '../db/trips';
import { assertMayDo } from '../trips/permissions';
import { isMember, searchResultOf, searchUsers } from '../trips/sharing';
import { ApiError, jsonResponse, parseQuery, parseRequest, readJsonObject, route } from './respond';
import { openTrip, saveTrip, tripAnswer } from './trip-access';

/**
 * Collaborators (issue 13; D1 §7, D2 §6, §7): user search, add, remove, change a role. The owner and
 * editors invite; only the owner changes a role or removes someone; a collaborator may remove
 * themself (leave the trip). Refusals: 400 input, 403 not allowed, 404 unknown, 409 already there.
 */
export function createCollaboratorHandlers(db: MockDb): HttpHandler[] {
  return [
    http.get(
      `*${paths.searchUser}`,
      route(async ({ request }) => {
        const caller = await requireUser(db, request);
        const { userName } = parseQuery(searchUserQuery, request);
        const found = searchUsers(db.users.list(), userName, caller._id, SEARCH_USER_LIMIT);
        const answer: SearchUserResponse = {
          success: true,
          message: sharingMessages.usersFound,
          data: found.map(searchResultOf),
        };
        return jsonResponse(answer);
      }),
    ),

    http.patch(
      `*${paths.addCollaborator}`,
      route(async ({ request }) => {
        const caller = await requireUser(db, request);
        const { tripId, _id: userId, role } = parseQuery(addCollaboratorQuery, request);
        const trip = openTrip(db, caller, tripId, 'invite');
        if (!db.users.findById(userId)) throw new ApiError(404, sharingMessages.userNotFound);
        if (trip.userId === userId)
          throw new ApiError(409, sharingMessages.ownerIsNotACollaborator);
        if (isMember(trip, userId)) throw new ApiError(409, sharingMessages.alreadyCollaborator);
        const updated = saveTrip(db, tripId, (current) => ({
          ...current,
          collaborators: [...current.collaborators, { userId, role }],
        }));
        return tripAnswer(updated, sharingMessages.collaboratorAdded);
      }),
    ),

    http.patch(
      `*${paths.removeCollaborator}`,
      route(async ({ request }) => {
        const caller = await requireUser(db, request);
        const { tripId, collaboratorId } = parseQuery(removeCollaboratorQuery, request);
        const leaving = collaboratorId === caller._id;
        const trip = openTrip(db, caller, tripId, 'view');
        // Leaving is every collaborator's right; removing someone else is the owner's.
        if (!leaving || trip.userId === caller._id) assertMayDo(trip, caller._id, 'remove');
        const isCollaborator = trip.collaborators.some(
          (entry) => collaboratorUserId(entry) === collaboratorId,
        );
        if (!isCollaborator) throw new ApiError(404, sharingMessages.collaboratorNotFound);
        const updated = saveTrip(db, tripId, (current) => ({
          ...current,
          collaborators: current.collaborators.filter(
            (entry) => collaboratorUserId(entry) !== collaboratorId,
          ),
        }));
        return tripAnswer(
          updated,
          leaving ? sharingMessages.leftTrip : sharingMessages.collaboratorRemoved,
        );
      }),
    ),

    http.put(
      `*${paths.editCollaboratorRole}`,
      route(async ({ request }) => {
        const caller = await requireUser(db, request);
        const { tripId } = parseQuery(tripIdQuery, request);
        const body = await readJsonObject(request);
        openTrip(db, caller, tripId, 'changeRoles');
        const { collaboratorUserId: userId, role } = parseRequest(
          editCollaboratorRoleRequest,
          body,
        );
        const updated = saveTrip(db, tripId, (current) => {
          const index = current.collaborators.findIndex(
            (entry) => collaboratorUserId(entry) === userId,
          );
          if (index < 0) throw new ApiError(404, sharingMessages.collaboratorNotFound);
          const collaborators = [...current.collaborators];
          collaborators[index] = { userId, role };
          return { ...current, collaborators };
        });
        return tripAnswer(updated, sharingMessages.collaboratorRoleUpdated);
      }),
    ),
  ];
}
