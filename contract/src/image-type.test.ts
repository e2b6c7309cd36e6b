import { describe, expect, it } from 'vitest';
import { IMAGE_SIGNATURE_BYTES, sniffImageType } from './image-type';
import type { ImageType } from './image-type';

/** Bytes from numbers and ASCII text, in order. */
const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) =>
      typeof value === 'string'
        ? Array.from(value, (character) => character.charCodeAt(0))
        : [value],
    ),
  );

/** `size` bytes starting with `head`, zero after it. */
function padded(head: Uint8Array, size: number): Uint8Array {
  const padded = new Uint8Array(size);
  padded.set(head.subarray(0, size));
  return padded;
}

/** The shortest head each type is recognised by. */
const SIGNATURES: readonly (readonly [ImageType, Uint8Array])[] = [
  ['image/jpeg', bytes(0xff, 0xd8, 0xff)],
  ['image/png', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a)],
  ['image/gif', bytes('GIF87a')],
  ['image/gif', bytes('GIF89a')],
  ['image/webp', bytes('RIFF', 0x24, 0, 0, 0, 'WEBP')],
];

describe('sniffImageType', () => {
  it('recognises JPEG, PNG, GIF and WEBP by their first bytes', () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('image/jpeg');
    expect(sniffImageType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffImageType(bytes('GIF89a', 1, 0))).toBe('image/gif');
    expect(sniffImageType(bytes('GIF87a', 1, 0))).toBe('image/gif');
    expect(sniffImageType(bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '))).toBe('image/webp');
  });

  it.each(SIGNATURES)(
    'tells %s from its signature alone and within the signature bytes',
    (type, head) => {
      expect(sniffImageType(head)).toBe(type);
      expect(sniffImageType(padded(head, IMAGE_SIGNATURE_BYTES))).toBe(type);
      expect(sniffImageType(padded(head, 32))).toBe(type);
    },
  );

  it.each(SIGNATURES)('finds no %s in its signature cut one byte short', (_type, head) => {
    expect(sniffImageType(head.subarray(0, head.length - 1))).toBeNull();
  });

  it('refuses everything else, near misses and empty input included', () => {
    expect(sniffImageType(bytes('hello, world'))).toBeNull();
    expect(sniffImageType(bytes('hello, I am a text file'))).toBeNull();
    expect(sniffImageType(bytes('%PDF-1.7'))).toBeNull();
    expect(sniffImageType(bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt '))).toBeNull();
    expect(sniffImageType(padded(bytes('RIFF', 0, 0, 0, 0, 'WAVE'), 32))).toBeNull();
    expect(sniffImageType(bytes(0x89, 'PNG'))).toBeNull();
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e))).toBeNull();
    expect(sniffImageType(bytes('GIF88a', 1, 0))).toBeNull();
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });

  it('goes by the bytes whatever the file name claims', () => {
    const uploads = [
      { name: 'photo.png', bytes: bytes('just some notes, not a picture') },
      { name: 'holiday.jpg', bytes: bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d) },
      { name: 'cover.webp', bytes: bytes('GIF89a', 1, 0, 1, 0) },
    ];
    expect(uploads.map((upload) => sniffImageType(upload.bytes))).toEqual([
      null,
      'image/png',
      'image/gif',
    ]);
  });
});
