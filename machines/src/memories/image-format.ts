/**
 * A photo's format from its first bytes (spec 001 §5: only JPEG, PNG and WEBP), so a renamed file
 * is judged by what it is, not by its name or the browser's guess.
 */

export type ImageFormat = 'jpeg' | 'png' | 'webp';

/** How many leading bytes `imageFormatOf` needs. */
export const IMAGE_HEADER_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

export function imageFormatOf(header: Uint8Array): ImageFormat | null {
  if (startsWith(header, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(header, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(header, ascii('RIFF')) && startsWith(header, ascii('WEBP'), 8)) return 'webp';
  return null;
}
