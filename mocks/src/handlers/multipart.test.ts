import { describe, expect, it } from 'vitest';
import { sniffImageType } from './multipart';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) =>
      typeof value === 'string'
        ? Array.from(value, (character) => character.charCodeAt(0))
        : [value],
    ),
  );

describe('sniffImageType', () => {
  it('recognises JPEG, PNG, GIF and WEBP by their first bytes', () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('image/jpeg');
    expect(sniffImageType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffImageType(bytes('GIF89a', 1, 0))).toBe('image/gif');
    expect(sniffImageType(bytes('GIF87a', 1, 0))).toBe('image/gif');
    expect(sniffImageType(bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses everything else, near misses and empty input included', () => {
    expect(sniffImageType(bytes('hello, world'))).toBeNull();
    expect(sniffImageType(bytes('%PDF-1.7'))).toBeNull();
    expect(sniffImageType(bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt '))).toBeNull();
    expect(sniffImageType(bytes(0x89, 'PNG'))).toBeNull();
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});
