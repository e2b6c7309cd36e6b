import type { RequestHandler } from 'express';
import { paths } from '@contract/paths';
import { clientStoredImageUrl, storedImageProxy } from './stored-image-proxy';
import type { StoredImageKind, StoredImageProxyOptions } from './stored-image-proxy';

/** Where the browser loads a stored trip cover image: on the gateway's own origin. */
export const TRIP_COVER_IMAGE_ROUTE = '/photos/trip-covers';

const tripCoverImages: StoredImageKind = {
  upstreamPrefix: `${paths.tripCoverImage}/`,
  route: TRIP_COVER_IMAGE_ROUTE,
};

/**
 * The URL the client gets for a trip's `tripCoverImage`: `/photos/trip-covers/<id>` for covers the
 * REST server stores itself (`/api/v1/trip/cover-image/<id>`), any other URL as is, null for none.
 */
export function clientTripCoverImageUrl(restUrl: string | null | undefined): string | null {
  return clientStoredImageUrl(tripCoverImages, restUrl);
}

/** GET /photos/trip-covers/:imageId: streams the stored cover from the REST server. */
export function tripCoverImageProxy(options: StoredImageProxyOptions): RequestHandler {
  return storedImageProxy(tripCoverImages, options);
}
