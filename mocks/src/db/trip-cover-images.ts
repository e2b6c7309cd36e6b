import { paths } from '../../../contract/src/paths';
import { fromBase64, toBase64 } from './password';
import type { PictureBytes } from './profile-pictures';
import type { StateAccess, StoredPicture } from './state';

/** Where the mock serves a stored cover image: a path on the API's own origin, as profile pictures. */
export function tripCoverImageUrl(imageId: string): string {
  return `${paths.tripCoverImage}/${imageId}`;
}

/** The id of a cover image this mock stores, from a trip's `tripCoverImage`; undefined for others. */
export function tripCoverImageIdOf(url: string | null | undefined): string | undefined {
  const prefix = `${paths.tripCoverImage}/`;
  return url?.startsWith(prefix) ? url.slice(prefix.length) : undefined;
}

/** Uploaded trip cover images, kept in the state (base64) so MOCK_DATA_FILE keeps them. */
export function createTripCoverImagesArea(access: StateAccess) {
  return {
    /** Stores the bytes under a new random id and answers the id. */
    add(picture: PictureBytes): string {
      const id = crypto.randomUUID().replace(/-/g, '');
      const stored: StoredPicture = {
        id,
        contentType: picture.contentType,
        base64: toBase64(picture.bytes),
        uploadedAt: access.now(),
      };
      access.change((state) => {
        state.tripCoverImages.push(stored);
      });
      return id;
    },
    get(id: string): PictureBytes | undefined {
      const stored = access.read().tripCoverImages.find((entry) => entry.id === id);
      return stored
        ? { contentType: stored.contentType, bytes: fromBase64(stored.base64) }
        : undefined;
    },
    remove(id: string): void {
      access.change((state) => {
        state.tripCoverImages = state.tripCoverImages.filter((entry) => entry.id !== id);
      });
    },
  };
}

export type TripCoverImagesArea = ReturnType<typeof createTripCoverImagesArea>;
