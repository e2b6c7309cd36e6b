import { describe, expect, it } from 'vitest';
import { median } from './bench-stats';

describe("the benches' median", () => {
  it('takes the middle of an odd count and the mean of the two middle values of an even one', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([40, 10, 30, 20])).toBe(25);
  });

  it('leaves out runs that did not measure the figure, and is NaN when none did', () => {
    expect(median([Number.NaN, 5, 9, Number.NaN, 7])).toBe(7);
    expect(median([Number.NaN])).toBeNaN();
    expect(median([])).toBeNaN();
  });

  it('does not reorder the runs it is given', () => {
    const runs = [3, 1, 2];
    median(runs);
    expect(runs).toEqual([3, 1, 2]);
  });
});
