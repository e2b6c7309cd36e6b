import { PROFILE_PICTURE_FIELD } from '@contract/account';
import { sniffImageType } from '@contract/image-type';
import {
  MAX_MULTIPART_BODY_BYTES,
  PROFILE_PICTURE_MAX_BYTES,
  accountMessages,
  messages,
} from '../constants';
import type { ImageBytes } from '../db/stored-images';
import { ApiError } from './respond';

/**
 * A multipart/form-data body. Another content type is 415, a body above `maxBytes` (default
 * MAX_MULTIPART_BODY_BYTES) 413, one that does not parse 400.
 */
export async function readMultipart(
  request: Request,
  maxBytes = MAX_MULTIPART_BODY_BYTES,
): Promise<FormData> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(contentType)) {
    throw new ApiError(415, messages.multipartRequired);
  }
  const declaredLength = Number(request.headers.get('content-length') ?? '0');
  if (declaredLength > maxBytes) throw new ApiError(413, messages.bodyTooLarge);
  const body = await request.arrayBuffer();
  if (body.byteLength > maxBytes) throw new ApiError(413, messages.bodyTooLarge);
  try {
    return await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new ApiError(400, messages.invalidMultipart);
  }
}

/** A text field of the form (trimmed); undefined when absent or a file. */
export function formText(form: FormData, field: string): string | undefined {
  const value = form.get(field);
  return typeof value === 'string' ? value : undefined;
}

/**
 * The profile picture of the form (field profilePic). Null when no file was chosen (absent, or the
 * empty part a browser sends for an empty file input). 415 "Please select an image file" when it is
 * not a JPEG, PNG, WEBP or GIF; 413 "Image size should be less than 2MB" from 2 MB on (D2 §5, §9).
 */
export async function readProfilePicture(form: FormData): Promise<ImageBytes | null> {
  const entry = form.get(PROFILE_PICTURE_FIELD);
  if (entry === null) return null;
  if (typeof entry === 'string') {
    if (entry === '') return null;
    throw new ApiError(415, accountMessages.imageRequired);
  }
  if (entry.size === 0) return null;
  const bytes = new Uint8Array(await entry.arrayBuffer());
  const contentType = sniffImageType(bytes);
  if (contentType === null) throw new ApiError(415, accountMessages.imageRequired);
  if (bytes.byteLength >= PROFILE_PICTURE_MAX_BYTES) {
    throw new ApiError(413, accountMessages.imageTooLarge);
  }
  return { contentType, bytes };
}
