import {
  BIO_MAX_LENGTH,
  BIO_TOO_LONG,
  FIRST_NAME_TOO_LONG,
  LAST_NAME_TOO_LONG,
  NAME_MAX_LENGTH,
  URL_INVALID,
} from '../constants';
import { z } from 'zod';
import { zodFormValidate } from '@web/lib/forms/zod-form';
import type { ProfileFieldsFragment, UpdateProfileInput } from '@web/gql/graphql';

/** What the Edit Profile form holds, as typed. */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  bio: string;
  facebook: string;
  instagram: string;
}

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

/** The order the fields appear in: the first invalid one takes the focus on Save. */
export const PROFILE_FORM_FIELDS: readonly (keyof ProfileFormValues)[] = [
  'firstName',
  'lastName',
  'bio',
  'facebook',
  'instagram',
];

const linkUrl = z.string().refine(isValidLinkUrl, URL_INVALID);

/** The form's checks (spec 001 §5 "Profile", §9; RESOLUTIONS "Profile limits' messages"). */
export const profileFormSchema = z.object({
  firstName: z.string().max(NAME_MAX_LENGTH, FIRST_NAME_TOO_LONG),
  lastName: z.string().max(NAME_MAX_LENGTH, LAST_NAME_TOO_LONG),
  bio: z.string().max(BIO_MAX_LENGTH, BIO_TOO_LONG),
  facebook: linkUrl,
  instagram: linkUrl,
});

export const validateProfile = zodFormValidate<ProfileFormValues>(profileFormSchema);

/** The update as sent: trimmed; an emptied field clears the stored value. */
export function toUpdateProfileInput(values: ProfileFormValues): UpdateProfileInput {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    bio: values.bio.trim(),
    socialLinks: { facebook: values.facebook.trim(), instagram: values.instagram.trim() },
  };
}
