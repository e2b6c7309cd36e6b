import { Readable } from 'node:stream';
import { GraphQLError } from 'graphql';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { describe, expect, it } from 'vitest';
import { MEGABYTE } from './constants';
import { readCheckedImage } from './read-upload';
import { profilePictureRule } from './upload-rules';
import type { ImageUploadRule } from './upload-rules';

const ascii = (text: string) => Array.from(text, (character) => character.charCodeAt(0));
const SIGNATURES = {
  jpeg: [0xff, 0xd8, 0xff, 0xe0],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  gif: ascii('GIF89a'),
  webp: [...ascii('RIFF'), 0x10, 0, 0, 0, ...ascii('WEBP')],
} as const;

/** `size` bytes starting with `head`. */
function bytesOf(head: readonly number[], size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(head.slice(0, size));
  return bytes;
}

/** A FileUpload as graphql-upload makes it, streaming `bytes` in chunks of `chunkSize`. */
function uploadOf(bytes: Uint8Array, filename = 'photo.png', chunkSize = 64 * 1024) {
  let opened = 0;
  const chunks: Buffer[] = [];
  for (let offset = 0; offset < bytes.length; offset += chunkSize) {
    chunks.push(Buffer.from(bytes.subarray(offset, offset + chunkSize)));
  }
  const file: FileUpload = {
    filename,
    mimetype: 'image/png',
    encoding: '7bit',
    createReadStream: () => {
      opened += 1;
      return Readable.from(chunks);
    },
  };
  return { upload: Promise.resolve(file), timesOpened: () => opened };
}

async function refusalOf(promise: Promise<unknown>): Promise<GraphQLError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof GraphQLError)) throw new Error('expected a GraphQLError refusal');
  return error;
}

describe('readCheckedImage with the profile-picture rule', () => {
  it('accepts a PNG of 2 MB minus one byte and keeps every byte', async () => {
    const bytes = bytesOf(SIGNATURES.png, 2 * MEGABYTE - 1);
    bytes[bytes.length - 1] = 0x2a;
    const image = await readCheckedImage(uploadOf(bytes).upload, profilePictureRule);
    expect(image.type).toBe('image/png');
    expect(image.blob.size).toBe(bytes.length);
    expect(image.blob.type).toBe('image/png');
    // Buffer.equals: a deep toEqual over 2 million elements takes far too long.
    expect(Buffer.from(await image.blob.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('refuses exactly 2 MB with "Image size should be less than 2MB"', async () => {
    const { upload } = uploadOf(bytesOf(SIGNATURES.png, 2 * MEGABYTE));
    const error = await refusalOf(readCheckedImage(upload, profilePictureRule));
    expect(error.message).toBe('Image size should be less than 2MB');
    expect(error.extensions.code).toBe('BAD_USER_INPUT');
  });

  it.each(['jpeg', 'gif', 'webp'] as const)('accepts a %s', async (name) => {
    const { upload } = uploadOf(bytesOf(SIGNATURES[name], 500));
    await expect(readCheckedImage(upload, profilePictureRule)).resolves.toMatchObject({
      type: `image/${name}`,
    });
  });

  it('refuses a text file named .png with "Please select an image file"', async () => {
    const { upload } = uploadOf(new TextEncoder().encode('not an image, whatever the name says'));
    const error = await refusalOf(readCheckedImage(upload, profilePictureRule));
    expect(error.message).toBe('Please select an image file');
    expect(error.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('refuses an empty file and one shorter than any signature', async () => {
    for (const bytes of [new Uint8Array(0), Uint8Array.from([0xff, 0xd8])]) {
      const error = await refusalOf(readCheckedImage(uploadOf(bytes).upload, profilePictureRule));
      expect(error.message).toBe('Please select an image file');
    }
  });

  it('judges the type before the size: a large text file is "not an image"', async () => {
    const { upload } = uploadOf(new Uint8Array(3 * MEGABYTE).fill(0x41));
    const error = await refusalOf(readCheckedImage(upload, profilePictureRule));
    expect(error.message).toBe('Please select an image file');
  });

  it('forwards a safe name with the extension of the real type', async () => {
    const { upload } = uploadOf(bytesOf(SIGNATURES.jpeg, 100), '../../My Holiday!.png');
    const image = await readCheckedImage(upload, profilePictureRule);
    expect(image.fileName).toBe('My_Holiday_.jpg');
  });

  it('refuses when the parser already cut the file at its size cap (413)', async () => {
    const tooLarge = Object.assign(new Error('File truncated'), { status: 413 });
    const file: FileUpload = {
      filename: 'big.png',
      mimetype: 'image/png',
      encoding: '7bit',
      createReadStream: () => {
        throw tooLarge;
      },
    };
    const error = await refusalOf(readCheckedImage(Promise.resolve(file), profilePictureRule));
    expect(error.message).toBe('Image size should be less than 2MB');
  });

  it('passes other stream failures on unchanged', async () => {
    const broken = new Error('client went away');
    const file: FileUpload = {
      filename: 'a.png',
      mimetype: 'image/png',
      encoding: '7bit',
      createReadStream: () =>
        new Readable({
          read() {
            this.destroy(broken);
          },
        }),
    };
    await expect(readCheckedImage(Promise.resolve(file), profilePictureRule)).rejects.toBe(broken);
  });
});

describe('readCheckedImage with other limits (e.g. trip cover images)', () => {
  const coverRule: ImageUploadRule = {
    types: ['image/jpeg', 'image/png', 'image/webp'],
    maxBytes: 5 * MEGABYTE,
    messages: { wrongType: 'wrong type', tooLarge: 'too large' },
  };

  it('accepts exactly the maximum and refuses one byte more', async () => {
    const atMax = uploadOf(bytesOf(SIGNATURES.webp, 5 * MEGABYTE)).upload;
    await expect(readCheckedImage(atMax, coverRule)).resolves.toMatchObject({
      type: 'image/webp',
    });
    const over = uploadOf(bytesOf(SIGNATURES.webp, 5 * MEGABYTE + 1)).upload;
    expect((await refusalOf(readCheckedImage(over, coverRule))).message).toBe('too large');
  });

  it('refuses an image type the rule leaves out (GIF) with its own text', async () => {
    const gif = uploadOf(bytesOf(SIGNATURES.gif, 100)).upload;
    expect((await refusalOf(readCheckedImage(gif, coverRule))).message).toBe('wrong type');
  });
});
