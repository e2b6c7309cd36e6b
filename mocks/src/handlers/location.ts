import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { userLocationQuery } from '@contract/account';
import type { UserLocationResponse } from '@contract/account';
import { paths } from '@contract/paths';
import { requireUser } from '../auth/require-user';
import { accountMessages } from '../constants';
import type { MockDb } from '../db/store';
import { nearestCity } from '../places/catalogue';
import { ApiError, jsonResponse, parseQuery, route } from './respond';

/**
 * GET /api/v1/user/user-location?latitude&longitude (D2 §7): reverse geocoding with the places
 * catalogue's nearest city; the result is saved as the user's location.
 */
export function createLocationHandlers(db: MockDb): HttpHandler[] {
  return [
    http.get(
      `*${paths.userLocation}`,
      route(async ({ request }) => {
        const user = await requireUser(db, request);
        const { latitude, longitude } = parseQuery(userLocationQuery, request);
        const place = nearestCity(latitude, longitude);
        // Only an empty catalogue finds nothing: its search widens to the whole globe.
        if (!place) throw new ApiError(404, accountMessages.noCityNearby);
        // Names from the catalogue's nearest city ('' where it has none); the coordinates are the
        // traveller's own, not the city centre's.
        const location: UserLocationResponse['userLocation'] = {
          city: place.city,
          ...(place.state ? { state: place.state } : {}),
          country: place.country,
          ...(place.postalCode ? { postalCode: place.postalCode } : {}),
          latitude,
          longitude,
        };
        db.users.update(user._id, (stored) => {
          stored.location = { ...location };
        });
        const answer: UserLocationResponse = {
          success: true,
          message: accountMessages.locationUpdated,
          userLocation: location,
        };
        return jsonResponse(answer);
      }),
    ),
  ];
}
