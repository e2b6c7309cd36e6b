import { describe, expect, it } from 'vitest';
import { isAtLeast } from './photo-quality';

describe('photo tiers (spec 001 §4 "Place photos", §9 "Photo batches")', () => {
  it('orders the tiers low < medium < high < ultra', () => {
    expect(isAtLeast('ultra', 'high')).toBe(true);
    expect(isAtLeast('high', 'high')).toBe(true);
    expect(isAtLeast('high', 'ultra')).toBe(false);
    expect(isAtLeast('low', 'medium')).toBe(false);
    expect(isAtLeast('medium', 'low')).toBe(true);
  });
});
