import { http } from 'msw';
import type { HttpHandler } from 'msw';
import type { UpdatedUserResponse } from '@contract/account';
import { paths } from '@contract/paths';
import { requireUser } from '../auth/require-user';
import {
  PROFILE_BIO_MAX_LENGTH,
  PROFILE_NAME_MAX_LENGTH,
  accountMessages,
  messages,
} from '../constants';
import { PROFILE_PICTURES } from '../db/stored-images';
import type { StoredUser } from '../db/state';
import type { MockDb } from '../db/store';
import { readMultipart, readProfilePicture } from './multipart';
import { ApiError, jsonResponse, readJsonObject, route } from './respond';
import { storedImageHandler } from './stored-images';

/** A field change: undefined leaves the field alone, '' clears it, else the trimmed text. */
type FieldChange = string | undefined;

function readClearableText(body: Record<string, unknown>, field: string): FieldChange {
  const value = body[field];
  if (value === undefined) return undefined;
  if (value === null) return '';
  if (typeof value !== 'string') throw new ApiError(400, accountMessages.fieldNotText(field));
  return value.trim();
}

function isWebUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

interface ProfileChanges {
  firstName: FieldChange;
  lastName: FieldChange;
  bio: FieldChange;
  facebook: FieldChange;
  instagram: FieldChange;
}

/** The update-profile body, checked against D2 §5 "Profile" with RESOLUTIONS' texts. */
function readProfileChanges(body: Record<string, unknown>): ProfileChanges {
  const firstName = readClearableText(body, 'firstName');
  if (firstName !== undefined && firstName.length > PROFILE_NAME_MAX_LENGTH) {
    throw new ApiError(400, accountMessages.firstNameTooLong);
  }
  const lastName = readClearableText(body, 'lastName');
  if (lastName !== undefined && lastName.length > PROFILE_NAME_MAX_LENGTH) {
    throw new ApiError(400, accountMessages.lastNameTooLong);
  }
  const bio = readClearableText(body, 'bio');
  if (bio !== undefined && bio.length > PROFILE_BIO_MAX_LENGTH) {
    throw new ApiError(400, accountMessages.bioTooLong);
  }

  let facebook: FieldChange;
  let instagram: FieldChange;
  const { socialLinks } = body;
  if (socialLinks === null) {
    facebook = '';
    instagram = '';
  } else if (typeof socialLinks === 'object' && !Array.isArray(socialLinks)) {
    const links = socialLinks as Record<string, unknown>;
    facebook = readClearableText(links, 'facebook');
    instagram = readClearableText(links, 'instagram');
    for (const link of [facebook, instagram]) {
      if (link && !isWebUrl(link)) throw new ApiError(400, accountMessages.urlInvalid);
    }
  } else if (socialLinks !== undefined) {
    throw new ApiError(400, accountMessages.socialLinksNotObject);
  }
  return { firstName, lastName, bio, facebook, instagram };
}

/** A text after its change: kept (undefined change), cleared ('') or replaced. */
function changed(current: string | undefined, change: FieldChange): string | undefined {
  if (change === undefined) return current;
  return change === '' ? undefined : change;
}

function applyProfileChanges(stored: StoredUser, changes: ProfileChanges): void {
  const facebook = changed(stored.socialLinks?.facebook, changes.facebook);
  const instagram = changed(stored.socialLinks?.instagram, changes.instagram);
  stored.firstName = changed(stored.firstName, changes.firstName);
  stored.lastName = changed(stored.lastName, changes.lastName);
  stored.bio = changed(stored.bio, changes.bio);
  stored.socialLinks =
    facebook || instagram
      ? { ...(facebook ? { facebook } : {}), ...(instagram ? { instagram } : {}) }
      : undefined;
  // Cleared fields go, rather than stay as undefined keys in the stored JSON.
  if (stored.firstName === undefined) delete stored.firstName;
  if (stored.lastName === undefined) delete stored.lastName;
  if (stored.bio === undefined) delete stored.bio;
  if (stored.socialLinks === undefined) delete stored.socialLinks;
}

/** /api/v1/user/*: profile edits and the profile picture (issue 5; D2 §7). The location: location.ts. */
export function createProfileHandlers(db: MockDb): HttpHandler[] {
  const updated = (userId: string, change: (stored: StoredUser) => void, message: string) => {
    const user = db.users.update(userId, change);
    if (!user) throw new ApiError(401, messages.accessTokenInvalid);
    const answer: UpdatedUserResponse = { success: true, message, data: user };
    return jsonResponse(answer);
  };

  return [
    http.patch(
      `*${paths.updateProfile}`,
      route(async ({ request }) => {
        const user = await requireUser(db, request);
        const changes = readProfileChanges(await readJsonObject(request));
        return updated(
          user._id,
          (stored) => applyProfileChanges(stored, changes),
          accountMessages.profileUpdated,
        );
      }),
    ),

    http.post(
      `*${paths.updateProfilePicture}`,
      route(async ({ request }) => {
        const user = await requireUser(db, request);
        const picture = await readProfilePicture(await readMultipart(request));
        if (!picture) throw new ApiError(400, accountMessages.imageRequired);
        const previousId = db.users.profilePictureIdOf(user._id);
        const pictureId = db.profilePictures.add(picture);
        const answer = updated(
          user._id,
          (stored) => {
            stored.profilePic = PROFILE_PICTURES.urlOf(pictureId);
            stored.profilePictureId = pictureId;
          },
          accountMessages.profilePictureUpdated,
        );
        if (previousId) db.profilePictures.remove(previousId);
        return answer;
      }),
    ),

    storedImageHandler(db.profilePictures, accountMessages.profilePictureNotFound),
  ];
}
