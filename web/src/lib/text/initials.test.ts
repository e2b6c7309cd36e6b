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
});
