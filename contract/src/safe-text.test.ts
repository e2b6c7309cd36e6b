import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { updateProfileRequest } from './account';
import { requestErrorOf } from './request-error';
import { safeTextMessages, toWellFormed, unsafeTextReason } from './safe-text';
import { addChecklistItemRequest, addTripRequest, destinationInput } from './trip-requests';
import { loginRequest } from './user';

function refusal(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a refusal');
  return requestErrorOf(result.error).message;
}

describe('unsafeTextReason', () => {
  it.each([
    ['\uD800', safeTextMessages.loneSurrogate],
    ['a\uDFFFb', safeTextMessages.loneSurrogate],
    ['\uDC00\uD800', safeTextMessages.loneSurrogate],
    ['\u0000', safeTextMessages.controlCharacter],
    ['\u007F', safeTextMessages.controlCharacter],
    ['\u0085', safeTextMessages.controlCharacter],
  ])('refuses %j', (text, reason) => {
    expect(unsafeTextReason(text)).toBe(reason);
  });

  it.each(['Kyoto', '🗻 Fuji', 'line\nbreak\ttab\r', 'Zürich – café', ''])('accepts %j', (text) => {
    expect(unsafeTextReason(text)).toBeUndefined();
  });

  it('replaces only lone surrogates', () => {
    expect(toWellFormed('a\uD800b🗻\uDC00')).toBe('a\uFFFDb🗻\uFFFD');
  });
});

describe('the REST contract refuses unsafe text with its reason, never stores it', () => {
  it('a checklist item, a trip title, a destination photo reference', () => {
    expect(refusal(addChecklistItemRequest, { item: 'Pack \uD800' })).toBe(
      safeTextMessages.loneSurrogate,
    );
    expect(refusal(addTripRequest, { title: 'Trip\u0007' })).toBe(
      safeTextMessages.controlCharacter,
    );
    expect(refusal(destinationInput, { placeId: 'p', name: 'n', photoRef: 'places/\uD800' })).toBe(
      safeTextMessages.loneSurrogate,
    );
  });

  it('a user name at sign-in and a profile bio', () => {
    expect(refusal(loginRequest, { userName: 'maya\u0000', password: 'x' })).toBe(
      safeTextMessages.controlCharacter,
    );
    expect(refusal(updateProfileRequest, { bio: '\uDC00' })).toBe(safeTextMessages.loneSurrogate);
  });

  it('still accepts emoji and accents', () => {
    expect(addChecklistItemRequest.safeParse({ item: 'Crème 🧴' }).success).toBe(true);
  });
});
