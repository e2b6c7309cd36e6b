import { describe, expect, it } from 'vitest';
import { registerFields, resetPasswordRequest, updateProfileRequest } from './account';
import { searchUserQuery } from './sharing';
import {
  DESTINATION_NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PHOTO_REF_MAX_LENGTH,
  PLACE_TYPES_MAX_COUNT,
  SOCIAL_LINK_MAX_LENGTH,
  USER_NAME_MAX_LENGTH,
  USER_SEARCH_MAX_LENGTH,
  textLimitMessages,
} from './text-limits';
import { destinationInput } from './trip-requests';
import { loginRequest } from './user';

/** The first refusal's message, or 'ok'. */
function refusal(
  schema: {
    safeParse(input: unknown): { success: boolean; error?: { issues: { message: string }[] } };
  },
  input: unknown,
): string {
  const result = schema.safeParse(input);
  return result.success ? 'ok' : (result.error?.issues[0]?.message ?? '');
}

describe('text caps of the contract (issue 17)', () => {
  const register = { userName: 'ana', email: 'ana@example.com', password: 'secret1' };
  const place = { placeId: 'p1', name: 'Place' };

  it.each([
    [
      'sign-up user name',
      registerFields,
      { ...register, userName: 'u'.repeat(USER_NAME_MAX_LENGTH + 1) },
      textLimitMessages.tooLong('Username', USER_NAME_MAX_LENGTH),
    ],
    [
      'sign-up password',
      registerFields,
      { ...register, password: 'p'.repeat(PASSWORD_MAX_LENGTH + 1) },
      textLimitMessages.tooLong('Password', PASSWORD_MAX_LENGTH),
    ],
    [
      'sign-in password',
      loginRequest,
      { userName: 'maya', password: 'p'.repeat(PASSWORD_MAX_LENGTH + 1) },
      textLimitMessages.tooLong('Password', PASSWORD_MAX_LENGTH),
    ],
    [
      'new password',
      resetPasswordRequest,
      { resetToken: 't', newPassword: 'p'.repeat(PASSWORD_MAX_LENGTH + 1) },
      textLimitMessages.tooLong('Password', PASSWORD_MAX_LENGTH),
    ],
    [
      'social link',
      updateProfileRequest,
      {
        socialLinks: {
          facebook: `https://f.com/${'a'.repeat(SOCIAL_LINK_MAX_LENGTH)}`,
          instagram: '',
        },
      },
      textLimitMessages.tooLong('Link', SOCIAL_LINK_MAX_LENGTH),
    ],
    [
      'place name',
      destinationInput,
      { ...place, name: 'n'.repeat(DESTINATION_NAME_MAX_LENGTH + 1) },
      textLimitMessages.tooLong('Place name', DESTINATION_NAME_MAX_LENGTH),
    ],
    [
      'photo reference',
      destinationInput,
      { ...place, photoRef: 'r'.repeat(PHOTO_REF_MAX_LENGTH + 1) },
      textLimitMessages.tooLong('Photo reference', PHOTO_REF_MAX_LENGTH),
    ],
    [
      'user search',
      searchUserQuery,
      { userName: 's'.repeat(USER_SEARCH_MAX_LENGTH + 1) },
      textLimitMessages.tooLong('Search text', USER_SEARCH_MAX_LENGTH),
    ],
  ])('refuses a %s one over its cap', (_case, schema, input, message) => {
    expect(refusal(schema, input)).toBe(message);
  });

  it('takes texts of exactly the cap', () => {
    expect(
      refusal(registerFields, { ...register, userName: 'u'.repeat(USER_NAME_MAX_LENGTH) }),
    ).toBe('ok');
    expect(
      refusal(destinationInput, { ...place, photoRef: 'r'.repeat(PHOTO_REF_MAX_LENGTH) }),
    ).toBe('ok');
  });

  it('refuses more place types than the cap', () => {
    const types = Array.from({ length: PLACE_TYPES_MAX_COUNT + 1 }, (_, index) => `t${index}`);
    expect(refusal(destinationInput, { ...place, types })).not.toBe('ok');
  });
});
