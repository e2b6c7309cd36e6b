import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { paths } from '@contract/paths';
import {
  generateShareLinkRequest,
  sharingSettingsParams,
  sharingSettingsRequest,
} from '@contract/sharing';
import type {
  JoinSharedResponse,
  ShareLinkResponse,
  SharedTripResponse,
  SharingSettingsResponse,
} from '@contract/sharing';
import { sharingMessages } from '@contract/sharing-messages';
import type { Trip } from '@contract/trip';
import { requireUser } from '../auth/require-user';
import type { MockDb } from '../db/store';
import {
  DEFAULT_SHARING,
  isMember,
  newShareToken,
  shareUrlOf,
  sharedTripOf,
} from '../trips/sharing';
import { ApiError, jsonResponse, parseRequest, readJsonObject, route } from './respond';
import { openTrip, saveTrip } from './trip-access';

/**
 * Sharing (issue 13; D2 §2 "Share Trip", "Shared trip page", §3, §7): the share link, its settings,
 * the public shared view (no sign-in) and joining through the link as a viewer.
 */
export function createSharingHandlers(db: MockDb): HttpHandler[] {
  /** The trip a token names; 404 for a token no trip has. */
  const tripOfToken = (shareToken: string | undefined): Trip => {
    const trip = shareToken ? db.trips.findByShareToken(shareToken) : undefined;
    if (!trip) throw new ApiError(404, sharingMessages.sharedTripNotFound);
    return trip;
  };

  return [
    http.post(
      `*${paths.generateShareLink}`,
      route(async ({ request }) => {
        const caller = await requireUser(db, request);
        const { tripId } = parseRequest(generateShareLinkRequest, await readJsonObject(request));
        openTrip(db, caller, tripId, 'share');
        // Asked again, the same link: a link already sent to friends keeps working.
        const updated = saveTrip(db, tripId, (trip) =>
          trip.sharing?.shareToken
            ? trip
            : {
                ...trip,
                sharing: { ...DEFAULT_SHARING, ...trip.sharing, shareToken: newShareToken() },
              },
        );
        const shareToken = updated.sharing?.shareToken ?? '';
        const answer: ShareLinkResponse = {
          success: true,
          message: sharingMessages.shareLinkGenerated,
          data: { shareUrl: shareUrlOf(shareToken), shareToken },
        };
        return jsonResponse(answer);
      }),
    ),

    http.patch(
      `*${paths.sharingSettings}/:tripId`,
      route(async ({ request, params }) => {
        const caller = await requireUser(db, request);
        const { tripId } = parseRequest(sharingSettingsParams, params);
        const body = await readJsonObject(request);
        openTrip(db, caller, tripId, 'share');
        const settings = parseRequest(sharingSettingsRequest, body);
        const updated = saveTrip(db, tripId, (trip) => ({
          ...trip,
          sharing: { shareToken: trip.sharing?.shareToken ?? null, ...settings },
        }));
        const answer: SharingSettingsResponse = {
          success: true,
          message: sharingMessages.sharingSettingsUpdated,
          data: updated.sharing,
        };
        return jsonResponse(answer);
      }),
    ),

    // No sign-in: guests open shared links.
    http.get(
      `*${paths.sharedTrip}/:shareToken`,
      route(async ({ params }) => {
        const trip = tripOfToken(stringParam(params['shareToken']));
        if (trip.sharing?.allowPublicView === false) {
          throw new ApiError(404, sharingMessages.publicViewOff);
        }
        const answer: SharedTripResponse = {
          success: true,
          message: sharingMessages.sharedTripFetched,
          data: sharedTripOf(trip, db.users.findById(trip.userId)),
        };
        return jsonResponse(answer);
      }),
    ),

    http.post(
      `*${paths.joinSharedTrip}/:shareToken`,
      route(async ({ request, params }) => {
        const caller = await requireUser(db, request);
        const trip = tripOfToken(stringParam(params['shareToken']));
        if (isMember(trip, caller._id)) throw new ApiError(409, sharingMessages.alreadyMember);
        if (!trip.sharing?.allowJoinRequests) throw new ApiError(403, sharingMessages.joinsOff);
        const updated = saveTrip(db, trip._id, (current) => ({
          ...current,
          collaborators: [...current.collaborators, { userId: caller._id, role: 'viewer' }],
        }));
        const answer: JoinSharedResponse = {
          success: true,
          message: sharingMessages.joinedAsViewer,
          data: updated,
        };
        return jsonResponse(answer);
      }),
    ),
  ];
}

/** A path parameter as one string (msw gives an array for repeated segments). */
function stringParam(value: string | readonly string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
