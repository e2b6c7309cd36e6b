import { paths } from '../../../contract/src/paths';
import { fromBase64, toBase64 } from './password';
import type { StateAccess, StoredPicture } from './state';

export interface PictureBytes {
  contentType: string;
  bytes: Uint8Array<ArrayBuffer>;
}

/**
 * Where the mock serves a stored picture: a path on the API's own origin, with no host in it, so it
 * stays right whatever host or port the API is reached on. The gateway fetches it from API_BASE_URL.
 */
export function profilePictureUrl(pictureId: string): string {
  return `${paths.profilePicture}/${pictureId}`;
}

/** Uploaded profile pictures, kept in the state (base64) so they survive a restart with MOCK_DATA_FILE. */
export function createProfilePicturesArea(access: StateAccess) {
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
        state.profilePictures.push(stored);
      });
      return id;
    },
    get(id: string): PictureBytes | undefined {
      const stored = access.read().profilePictures.find((entry) => entry.id === id);
      return stored
        ? { contentType: stored.contentType, bytes: fromBase64(stored.base64) }
        : undefined;
    },
    remove(id: string): void {
      access.change((state) => {
        state.profilePictures = state.profilePictures.filter((entry) => entry.id !== id);
      });
    },
  };
}

export type ProfilePicturesArea = ReturnType<typeof createProfilePicturesArea>;
