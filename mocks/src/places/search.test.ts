import { beforeAll, describe, expect, it } from 'vitest';
import { placePrediction } from '@contract/places';
import { getCatalogue } from './catalogue';
import { findArea, getPlaceSearchIndex, predictionOf } from './search';
import type { PlaceSearchIndex } from './search';

let index: PlaceSearchIndex;
beforeAll(() => {
  index = getPlaceSearchIndex();
}, 60_000);

const catalogue = getCatalogue();
const mainTexts = (query: string, limit = 5) =>
  index
    .search(query, limit)
    .map((hit) => predictionOf(catalogue, hit).structuredFormat.mainText.text);

describe('the autocomplete index', () => {
  it('covers every country, city and generated place', () => {
    const places = catalogue.cities.reduce((sum, city) => sum + catalogue.placesOf(city).length, 0);
    expect(index.size).toBe(catalogue.countries.length + catalogue.cities.length + places);
  });

  it('ranks Paris first for "par", then other popular matches', () => {
    const hits = mainTexts('par');
    expect(hits[0]).toBe('Paris');
    expect(hits).toHaveLength(5);
    expect(hits).toContain('Paraguay');
  });

  it('finds the Eiffel Tower from "eiff"', () => {
    const [hit] = index.search('eiff', 5);
    if (!hit) throw new Error('no hit for "eiff"');
    expect(hit.kind).toBe('place');
    expect(predictionOf(catalogue, hit).structuredFormat.mainText.text).toBe('Eiffel Tower');
  });

  it('matches words inside names, ignoring case and accents', () => {
    expect(mainTexts('tower of lon')).toContain('Tower of London');
    expect(mainTexts('ZURICH')[0]).toBe('Zürich');
    expect(mainTexts('sao pa')[0]).toBe('São Paulo');
    // The local name finds the English one.
    expect(mainTexts('köln')[0]).toBe('Cologne');
  });

  it('uses the city and country of a place as context, but never alone', () => {
    expect(mainTexts('museum pune')).toContain('Raja Dinkar Kelkar Museum');
    const puneAlone = index.search('pune', 20);
    expect(
      puneAlone.every((hit) =>
        /pune/i.test(predictionOf(catalogue, hit).structuredFormat.mainText.text),
      ),
    ).toBe(true);
    expect(mainTexts('paris texas')[0]).toBe('Paris');
    const [texas] = index.search('paris texas', 1);
    expect(texas?.city?.region).toBe('Texas');
  });

  it('answers nothing for text that starts no word, and respects the limit', () => {
    expect(index.search('xqzv', 5)).toEqual([]);
    expect(index.search('  ', 5)).toEqual([]);
    expect(index.search('san', 3)).toHaveLength(3);
    expect(index.search('san', 0)).toEqual([]);
  });

  it('turns hits into Google place predictions', () => {
    const [pune] = index.search('pune', 1);
    if (!pune) throw new Error('no Pune');
    const prediction = placePrediction.strict().parse(predictionOf(catalogue, pune));
    expect(prediction).toMatchObject({
      placeId: expect.stringMatching(/^ChIJ/) as unknown,
      text: { text: 'Pune, Maharashtra, India' },
      structuredFormat: {
        mainText: { text: 'Pune' },
        secondaryText: { text: 'Maharashtra, India' },
      },
    });
    expect(prediction.place).toBe(`places/${prediction.placeId}`);
    expect(catalogue.resolve(prediction.placeId)).toMatchObject({ kind: 'city' });
  });

  it('answers common queries within the 5 ms budget', () => {
    const queries = [
      'par',
      'lon',
      'new y',
      'mus',
      'sa',
      'museum pune',
      'temple',
      'eiff',
      'park museum',
    ];
    for (const query of queries) index.search(query, 5); // warm up
    const times: number[] = [];
    for (let round = 0; round < 20; round += 1) {
      for (const query of queries) {
        const started = performance.now();
        index.search(query, 5);
        times.push(performance.now() - started);
      }
    }
    times.sort((a, b) => a - b);
    // The bench measures p99 <= 5 ms on an idle machine; a test box may be busy, so the median is checked.
    expect(times[Math.floor(times.length / 2)]).toBeLessThan(5);
  });
});

describe('findArea ("places in")', () => {
  it('reads a country, a city, and a city narrowed by its region', () => {
    expect(findArea('France')).toMatchObject({ kind: 'country', country: { cca2: 'FR' } });
    expect(findArea('Pune')).toMatchObject({ kind: 'city', city: { name: 'Pune' } });
    expect(findArea('Paris, Texas')).toMatchObject({ kind: 'city', city: { region: 'Texas' } });
    expect(findArea('Köln')).toMatchObject({ kind: 'city', city: { name: 'Cologne' } });
  });

  it('falls back on the most popular match, or nothing', () => {
    expect(findArea('pari')).toMatchObject({ kind: 'city', city: { name: 'Paris' } });
    expect(findArea('xqzv')).toBeNull();
    expect(findArea(' , ')).toBeNull();
  });
});
