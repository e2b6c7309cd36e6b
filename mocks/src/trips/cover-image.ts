import { sniffImageType } from '@contract/image-type';
import type { ImageType } from '@contract/image-type';
import { TRIP_COVER_IMAGE_FIELD, tripCoverImageTypes, tripLimits } from '@contract/trip';
import type { ImageBytes } from '../db/stored-images';
import { ApiError } from '../handlers/respond';
import { UNNAMED_FILE, tripMessages } from './constants';

/** The file part of an add-trip-cover-image form, read but not judged yet. */
export interface CoverUpload {
  fileName: string;
  bytes: Uint8Array<ArrayBuffer>;
}

/** The `tripCoverImage` file of the form (RESOLUTIONS 27.30); null when none was chosen. */
export async function readCoverUpload(form: FormData): Promise<CoverUpload | null> {
  const entry = form.get(TRIP_COVER_IMAGE_FIELD);
  if (entry === null || typeof entry === 'string' || entry.size === 0) return null;
  // Browsers send a picked file's name; a bare Blob arrives as "blob", which says nothing.
  const fileName = entry.name && entry.name !== 'blob' ? entry.name : UNNAMED_FILE;
  return { fileName, bytes: new Uint8Array(await entry.arrayBuffer()) };
}

const allowedTypes: readonly ImageType[] = tripCoverImageTypes;

/**
 * The cover image to store (RESOLUTIONS "Cover images": as activity photos, D2 §5, §9): 400 when no
 * file came; 415 "{file} is not a supported image format (JPEG, PNG, WEBP)" unless its first bytes are
 * a JPEG, PNG or WEBP (the declared type and name are not trusted); 413 "{file} is too large. Maximum
 * size is 5MB" above 5 MB.
 */
export function checkCoverImage(upload: CoverUpload | null): ImageBytes {
  if (!upload) throw new ApiError(400, tripMessages.coverImageRequired);
  const contentType = sniffImageType(upload.bytes);
  if (contentType === null || !allowedTypes.includes(contentType)) {
    throw new ApiError(415, tripMessages.coverImageWrongType(upload.fileName));
  }
  if (upload.bytes.byteLength > tripLimits.coverImageMaxBytes) {
    throw new ApiError(413, tripMessages.coverImageTooLarge(upload.fileName));
  }
  return { contentType, bytes: upload.bytes };
}
