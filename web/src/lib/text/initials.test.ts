import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
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

  it('gives for any ASCII name what grapheme segmentation gives (its shortcut for ASCII)', () => {
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
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary-ascii' }),
        fc.integer({ min: 1, max: 3 }),
        (name, limit) => {
          expect(initialsOf(name, limit)).toBe(bySegmenter(name, limit));
        },
      ),
    );
  });

  it('loads the grapheme rules only for a name that needs them, not with the module (issue 19)', async () => {
    const Segmenter = Intl.Segmenter;
    let made = 0;
    // Intl.Segmenter is writable (TypeScript's lib types it read-only): a counting subclass.
    Reflect.set(
      Intl,
      'Segmenter',
      class extends Segmenter {
        constructor(...args: ConstructorParameters<typeof Segmenter>) {
          super(...args);
          made += 1;
        }
      },
    );
    try {
      vi.resetModules();
      const fresh = await import('./initials');
      expect(fresh.initialsOf('Maya Kulkarni')).toBe('MK');
      expect(made).toBe(0);
      expect(fresh.initialsOf('élodie Ørsted')).toBe('ÉØ');
      expect(fresh.initialOf('Åsa')).toBe('Å');
      expect(made).toBe(1);
    } finally {
      Reflect.set(Intl, 'Segmenter', Segmenter);
    }
  });
});
