import { GraphQLError } from 'graphql';
import type { Readable } from 'node:stream';
import { IMAGE_EXTENSIONS, IMAGE_SIGNATURE_BYTES, sniffImageType } from '@contract/image-type';
import type { ImageType } from '@contract/image-type';
import { inputRefusalError } from '../rest/errors';
import { UNNAMED_UPLOAD } from './constants';
import type { UploadArgument } from './upload-scalar';
import type { ImageUploadRule, UploadRefusalText } from './upload-rules';

/** An upload that passed its rule, held in memory, ready for a multipart REST call. */
export interface CheckedImage {
  blob: Blob;
  /** The type its bytes show (the client's declared type is not trusted). */
  type: ImageType;
  /** A safe name to forward: the client's base name with the extension of the real type. */
  fileName: string;
}

/** graphql-upload's own refusal when a file passes UPLOAD_MAX_FILE_BYTES (an http-errors 413). */
function isParserSizeLimit(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 413;
}

function concat(chunks: readonly Uint8Array[], size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function forwardedName(clientName: string, type: ImageType): string {
  const base = clientName
    .replace(/^.*[\\/]/, '')
    .replace(/\.[^.]*$/, '')
    .replace(/[^\w.-]/g, '_')
    .slice(0, 100);
  return `${base || 'image'}.${IMAGE_EXTENSIONS[type]}`;
}

/** The name a refusal text shows: the picked file's base name, as the user knows it. */
function shownName(clientName: string): string {
  return clientName.replace(/^.*[\\/]/, '').trim() || UNNAMED_UPLOAD;
}

function refusalText(text: UploadRefusalText, clientName: string): string {
  return typeof text === 'string' ? text : text(shownName(clientName));
}

function checkType(head: Uint8Array, rule: ImageUploadRule, clientName: string): ImageType {
  const type = sniffImageType(head);
  if (type === null || !rule.types.includes(type)) {
    throw inputRefusalError(refusalText(rule.messages.wrongType, clientName));
  }
  return type;
}

/**
 * Reads an uploaded image and checks it against `rule` while it streams: the type from its first
 * bytes, the size as it grows. A refused file is not read further, and nothing reaches the REST
 * server: the resolver forwards only what this returns.
 */
export async function readCheckedImage(
  upload: UploadArgument,
  rule: ImageUploadRule,
): Promise<CheckedImage> {
  const file = await upload;
  const chunks: Uint8Array[] = [];
  let size = 0;
  let type: ImageType | undefined;
  let stream: Readable | undefined;
  try {
    // Throws at once when the parser already cut the file off at its size limit.
    stream = file.createReadStream();
    for await (const chunk of stream as AsyncIterable<Uint8Array>) {
      chunks.push(chunk);
      size += chunk.byteLength;
      if (type === undefined && size >= IMAGE_SIGNATURE_BYTES) {
        type = checkType(concat(chunks, size), rule, file.filename);
      }
      if (size > rule.maxBytes) {
        throw inputRefusalError(refusalText(rule.messages.tooLarge, file.filename));
      }
    }
  } catch (error) {
    if (error instanceof GraphQLError) throw error;
    if (isParserSizeLimit(error)) {
      // The parser cut a file larger than any rule allows; its first bytes still tell its type.
      if (type === undefined && size > 0) checkType(concat(chunks, size), rule, file.filename);
      throw inputRefusalError(refusalText(rule.messages.tooLarge, file.filename));
    }
    throw error;
  } finally {
    stream?.destroy();
  }

  const bytes = concat(chunks, size);
  type ??= checkType(bytes, rule, file.filename);
  return {
    blob: new Blob([bytes], { type }),
    type,
    fileName: forwardedName(file.filename, type),
  };
}
