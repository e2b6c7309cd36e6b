import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { updateProfileRequest } from '@contract/account';
import type { UpdatedUserResponse } from '@contract/account';
import { paths } from '@contract/paths';
import { requireUser } from '../auth/require-user';
import { accountMessages, messages } from '../constants';
import { PROFILE_PICTURES } from '../db/stored-images';
import type { StoredUser } from '../db/state';
import type { MockDb } from '../db/store';
import { readMultipart, readProfilePicture } from './multipart';
import { ApiError, jsonResponse, parseRequest, readJsonObject, route } from './respond';
import { storedImageHandler } from './stored-images';

/** A field change: undefined leaves the field alone, '' clears it, else the trimmed text. */
type FieldChange = string | undefined;

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

/** The update-profile body (D2 §5 "Profile", RESOLUTIONS' texts): its schema, then the links' URLs. */
function readProfileChanges(body: Record<string, unknown>): ProfileChanges {
  const { firstName, lastName, bio, socialLinks } = parseRequest(updateProfileRequest, body);
  const { facebook, instagram } = socialLinks ?? {};
  for (const link of [facebook, instagram]) {
    if (link && !isWebUrl(link)) throw new ApiError(400, accountMessages.urlInvalid);
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
