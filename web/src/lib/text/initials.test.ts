import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialOf, initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letter of the first two words, upper-cased', () => {
    expect(initialsOf('maya kulkarni')).toBe('MK');
    expect(initialsOf('  Arjun   Mehta  Rao ')).toBe('AM');
  });

  it('keeps an emoji whole, as one grapheme (no half surrogate pair)', () => {
    expect(initialsOf('Maya 🌍Kulkarni')).toBe('M🌍');
    expect(initialsOf('🌍 Maya')).toBe('🌍M');
    expect(initialOf('👩‍👩‍👧 Family')).toBe('👩‍👩‍👧');
    expect(initialOf('🇮🇳 India')).toBe('🇮🇳');
    expect(initialsOf('Maya 🌍Kulkarni')).not.toContain('\uFFFD');
  });

  it('keeps accents, precomposed or combining', () => {
    expect(initialsOf('élodie Ørsted')).toBe('ÉØ');
    expect(initialOf('e\u0301lodie')).toBe('E\u0301');
  });

  it('gives two graphemes of a one-word name, one with limit 1', () => {
    expect(initialsOf('maya')).toBe('MA');
    expect(initialOf('maya')).toBe('M');
    expect(initialsOf('😀x')).toBe('😀X');
  });

  it('gives "" for an empty or blank name', () => {
    expect(initialsOf('')).toBe('');
    expect(initialsOf('   ')).toBe('');
    expect(initialsOf(null)).toBe('');
    expect(initialOf(undefined)).toBe('');
  });

  describe('without a segmenter, for names whose characters are each a grapheme', () => {
    const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    const bySegmenter = (name: string, limit: number) => {
      const words = name.trim().split(/\s+/u).filter(Boolean);
      const graphemes = (word: string) => Array.from(segmenter.segment(word), (p) => p.segment);
      const letters =
        words.length === 1
          ? graphemes(words[0] ?? '').slice(0, limit)
          : words.slice(0, limit).map((word) => graphemes(word)[0] ?? '');
      return letters.join('').toLocaleUpperCase();
    };
    const SHORTCUT_RANGES: [number, number][] = [
      [0x21, 0x7e],
      [0xa0, 0x2ff],
      [0x370, 0x482],
      [0x48a, 0x52f],
      [0x3041, 0x3096],
      [0x30a1, 0x30fa],
      [0x4e00, 0x9fff],
      [0xac00, 0xd7a3],
    ];
    const shortcutCharacter = fc
      .constantFrom(...SHORTCUT_RANGES)
      .chain(([from, to]) => fc.integer({ min: from, max: to }))
      .map((codePoint) => String.fromCodePoint(codePoint));
    const nameOf = (character: fc.Arbitrary<string>) =>
      fc.array(fc.oneof(character, fc.constant(' ')), { maxLength: 12 }).map((c) => c.join(''));

    it('gives what grapheme segmentation gives: any ASCII, any of the shortcut characters', () => {
      fc.assert(
        fc.property(
          fc.oneof(fc.string({ unit: 'binary-ascii' }), nameOf(shortcutCharacter)),
          fc.integer({ min: 1, max: 3 }),
          (name, limit) => {
            expect(initialsOf(name, limit)).toBe(bySegmenter(name, limit));
          },
        ),
      );
    });

    it('every shortcut character stands alone beside a letter and a Hangul syllable (exhaustive)', () => {
      const count = (text: string) => Array.from(segmenter.segment(text)).length;
      const neighbours = ['a', '가'];
      for (const [from, to] of SHORTCUT_RANGES) {
        for (let codePoint = from; codePoint <= to; codePoint += 1) {
          const character = String.fromCodePoint(codePoint);
          for (const neighbour of neighbours) {
            if (count(character + neighbour) !== 2 || count(neighbour + character) !== 2) {
              expect.fail(`U+${codePoint.toString(16)} joins ${neighbour}`);
            }
          }
        }
      }
    });
  });
});
