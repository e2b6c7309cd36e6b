import type { RequestHandler } from 'express';
import { paths } from '@contract/paths';
import { clientStoredImageUrl, storedImageProxy } from './stored-image-proxy';
import type { StoredImageKind, StoredImageProxyOptions } from './stored-image-proxy';

/** Where the browser loads a stored memory photo (issue 14): on the gateway's own origin. */
export const ACTIVITY_PHOTO_ROUTE = '/photos/activity-photos';

const activityPhotos: StoredImageKind = {
  upstreamPrefix: `${paths.activityImage}/`,
  route: ACTIVITY_PHOTO_ROUTE,
};

/**
 * The URL the client gets for a memory photo's `url`: `/photos/activity-photos/<id>` for photos the
 * REST server stores itself (`/api/v1/trip/activity-image/<id>`), any other URL as is. An id is never
 * reused for other bytes, so the answer is cached for a year (`immutable`, relayed from upstream).
 */
export function clientActivityPhotoUrl(restUrl: string): string | null {
  return clientStoredImageUrl(activityPhotos, restUrl);
}

/** GET /photos/activity-photos/:imageId: streams the stored photo from the REST server. */
export function activityPhotoProxy(options: StoredImageProxyOptions): RequestHandler {
  return storedImageProxy(activityPhotos, options);
}
