import { describe, expect, it } from 'vitest';
import { starKinds } from './star-rating';

describe('starKinds', () => {
  it('fills whole stars and a half for .5', () => {
    expect(starKinds(4.5)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starKinds(3)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
  });

  it('rounds to the nearest half and stays within 0 to 5', () => {
    expect(starKinds(4.26)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starKinds(4.2)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starKinds(7)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starKinds(-1)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });
});
