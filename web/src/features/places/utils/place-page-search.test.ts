import { describe, expect, it } from 'vitest';
import { validatePlacePageSearch } from './place-page-search';

describe('validatePlacePageSearch', () => {
  it('keeps ?action=save (reopens "Save to itinerary" after signing in)', () => {
    expect(validatePlacePageSearch({ action: 'save' })).toEqual({ action: 'save' });
  });

  it('drops any other action rather than failing the route', () => {
    for (const action of ['Save', 'edit', '', 1, null, ['save']]) {
      expect(validatePlacePageSearch({ action })).toStrictEqual({ action: undefined });
    }
  });

  it('has no action when the key is missing', () => {
    expect(validatePlacePageSearch({})).toStrictEqual({ action: undefined });
  });
});
