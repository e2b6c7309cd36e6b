import { buildSchema, getNamedType, isInputObjectType, isObjectType } from 'graphql';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { safeTextMessages } from '@contract/safe-text';
import { PHOTO_REF_MAX_LENGTH, PLACE_TYPE_MAX_LENGTH } from '@contract/text-limits';
import { tripLimits } from '@contract/trip';
import { tripMessages } from '@contract/trip-messages';
import { seedIds } from '@mocks/db/seed';
import { typeDefs } from '../schema/schema';
import { startTripStack, stopTripStack } from '../testing/trip-stack';
import type { TripStack } from '../testing/trip-stack';
import { TEXT_CAPS } from './text-caps';

const TEXT_SCALARS = new Set(['String', 'NonEmptyString']);

/** Every input coordinate of the schema that takes text. */
function textInputCoordinates(): string[] {
  const schema = buildSchema(typeDefs.join('\n'));
  const coordinates: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (TEXT_SCALARS.has(getNamedType(field.type).name))
          coordinates.push(`${type.name}.${field.name}`);
      }
    }
    if (isObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        for (const argument of field.args) {
          if (TEXT_SCALARS.has(getNamedType(argument.type).name))
            coordinates.push(`${type.name}.${field.name}(${argument.name}:)`);
        }
      }
    }
  }
  return coordinates;
}

describe('TEXT_CAPS', () => {
  it('names a cap for every text input of the schema, and nothing that is not one', () => {
    const coordinates = textInputCoordinates();
    expect(coordinates.filter((coordinate) => TEXT_CAPS[coordinate] === undefined)).toEqual([]);
    expect(Object.keys(TEXT_CAPS).filter((key) => !coordinates.includes(key))).toEqual([]);
  });
});

const ADD_CHECKLIST_ITEM = /* GraphQL */ `
  mutation ($tripId: ID!, $item: String!) {
    addChecklistItem(tripId: $tripId, item: $item) {
      id
    }
  }
`;
const CREATE_TRIP = /* GraphQL */ `
  mutation ($input: CreateTripInput!) {
    createTrip(input: $input) {
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

describe('a text over its cap is refused at the edge, before any REST call', () => {
  const place = { placeId: 'place-1', name: 'Belém Tower' };
  it.each([
    [
      'a checklist item (an argument)',
      ADD_CHECKLIST_ITEM,
      { tripId: seedIds.trips.upcoming, item: 'x'.repeat(tripLimits.checklistItemMaxLength + 1) },
      tripMessages.checklistItemTooLong, // the spec's words where it gives them
    ],
    [
      'a trip title (an input field)',
      CREATE_TRIP,
      { input: { title: 't'.repeat(tripLimits.titleMaxLength + 1) } },
      tripMessages.titleTooLong,
    ],
    [
      'a photo reference (nested)',
      CREATE_TRIP,
      {
        input: {
          title: 'Lisbon',
          destinations: [{ ...place, photoRef: 'p'.repeat(PHOTO_REF_MAX_LENGTH + 1) }],
        },
      },
      safeTextMessages.tooLong(PHOTO_REF_MAX_LENGTH),
    ],
    [
      'a place type (in a list)',
      CREATE_TRIP,
      {
        input: {
          title: 'Lisbon',
          destinations: [{ ...place, types: ['museum', 'y'.repeat(PLACE_TYPE_MAX_LENGTH + 1)] }],
        },
      },
      safeTextMessages.tooLong(PLACE_TYPE_MAX_LENGTH),
    ],
  ])('%s', async (_case, query, variables, message) => {
    const headers = await stack.bearerFor('maya');
    const mark = stack.logMark();
    const answer = await stack.gateway.graphql(query, variables, headers);
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]).toMatchObject({
      message,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(stack.restCallsSince(mark)).toEqual([]);
  });

  it('written into the operation as a literal too', async () => {
    const headers = await stack.bearerFor('maya');
    const mark = stack.logMark();
    const long = 'x'.repeat(tripLimits.checklistItemMaxLength + 1);
    const answer = await stack.gateway.graphql(
      `mutation { addChecklistItem(tripId: "${seedIds.trips.upcoming}", item: "${long}") { id } }`,
      {},
      headers,
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(stack.restCallsSince(mark)).toEqual([]);
  });

  it('lets a text of exactly the cap through, and the REST server stores it', async () => {
    const headers = await stack.bearerFor('maya');
    const item = 'x'.repeat(tripLimits.checklistItemMaxLength);
    const answer = await stack.gateway.graphql(
      ADD_CHECKLIST_ITEM,
      { tripId: seedIds.trips.upcoming, item },
      headers,
    );
    expect(answer.errors).toBeUndefined();
  });
});
