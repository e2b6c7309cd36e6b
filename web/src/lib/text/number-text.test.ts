import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundedText } from './number-text';

describe('roundedText', () => {
  it('writes what Intl writes in en-US: grouping, rounding half up, no trailing zeros', () => {
    expect(roundedText(1234567, 0)).toBe('1,234,567');
    expect(roundedText(3.45, 1)).toBe(
      new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(3.45),
    );
    expect(roundedText(0.25, 1)).toBe('0.3');
    expect(roundedText(9.96, 1)).toBe('10');
    expect(roundedText(2.5, 0)).toBe('3');
    expect(roundedText(1000.5, 3)).toBe('1,000.5');
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ noNaN: true }),
          fc.integer({ min: 0, max: 100_000 }).map((tenths) => tenths / 10 + 0.05),
          fc.maxSafeNat(),
        ),
        fc.integer({ min: 0, max: 3 }),
        (value, maximumFractionDigits) => {
          const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits });
          expect(roundedText(value, maximumFractionDigits)).toBe(intl.format(value));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
