import { paths } from '@contract/paths';
import {
  joinSharedResponse,
  searchUserResponse,
  shareLinkResponse,
  sharedTripResponse,
  sharingSettingsResponse,
} from '@contract/sharing';
import type { SharingSettingsRequest, UserSearchResult } from '@contract/sharing';
import type { Collaborator } from '@contract/trip';
import { tripResponse } from '@contract/trip';
import {
  shareTokenFromAnswer,
  toSharedTripModel,
  toTripSharingModel,
} from '../sharing/sharing-models';
import type { SharedTripModel, TripSharingModel } from '../sharing/sharing-models';
import { toTripModel } from '../trips/trip-models';
import type { TripModel } from '../trips/trip-models';
import type { RestTransport } from './transport';

/**
 * Collaborator and sharing calls (issue 13; D1 §7, D2 §7). Trips come back as the trip models,
 * shared trips and share links as the sharing models (sharing/sharing-models.ts).
 */
export function sharingRest({ call }: RestTransport) {
  const segment = (value: string) => encodeURIComponent(value);

  return {
    /** GET user/search-user?userName: at most 10 users, never the caller. */
    async searchUsers(userName: string): Promise<UserSearchResult[]> {
      return (await call('GET', paths.searchUser, searchUserResponse, { query: { userName } }))
        .data;
    },
    /** PATCH trip/add-collaborator?tripId&_id&role (everything in the query; owner and editors). */
    async addCollaborator(
      tripId: string,
      userId: string,
      role: Collaborator['role'],
    ): Promise<TripModel> {
      const answer = await call('PATCH', paths.addCollaborator, tripResponse, {
        query: { tripId, _id: userId, role },
      });
      return toTripModel(answer.data);
    },
    /** PATCH trip/remove-collaborator?tripId&collaboratorId (the owner; or oneself: leaving). */
    async removeCollaborator(tripId: string, collaboratorId: string): Promise<TripModel> {
      const answer = await call('PATCH', paths.removeCollaborator, tripResponse, {
        query: { tripId, collaboratorId },
      });
      return toTripModel(answer.data);
    },
    /** PUT trip/edit-collaborator-role?tripId `{ collaboratorUserId, role }` (owner only). */
    async editCollaboratorRole(
      tripId: string,
      collaboratorUserId: string,
      role: Collaborator['role'],
    ): Promise<TripModel> {
      const answer = await call('PUT', paths.editCollaboratorRole, tripResponse, {
        query: { tripId },
        json: { collaboratorUserId, role },
      });
      return toTripModel(answer.data);
    },
    /**
     * POST trip/generate-share-link `{ tripId }`: the link's token (the same when asked again). The
     * answer carries no settings: they are read from the trip when asked for.
     */
    async generateShareLink(tripId: string): Promise<TripSharingModel> {
      const answer = await call('POST', paths.generateShareLink, shareLinkResponse, {
        json: { tripId },
      });
      return { tripId, shareToken: shareTokenFromAnswer(answer.data), settings: null };
    },
    /**
     * PATCH trip/sharing-settings/{tripId}. D2 §7 answers only `success`; when the server adds the
     * sharing (the mock does) it is used, else the trip is read again.
     */
    async updateSharingSettings(
      tripId: string,
      settings: SharingSettingsRequest,
    ): Promise<TripSharingModel> {
      const answer = await call(
        'PATCH',
        `${paths.sharingSettings}/${segment(tripId)}`,
        sharingSettingsResponse,
        { json: settings },
      );
      if (answer.data) return toTripSharingModel(tripId, answer.data);
      const trip = await call('GET', paths.tripDetails, tripResponse, { query: { tripId } });
      return toTripSharingModel(tripId, trip.data.sharing);
    },
    /** GET trip/shared/{shareToken}: no sign-in needed; 404 unknown or public view off. */
    async getSharedTrip(shareToken: string): Promise<SharedTripModel> {
      const answer = await call(
        'GET',
        `${paths.sharedTrip}/${segment(shareToken)}`,
        sharedTripResponse,
      );
      return toSharedTripModel(answer.data, shareToken);
    },
    /** POST trip/join-shared/{shareToken}: the caller becomes a viewer; answers the trip. */
    async joinSharedTrip(shareToken: string): Promise<TripModel> {
      const answer = await call(
        'POST',
        `${paths.joinSharedTrip}/${segment(shareToken)}`,
        joinSharedResponse,
      );
      return toTripModel(answer.data);
    },
  };
}
