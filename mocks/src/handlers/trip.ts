import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { paths } from '../../../contract/src/paths';
import type { AllTripsResponse } from '../../../contract/src/trip';
import { requireUser } from '../auth/require-user';
import { messages } from '../constants';
import type { MockDb } from '../db/store';
import { jsonResponse, route } from './respond';

/** /api/v1/trip/*: the trip calls of D1 §7 and D2 §7. The full CRUD set comes with a later issue. */
export function createTripHandlers(db: MockDb): HttpHandler[] {
  return [
    http.get(
      `*${paths.allTrips}`,
      route(async ({ request }) => {
        const user = await requireUser(db, request);
        const answer: AllTripsResponse = {
          success: true,
          message: messages.tripsFetched,
          data: db.trips.listForUser(user._id),
        };
        return jsonResponse(answer);
      }),
    ),
  ];
}
