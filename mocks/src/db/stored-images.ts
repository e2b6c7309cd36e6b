import { paths } from '@contract/paths';
import { fromBase64, toBase64 } from './password';
import type { MockState, StateAccess, StoredImage } from './state';

/** An image's bytes and the type sniffed from them (never the client's declared type). */
export interface ImageBytes {
  contentType: string;
  bytes: Uint8Array<ArrayBuffer>;
}

/** The state lists that hold stored images. */
type StoredImageList = {
  [List in keyof MockState]: MockState[List] extends StoredImage[] ? List : never;
}[keyof MockState];

/**
 * One kind of image the mock stores and serves itself. Its URLs are paths on the API's own origin,
 * with no host in them, so they stay right whatever host or port the API is reached on; the gateway
 * fetches them from API_BASE_URL. What each kind accepts (types, size) is checked where it is read.
 */
export interface StoredImageKind {
  /** The state list the images are kept in. */
  readonly list: StoredImageList;
  /** The API path the images are served under, without the trailing slash. */
  readonly pathPrefix: string;
  /** Where the image with this id is served. */
  urlOf(imageId: string): string;
  /** The id of an image of this kind from its URL; undefined for any other URL. */
  idOf(url: string | null | undefined): string | undefined;
}

function storedImageKind(list: StoredImageList, pathPrefix: string): StoredImageKind {
  const prefix = `${pathPrefix}/`;
  return {
    list,
    pathPrefix,
    urlOf: (imageId) => `${prefix}${imageId}`,
    idOf: (url) => (url?.startsWith(prefix) ? url.slice(prefix.length) : undefined),
  };
}

/** Users' profile pictures (sign-up and profile page), served by GET /api/v1/user/profile-picture/<id>. */
export const PROFILE_PICTURES = storedImageKind('profilePictures', paths.profilePicture);

/** Trip cover images (issue 4), served by GET /api/v1/trip/cover-image/<id>. */
export const TRIP_COVER_IMAGES = storedImageKind('tripCoverImages', paths.tripCoverImage);

/** Photos on itinerary activities (issue 14), served by GET /api/v1/trip/activity-image/<id>. */
export const ACTIVITY_IMAGES = storedImageKind('activityImages', paths.activityImage);

/** Uploaded images of one kind, kept in the state (base64) so MOCK_DATA_FILE keeps them. */
export function createStoredImagesArea(access: StateAccess, kind: StoredImageKind) {
  return {
    kind,
    /** Stores the bytes under a new random id and answers the id. */
    add(image: ImageBytes): string {
      const id = crypto.randomUUID().replace(/-/g, '');
      const stored: StoredImage = {
        id,
        contentType: image.contentType,
        base64: toBase64(image.bytes),
        uploadedAt: access.now(),
      };
      access.change((state) => {
        state[kind.list].push(stored);
      });
      return id;
    },
    get(id: string): ImageBytes | undefined {
      const stored = access.read()[kind.list].find((entry) => entry.id === id);
      return stored
        ? { contentType: stored.contentType, bytes: fromBase64(stored.base64) }
        : undefined;
    },
    remove(id: string): void {
      access.change((state) => {
        state[kind.list] = state[kind.list].filter((entry) => entry.id !== id);
      });
    },
  };
}

export type StoredImagesArea = ReturnType<typeof createStoredImagesArea>;
