import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { safeTextMessages } from '@contract/safe-text';
import { seedIds } from '@mocks/db/seed';
import { startTripStack, stopTripStack } from '../testing/trip-stack';
import type { TripStack } from '../testing/trip-stack';
import { MAX_INPUT_TEXT_LENGTH } from './input-text';

const ADD_CHECKLIST_ITEM = /* GraphQL */ `
  mutation ($tripId: ID!, $item: String!) {
    addChecklistItem(tripId: $tripId, item: $item) {
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

describe('unsafe text is refused at the GraphQL edge, before any REST call', () => {
  it.each([
    ['a lone high surrogate', 'Pack \uD800', safeTextMessages.loneSurrogate],
    ['a lone low surrogate', '\uDC00 tickets', safeTextMessages.loneSurrogate],
    ['a control character', 'Pack\u0000 socks', safeTextMessages.controlCharacter],
    ['an escape character', 'Pack \u001B[31m', safeTextMessages.controlCharacter],
    [
      'text over the cap',
      'x'.repeat(MAX_INPUT_TEXT_LENGTH + 1),
      safeTextMessages.tooLong(MAX_INPUT_TEXT_LENGTH),
    ],
  ])('in a variable: %s', async (_case, text, message) => {
    const headers = await stack.bearerFor('maya');
    const mark = stack.logMark();
    const answer = await stack.gateway.graphql(
      ADD_CHECKLIST_ITEM,
      { tripId: seedIds.trips.upcoming, item: text },
      headers,
    );
    expect(answer.status).toBe(400);
    expect(answer.errors).toEqual([
      expect.objectContaining({
        message,
        extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
      }),
    ]);
    expect(stack.restCallsSince(mark)).toEqual([]);
  });

  it('written into the operation (graphql-js itself refuses a lone surrogate escape there)', async () => {
    const headers = await stack.bearerFor('maya');
    const mark = stack.logMark();
    const answer = await stack.gateway.graphql(
      `mutation { addChecklistItem(tripId: "${seedIds.trips.upcoming}", item: "Pack \\u0007") { id } }`,
      {},
      headers,
    );
    expect(answer.errors?.[0]?.message).toBe(safeTextMessages.controlCharacter);
    expect(stack.restCallsSince(mark)).toEqual([]);
    const surrogate = await stack.gateway.graphql(
      `mutation { addChecklistItem(tripId: "${seedIds.trips.upcoming}", item: "\\uD800") { id } }`,
      {},
      headers,
    );
    expect(surrogate.errors?.[0]?.message).toMatch(/Invalid Unicode escape/);
    expect(stack.restCallsSince(mark)).toEqual([]);
  });

  it('lets well-formed text through: emoji (surrogate pairs), accents, tabs and new lines', async () => {
    const headers = await stack.bearerFor('maya');
    const answer = await stack.gateway.graphql(
      ADD_CHECKLIST_ITEM,
      { tripId: seedIds.trips.upcoming, item: 'Sunscreen 🧴\tcrème\nand hat' },
      headers,
    );
    expect(answer.errors).toBeUndefined();
  });
});
