import { describe, expect, it } from 'vitest';
import { scrollStepFor } from './scroll-step';

describe('Explore scroll step (spec 001 §9)', () => {
  it('is 300 px under 768 px wide and 900 px from 768 px up', () => {
    expect(scrollStepFor(390)).toBe(300);
    expect(scrollStepFor(767)).toBe(300);
    expect(scrollStepFor(768)).toBe(900);
    expect(scrollStepFor(1280)).toBe(900);
  });
});
