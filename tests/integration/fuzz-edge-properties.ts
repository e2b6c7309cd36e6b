import fc from 'fast-check';
import { safeTextMessages, unsafeTextReason } from '@contract/safe-text';
import { tripLimits } from '@contract/trip';
import { tripMessages } from '@contract/trip-messages';
import { addChecklistItemRequest } from '@contract/trip-requests';
import type { TripStack } from '@gateway/testing/trip-stack';
import { seedIds } from '@mocks/db/seed';

/**
 * Fuzz properties over the edge (issue 17), shared by `npm test` (few runs) and
 * `npm run bench -- fuzz` (>= 10,000 runs): the contract's zod schema and the gateway's input-text
 * checks against any text, well-formed or not.
 */

export const FUZZ_SEED = 17;
const CAP = tripLimits.checklistItemMaxLength;

/** Any text: lone surrogates and control characters included, now and then longer than the cap. */
export const anyText = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc.string({ unit: 'binary-ascii', minLength: CAP - 2, maxLength: CAP + 3 }),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(' ', '\t', '\uD800', 'a\uDC00', '\u0000', '😀', '  x  '),
  },
);

/**
 * What the gateway must answer for `text`: refused with this message, or stored as its trim. The
 * gateway checks the text as sent; the cap, like the contract, on the trim.
 */
export function expectedFor(text: string): { refused: string } | { stored: string } {
  const unsafe = unsafeTextReason(text);
  if (unsafe) return { refused: unsafe };
  return expectedOfTrim(text.trim());
}

/** The contract trims first (zod), then checks: a control character at either end is trimmed off. */
function expectedOfTrim(trimmed: string): { refused: string } | { stored: string } {
  if (trimmed.length > CAP) return { refused: safeTextMessages.tooLong(CAP) };
  const unsafe = unsafeTextReason(trimmed);
  if (unsafe) return { refused: unsafe };
  if (trimmed === '') return { refused: tripMessages.checklistItemRequired };
  return { stored: trimmed };
}

/** The contract: a text the schema takes comes out as its trim, safe and within the cap. */
export const contractRoundTrip = fc.property(anyText, (text) => {
  const parsed = addChecklistItemRequestText(text);
  const expected = expectedOfTrim(text.trim());
  if ('stored' in expected) return parsed.ok && parsed.value === expected.stored;
  return !parsed.ok;
});

function addChecklistItemRequestText(text: string): { ok: true; value: string } | { ok: false } {
  const result = addChecklistItemRequest.safeParse({ item: text });
  return result.success ? { ok: true, value: result.data.item } : { ok: false };
}

const ADD_CHECKLIST_ITEM = /* GraphQL */ `
  mutation ($tripId: ID!, $item: String!) {
    addChecklistItem(tripId: $tripId, item: $item) {
      checklist {
        item
      }
    }
  }
`;

export interface EdgeFuzzCounts {
  refusedAtEdge: number;
  refusedUpstream: number;
  stored: number;
}

/**
 * Through the gateway: never a 500 or a stack line; unsafe or too-long text is BAD_USER_INPUT with
 * no REST call; any other text is stored as its trim (or refused by the REST server when blank).
 */
export function gatewayProperty(
  stack: TripStack,
  headers: Record<string, string>,
  counts: EdgeFuzzCounts,
) {
  return fc.asyncProperty(anyText, async (text) => {
    const mark = stack.logMark();
    const answer = await stack.gateway.graphql<{
      addChecklistItem: { checklist: { item: string }[] };
    }>(ADD_CHECKLIST_ITEM, { tripId: seedIds.trips.upcoming, item: text }, headers);
    if (answer.status >= 500)
      throw new Error(`status ${answer.status} for ${JSON.stringify(text)}`);
    // Messages only: outside production Apollo adds extensions.stacktrace for developers.
    if ((answer.errors ?? []).some((error) => /\n\s+at /.test(error.message))) {
      throw new Error(`a stack line reached the client for ${JSON.stringify(text)}`);
    }
    const expected = expectedFor(text);
    const restCalls = stack.restCallsSince(mark);
    if ('stored' in expected) {
      counts.stored += 1;
      // Keeps the trip small: each answer carries the whole checklist.
      if (counts.stored % 50 === 0) await stack.mock.reset();
      const added = answer.data?.addChecklistItem.checklist.at(-1);
      return added?.item === expected.stored && restCalls.length === 1;
    }
    const error = answer.errors?.[0];
    if (expected.refused === tripMessages.checklistItemRequired) {
      // A blank item: the gateway's resolver or the REST server says so, with the spec's text.
      counts.refusedUpstream += 1;
      return error?.message === expected.refused;
    }
    counts.refusedAtEdge += 1;
    return (
      restCalls.length === 0 &&
      error?.extensions?.code === 'BAD_USER_INPUT' &&
      error.message === expected.refused
    );
  });
}
