import { describe, expect, it } from 'vitest';
import { searchableText } from './search-text';

describe('place search minimum (spec 000 §5, §9)', () => {
  it('sends nothing under 2 characters after trimming', () => {
    expect(searchableText('')).toBeNull();
    expect(searchableText('   ')).toBeNull();
    expect(searchableText(' P ')).toBeNull();
  });

  it('sends the trimmed text from 2 characters', () => {
    expect(searchableText('Pa')).toBe('Pa');
    expect(searchableText('  New York ')).toBe('New York');
  });
});
