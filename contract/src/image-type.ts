/**
 * Image types told apart by their first bytes, never by file name or declared type: a text file
 * named photo.png is not an image, whatever the browser said. Shared by the mock (what the REST server
 * stores) and the gateway (what it forwards), so both judge an upload alike. Which types each upload
 * accepts (profile picture, trip cover) is decided where it is read.
 */

/** The image types any upload may have. */
export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';

/** How many leading bytes sniffImageType needs at most (WEBP's signature ends at byte 12). */
export const IMAGE_SIGNATURE_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => Array.from(text, (character) => character.charCodeAt(0));

/** The image type by magic bytes, or null for anything else (too few bytes included). */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/** A file-name extension for each type, e.g. for the name an upload is forwarded under. */
export const IMAGE_EXTENSIONS: Record<ImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};
