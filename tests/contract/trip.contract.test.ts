import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@contract/paths';
import { allTripsResponse, trip as tripSchema } from '@contract/trip';
import { seedIds } from '@mocks/db/seed';
import type { MockHttpServer } from '@mocks/http-server';
import { bearer, errorOf, login, startApi } from './support/mock-api';

let api: MockHttpServer;
beforeAll(async () => {
  api = await startApi();
});

async function tripsOf(userName: string) {
  const { accessToken } = await login(api, userName);
  const response = await fetch(`${api.url}${paths.allTrips}`, { headers: bearer(accessToken) });
  expect(response.status).toBe(200);
  const body = allTripsResponse.parse(await response.json());
  for (const trip of body.data) expect(tripSchema.strict().parse(trip)).toEqual(trip);
  return body.data;
}

describe('GET /api/v1/trip/get-all-trips', () => {
  it("answers maya's three trips", async () => {
    const trips = await tripsOf('maya');
    expect(trips.map((trip) => trip._id)).toEqual([
      seedIds.trips.upcoming,
      seedIds.trips.completed,
      seedIds.trips.inProgress,
    ]);
    expect(trips.every((trip) => trip.userId === seedIds.users.maya)).toBe(true);
  });

  it('answers the shared trip to its editor and its viewer', async () => {
    for (const [userName, role] of [
      ['arjun', 'editor'],
      ['lena', 'viewer'],
    ] as const) {
      const trips = await tripsOf(userName);
      expect(trips.map((trip) => trip._id)).toEqual([seedIds.trips.upcoming]);
      expect(trips[0]?.collaborators).toContainEqual({ userId: seedIds.users[userName], role });
    }
  });

  it('answers an empty list to a user with no trips', async () => {
    expect(await tripsOf('admin')).toEqual([]);
  });

  it('answers 401 without a valid token', async () => {
    const response = await fetch(`${api.url}${paths.allTrips}`);
    expect(response.status).toBe(401);
    await errorOf(response);
  });
});
