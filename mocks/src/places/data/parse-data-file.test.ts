import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { landmarkSchema } from '../landmarks';
import { lazyDataFile, parseDataFile } from './parse-data-file';

const eiffel = {
  name: 'Eiffel Tower',
  city: 'Paris',
  cca2: 'FR',
  latitude: 48.8584,
  longitude: 2.2945,
  primaryType: 'tourist_attraction',
  rating: 4.7,
  userRatingCount: 400000,
  summary: 'Iron lattice tower.',
};

describe('parseDataFile', () => {
  it('answers the entries when they match the schema', () => {
    expect(parseDataFile('landmarks.json', z.array(landmarkSchema), [eiffel])).toEqual([eiffel]);
  });

  it('names the file, the bad entry and the field when one does not match', () => {
    const bad = { ...eiffel, name: 'Louvre', primaryType: 'palace' };
    expect(() => parseDataFile('landmarks.json', z.array(landmarkSchema), [eiffel, bad])).toThrow(
      /^mocks\/src\/places\/data\/landmarks\.json: entry 1 \(Louvre\), primaryType: /,
    );
  });

  it('refuses a field the schema does not know (a misspelt key)', () => {
    const misspelt = { ...eiffel, lattitude: 48.8584 };
    expect(() => parseDataFile('landmarks.json', z.array(landmarkSchema), [misspelt])).toThrow(
      /entry 0 \(Eiffel Tower\)/,
    );
  });
});

describe('lazyDataFile', () => {
  it('checks the file on first use, not when it is declared, and parses it once', () => {
    const read = lazyDataFile('landmarks.json', z.array(landmarkSchema), [{ name: 'Bad' }]);
    expect(read).toThrow(/entry 0 \(Bad\)/);
    const good = lazyDataFile('landmarks.json', z.array(landmarkSchema), [eiffel]);
    expect(good()).toBe(good());
  });
});
