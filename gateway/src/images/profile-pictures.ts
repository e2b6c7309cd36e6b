import type { RequestHandler } from 'express';
import { paths } from '@contract/paths';
import { clientStoredImageUrl, storedImageProxy } from './stored-image-proxy';
import type { StoredImageKind, StoredImageProxyOptions } from './stored-image-proxy';

/** Where the browser loads a stored profile picture: on the gateway's own origin (CSP `img-src 'self'`). */
export const PROFILE_PICTURE_ROUTE = '/photos/profile-pictures';

const profilePictures: StoredImageKind = {
  upstreamPrefix: `${paths.profilePicture}/`,
  route: PROFILE_PICTURE_ROUTE,
};

/**
 * The URL the client gets for a user's `profilePic`. Pictures the REST server stores on its own
 * origin (the mock's `/api/v1/user/profile-picture/<id>`, a path without host) are served through
 * the gateway; any other value (e.g. a full image-host URL of a real server) is passed on as is.
 */
export function clientProfilePictureUrl(restUrl: string | undefined): string | null {
  return clientStoredImageUrl(profilePictures, restUrl);
}

export type ProfilePictureProxyOptions = StoredImageProxyOptions;

/** GET /photos/profile-pictures/:imageId: streams the stored picture from the REST server. */
export function profilePictureProxy(options: ProfilePictureProxyOptions): RequestHandler {
  return storedImageProxy(profilePictures, options);
}
