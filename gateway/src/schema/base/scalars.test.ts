import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedIds } from '@mocks/db/seed';
import { startTripStack, stopTripStack } from '../../testing/trip-stack';
import type { TripStack } from '../../testing/trip-stack';

/** graphql-scalars in input objects (scalars.graphql): refused with BAD_USER_INPUT, no REST call. */

const CREATE_TRIP = /* GraphQL */ `
  mutation ($input: CreateTripInput!) {
    createTrip(input: $input) {
      id
      title
    }
  }
`;
const UPDATE_ITINERARY = /* GraphQL */ `
  mutation ($tripId: ID!, $itinerary: [ItineraryDayInput!]!) {
    updateItinerary(tripId: $tripId, itinerary: $itinerary) {
      id
    }
  }
`;
const UPDATE_CHECKLIST = /* GraphQL */ `
  mutation ($tripId: ID!, $checklist: [ChecklistItemInput!]!) {
    updateChecklist(tripId: $tripId, checklist: $checklist) {
      id
    }
  }
`;

let stack: TripStack;
beforeAll(async () => {
  stack = await startTripStack();
});
afterEach(async () => {
  await stack.mock.reset();
});
afterAll(async () => {
  await stopTripStack(stack);
});

async function refusedAtTheEdge(query: string, variables: Record<string, unknown>) {
  const headers = await stack.bearerFor('maya');
  const mark = stack.logMark();
  const answer = await stack.gateway.graphql(query, variables, headers);
  expect(answer.status).toBe(400);
  expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  expect(stack.restCallsSince(mark)).toEqual([]);
  return answer.errors?.[0]?.message ?? '';
}

describe('graphql-scalars at the edge', () => {
  it.each([
    ['an empty trip title', ''],
    ['a title of spaces', '   '],
  ])('NonEmptyString refuses %s', async (_case, title) => {
    expect(await refusedAtTheEdge(CREATE_TRIP, { input: { title } })).toMatch(/empty string/i);
  });

  it('NonEmptyString refuses an empty checklist item', async () => {
    await refusedAtTheEdge(UPDATE_CHECKLIST, {
      tripId: seedIds.trips.upcoming,
      checklist: [{ item: '' }],
    });
  });

  // Int, not PositiveInt (scalars.graphql): graphql-scalars would parse 1.5 as day 1.
  it('a fractional day is refused as Int refuses it', async () => {
    const day = 1.5;
    await refusedAtTheEdge(UPDATE_ITINERARY, {
      tripId: seedIds.trips.upcoming,
      itinerary: [{ day, activities: [] }],
    });
  });

  it('lets a trimmed title through to the REST server as typed', async () => {
    const headers = await stack.bearerFor('maya');
    const answer = await stack.gateway.graphql<{ createTrip: { title: string } }>(
      CREATE_TRIP,
      { input: { title: 'Lisbon' } },
      headers,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.createTrip.title).toBe('Lisbon');
  });
});
