import { describe, expect, it } from 'vitest';
import { imageFormatOf } from './image-format';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(
    values.flatMap((value) =>
      typeof value === 'string' ? [...value].map((char) => char.charCodeAt(0)) : [value],
    ),
  );

describe('a photo format from its bytes (spec 001 §5: JPEG, PNG, WEBP)', () => {
  it.each([
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF')],
    ['png', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d)],
    ['webp', bytes('RIFF', 0x24, 0, 0, 0, 'WEBP')],
  ])('knows %s', (format, header) => {
    expect(imageFormatOf(header)).toBe(format);
  });

  it.each([
    ['a GIF', bytes('GIF89a', 0, 0, 0, 0, 0, 0)],
    ['a RIFF that is not WEBP (WAVE)', bytes('RIFF', 0x24, 0, 0, 0, 'WAVE')],
    ['text named .jpg', bytes('hello world!')],
    ['an empty file', new Uint8Array()],
  ])('refuses %s', (_case, header) => {
    expect(imageFormatOf(header)).toBeNull();
  });
});
