import {
  BIO_MAX_LENGTH,
  BIO_TOO_LONG,
  FIRST_NAME_TOO_LONG,
  LAST_NAME_TOO_LONG,
  NAME_MAX_LENGTH,
  URL_INVALID,
} from '../constants';
import type { ProfileFieldsFragment, UpdateProfileInput } from '@web/gql/graphql';

/** What the Edit Profile form holds, as typed. */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  bio: string;
  facebook: string;
  instagram: string;
}

export type ProfileFormErrors = Partial<Record<keyof ProfileFormValues, string>>;

export function profileFormValues(user: ProfileFieldsFragment): ProfileFormValues {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    bio: user.bio ?? '',
    facebook: user.socialLinks?.facebook ?? '',
    instagram: user.socialLinks?.instagram ?? '',
  };
}

/** An http(s) address, as the server requires for social links; empty is allowed (no link). */
export function isValidLinkUrl(value: string): boolean {
  const text = value.trim();
  if (text === '') return true;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** One field's check (spec 001 §5 "Profile", §9; RESOLUTIONS "Profile limits' messages"). */
export function profileFieldError(
  field: keyof ProfileFormValues,
  value: string,
): string | undefined {
  switch (field) {
    case 'firstName':
      return value.length > NAME_MAX_LENGTH ? FIRST_NAME_TOO_LONG : undefined;
    case 'lastName':
      return value.length > NAME_MAX_LENGTH ? LAST_NAME_TOO_LONG : undefined;
    case 'bio':
      return value.length > BIO_MAX_LENGTH ? BIO_TOO_LONG : undefined;
    case 'facebook':
    case 'instagram':
      return isValidLinkUrl(value) ? undefined : URL_INVALID;
  }
}

export const PROFILE_FORM_FIELDS: readonly (keyof ProfileFormValues)[] = [
  'firstName',
  'lastName',
  'bio',
  'facebook',
  'instagram',
];

export function validateProfile(values: ProfileFormValues): ProfileFormErrors {
  const errors: ProfileFormErrors = {};
  for (const field of PROFILE_FORM_FIELDS) {
    const error = profileFieldError(field, values[field]);
    if (error !== undefined) errors[field] = error;
  }
  return errors;
}

/** The update as sent: trimmed; an emptied field clears the stored value. */
export function toUpdateProfileInput(values: ProfileFormValues): UpdateProfileInput {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    bio: values.bio.trim(),
    socialLinks: { facebook: values.facebook.trim(), instagram: values.instagram.trim() },
  };
}
