import { describe, expect, it } from 'vitest';
import { validateTripSearch, validateTripsSearch } from './trip-search';

describe('validateTripsSearch', () => {
  it('keeps ?create=1 (the router parses it to the number 1)', () => {
    expect(validateTripsSearch({ create: 1 })).toEqual({ create: 1 });
  });

  it('drops any other value, even the string "1", so the route does not fail', () => {
    for (const create of ['1', 2, 0, true, null, 'yes', [1]]) {
      expect(validateTripsSearch({ create })).toStrictEqual({ create: undefined });
    }
  });

  it('leaves the dialog closed when the key is missing', () => {
    expect(validateTripsSearch({})).toStrictEqual({ create: undefined });
  });
});

describe('validateTripSearch', () => {
  it('keeps every tab of the trip page', () => {
    for (const tab of ['destinations', 'itinerary', 'checklist', 'collaborators']) {
      expect(validateTripSearch({ tab })).toEqual({ tab });
    }
  });

  it('drops an unknown tab, so the first one opens', () => {
    for (const tab of ['Checklist', 'memories', '', 1, null, ['checklist']]) {
      expect(validateTripSearch({ tab })).toStrictEqual({ tab: undefined });
    }
  });

  it('has no tab when the key is missing', () => {
    expect(validateTripSearch({ other: 'x' })).toStrictEqual({ tab: undefined });
  });
});
