import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@contract/paths';
import { startTripStack, stopTripStack } from '../../testing/trip-stack';
import type { TripStack } from '../../testing/trip-stack';

const HOME_QUERY = `
  query {
    home {
      me { userName location { city latitude longitude } }
      trips { id title }
      nearbyAttractions { latitude longitude places { id name } }
      travelHighlights { popularCities { id name } }
    }
  }
`;

interface HomeData {
  home: {
    me: { userName: string; location: { city: string | null } | null } | null;
    trips: { id: string; title: string }[] | null;
    nearbyAttractions: {
      latitude: number;
      longitude: number;
      places: { id: string; name: string }[];
    } | null;
    travelHighlights: { popularCities: { id: string; name: string }[] } | null;
  };
}

let stack: TripStack;

beforeAll(async () => {
  stack = await startTripStack();
}, 60_000);
afterEach(async () => {
  await stack.mock.reset();
});
afterAll(async () => {
  await stopTripStack(stack);
});

async function home(userName: string) {
  const headers = await stack.bearerFor(userName);
  const mark = stack.logMark();
  const answer = await stack.gateway.graphql<HomeData>(HOME_QUERY, {}, headers);
  return { answer, calls: stack.restCallsSince(mark) };
}

describe('Query.home (spec 000 §2 "Home (signed in)")', () => {
  it('answers every section in one query, reading the profile once', async () => {
    const { answer, calls } = await home('maya');
    expect(answer.errors).toBeUndefined();
    const data = answer.data?.home;
    expect(data?.me?.location?.city).toBe('Pune');
    expect(data?.trips?.map((trip) => trip.title).sort()).toEqual([
      'Goa Coast Getaway',
      'Kyoto in Autumn',
      'Lisbon Long Weekend',
    ]);
    expect(data?.nearbyAttractions?.latitude).toBeCloseTo(18.5204);
    expect(data?.nearbyAttractions?.places.length).toBeGreaterThan(0);
    expect(data?.travelHighlights?.popularCities.length).toBeGreaterThan(0);
    expect(calls.filter((call) => call.endsWith(paths.profile))).toHaveLength(1);
    expect(calls.some((call) => call.endsWith(paths.nearbyPlaces))).toBe(true);
  });

  it('asks for no nearby attractions without a saved location: null, and no error (D1 §5, 4.11)', async () => {
    const { answer, calls } = await home('admin');
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.home.me?.location ?? null).toBeNull();
    expect(answer.data?.home.nearbyAttractions).toBeNull();
    expect(answer.data?.home.trips).toEqual([]);
    expect(calls.some((call) => call.endsWith(paths.nearbyPlaces))).toBe(false);
  });

  it('keeps the other sections when the highlights call fails: the error names its section', async () => {
    const headers = await stack.bearerFor('maya');
    stack.mock.control.addFault({ match: paths.travelHighlights, status: 503 });
    const answer = await stack.gateway.graphql<HomeData>(HOME_QUERY, {}, headers);
    expect(answer.data?.home.travelHighlights).toBeNull();
    expect(answer.errors?.map((error) => (error as { path?: unknown }).path)).toEqual([
      ['home', 'travelHighlights'],
    ]);
    expect(answer.data?.home.trips).toHaveLength(3);
    expect(answer.data?.home.me?.userName).toBe('maya');
    expect(answer.data?.home.nearbyAttractions?.places.length).toBeGreaterThan(0);
  });

  it('keeps the other sections when the trips call fails', async () => {
    const headers = await stack.bearerFor('maya');
    stack.mock.control.addFault({ match: paths.allTrips, status: 500 });
    const answer = await stack.gateway.graphql<HomeData>(HOME_QUERY, {}, headers);
    expect(answer.data?.home.trips).toBeNull();
    expect(answer.errors).toHaveLength(1);
    expect(answer.data?.home.travelHighlights?.popularCities.length).toBeGreaterThan(0);
  });
});
