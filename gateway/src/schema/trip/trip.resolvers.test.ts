import { http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@contract/paths';
import { messages, SEED_PASSWORD } from '@mocks/constants';
import { seedIds } from '@mocks/db/seed';
import { setupMockApi } from '@mocks/node';
import type { MockApi } from '@mocks/node';
import { startGateway } from '../../testing/gateway-harness';
import type { RunningGateway } from '../../testing/gateway-harness';

const MY_TRIPS = /* GraphQL */ `
  query MyTrips {
    myTrips {
      id
      title
      startDate
      endDate
      coverImage
    }
  }
`;
interface MyTripsData {
  myTrips: {
    id: string;
    title: string;
    startDate: string | null;
    endDate: string | null;
    coverImage: string | null;
  }[];
}

let mock: MockApi;
let gateway: RunningGateway;

beforeAll(async () => {
  mock = await setupMockApi();
  mock.listen();
  gateway = await startGateway({ apiBaseUrl: mock.baseUrl });
});
afterEach(async () => {
  await mock.reset();
});
afterAll(async () => {
  await gateway.stop();
  mock.close();
});

async function bearerFor(userName: string): Promise<Record<string, string>> {
  const answer = await gateway.graphql<{ login: { accessToken: string } }>(
    `mutation ($userName: String!, $password: String!) {
      login(userName: $userName, password: $password) { accessToken }
    }`,
    { userName, password: SEED_PASSWORD },
  );
  return { authorization: `Bearer ${answer.data?.login.accessToken ?? ''}` };
}

describe('Query.myTrips', () => {
  it("lists maya's three seeded trips with ids and YYYY-MM-DD dates", async () => {
    const answer = await gateway.graphql<MyTripsData>(MY_TRIPS, {}, await bearerFor('maya'));

    expect(answer.errors).toBeUndefined();
    const trips = answer.data?.myTrips ?? [];
    expect(trips.map((trip) => trip.id).sort()).toEqual(
      [seedIds.trips.upcoming, seedIds.trips.completed, seedIds.trips.inProgress].sort(),
    );
    expect(trips.find((trip) => trip.id === seedIds.trips.upcoming)?.title).toBe('Kyoto in Autumn');
    for (const trip of trips) {
      expect(trip.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(trip.endDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('lists for lena only the trip she collaborates on', async () => {
    const answer = await gateway.graphql<MyTripsData>(MY_TRIPS, {}, await bearerFor('lena'));
    expect(answer.data?.myTrips.map((trip) => trip.id)).toEqual([seedIds.trips.upcoming]);
  });

  it('resolves coverImage from the REST field tripCoverImage', async () => {
    const [trip] = mock.db.trips.listForUser(seedIds.users.maya);
    if (!trip) throw new Error('maya has no seeded trip');
    const cover = 'https://images.example.com/kyoto.jpg';
    mock.server.use(
      http.get(`*${paths.allTrips}`, () =>
        Response.json({ success: true, data: [{ ...trip, tripCoverImage: cover }] }),
      ),
    );

    const answer = await gateway.graphql<MyTripsData>(MY_TRIPS);

    expect(answer.data?.myTrips).toEqual([
      {
        id: trip._id,
        title: trip.title,
        startDate: trip.startDate,
        endDate: trip.endDate,
        coverImage: cover,
      },
    ]);
  });

  it('is UNAUTHENTICATED without a token', async () => {
    const answer = await gateway.graphql<MyTripsData>(MY_TRIPS);
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]).toMatchObject({
      message: messages.accessTokenMissing,
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});
