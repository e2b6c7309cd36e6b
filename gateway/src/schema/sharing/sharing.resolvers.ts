import type { Resolvers } from '../../generated/resolvers-types';
import { clientProfilePictureUrl } from '../../images/profile-pictures';
import { clientTripCoverImageUrl } from '../../images/trip-cover-images';
import {
  ownerDisplayName,
  sharedDayCount,
  shareUrlFor,
  toTripSharingModel,
  tripRoleOf,
} from '../../sharing/sharing-models';
import { everyItineraryDay } from '../../trips/trip-models';

/**
 * Collaborators and sharing (issue 13). Parents (codegen mappers): `TripSharing` and `SharedTrip`
 * are sharing/sharing-models.ts's models, `UserSearchResult` the contract's REST shape; trips are
 * the trip models, so a collaborator write answers the trip with its members' cards through the
 * same per-request loader as `trip(id)`. REST refusals keep the server's message (rest/errors.ts:
 * FORBIDDEN, NOT_FOUND, CONFLICT, BAD_USER_INPUT).
 */
export const sharingResolvers: Resolvers = {
  Query: {
    searchUsers: (_parent, { userName }, { rest }) => rest.searchUsers(userName),
    // No session needed: the REST call is public (a token, when there is one, is sent along).
    sharedTrip: (_parent, { shareToken }, { rest }) => rest.getSharedTrip(shareToken),
  },
  Mutation: {
    addCollaborator: (_parent, { tripId, userId, role }, { rest }) =>
      rest.addCollaborator(tripId, userId, role),
    removeCollaborator: async (_parent, { tripId, userId }, { rest, loaders }) => {
      const trip = await rest.removeCollaborator(tripId, userId);
      // Leaving: the caller can no longer read the trip, so there is nothing to answer.
      const viewerId = await loaders.viewerId();
      return viewerId === userId && trip.userId !== viewerId ? null : trip;
    },
    updateCollaboratorRole: (_parent, { tripId, userId, role }, { rest }) =>
      rest.editCollaboratorRole(tripId, userId, role),
    generateShareLink: (_parent, { tripId }, { rest }) => rest.generateShareLink(tripId),
    updateSharingSettings: (_parent, { tripId, allowPublicView, allowJoinRequests }, { rest }) =>
      rest.updateSharingSettings(tripId, { allowPublicView, allowJoinRequests }),
    joinSharedTrip: async (_parent, { shareToken }, { rest }) =>
      (await rest.joinSharedTrip(shareToken))._id,
  },
  Trip: {
    viewerRole: async (trip, _args, { loaders }) => tripRoleOf(trip, await loaders.viewerId()),
    /** Owner and editors only (they may share, D2 §6); viewers get null. */
    sharing: async (trip, _args, { loaders }) =>
      tripRoleOf(trip, await loaders.viewerId()) === 'VIEWER'
        ? null
        : toTripSharingModel(trip._id, trip.sharing),
  },
  TripSharing: {
    shareToken: (sharing) => sharing.shareToken,
    shareUrl: (sharing, _args, { appOrigin }) =>
      sharing.shareToken ? shareUrlFor(appOrigin, sharing.shareToken) : null,
    /** generate-share-link answers no settings: read from the trip (one more call) when asked. */
    settings: async (sharing, _args, { rest }) =>
      sharing.settings ??
      toTripSharingModel(sharing.tripId, (await rest.getTripDetails(sharing.tripId)).sharing)
        .settings ?? { allowPublicView: true, allowJoinRequests: false },
  },
  UserSearchResult: {
    id: (user) => user._id,
    profilePic: (user) => clientProfilePictureUrl(user.profilePic),
  },
  SharedTrip: {
    id: (trip) => trip._id,
    description: (trip) => trip.description ?? null,
    startDate: (trip) => trip.startDate ?? null,
    endDate: (trip) => trip.endDate ?? null,
    coverImage: (trip) => clientTripCoverImageUrl(trip.tripCoverImage),
    isCompleted: (trip) => trip.isCompleted ?? false,
    ownerName: (trip) => ownerDisplayName(trip.owner),
    ownerProfilePic: (trip) => clientProfilePictureUrl(trip.owner.profilePic),
    itineraryDays: (trip) => everyItineraryDay(trip),
    collaboratorCount: (trip) => trip.collaborators.length,
    dayCount: (trip) => sharedDayCount(trip.startDate, trip.endDate),
    plannedDayCount: (trip) => trip.itinerary.length,
    allowJoinRequests: (trip) => trip.sharing.allowJoinRequests,
    /**
     * A collaborator is found by id; the owner (whose id the shared view does not carry) by user
     * name, from the caller's profile: one call, and only for a signed-in caller who is not listed.
     */
    viewerIsMember: async (trip, _args, { rest, loaders }) => {
      const viewerId = await loaders.viewerId();
      if (viewerId === null) return false;
      if (trip.collaborators.some((entry) => entry.userId._id === viewerId)) return true;
      if (!trip.owner.userName) return false;
      const profile = await rest.getProfile().catch(() => null);
      return profile !== null && profile.userName === trip.owner.userName;
    },
  },
};
