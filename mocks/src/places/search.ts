import type { PlacePrediction } from '@contract/places';
import { getCatalogue, citySecondaryText } from './catalogue';
import type { Catalogue, City, Country } from './catalogue';
import { placeAddress } from './views';
import { searchWords } from './text';
import { buildPlaceSearchIndex } from './search-index';
import type { PlaceSearchIndex, SearchHit } from './search-index';

export type { PlaceSearchIndex, SearchHit };

/** What the handlers ask of the autocomplete index: the shared index, predictions and "places in" areas. */

let index: PlaceSearchIndex | undefined;

/** The index, built on first use (see the bench for its cost), then shared. */
export function getPlaceSearchIndex(): PlaceSearchIndex {
  index ??= buildPlaceSearchIndex(getCatalogue());
  return index;
}

/**
 * Builds the catalogue and the index now rather than on the first request (the mock API calls this
 * at start). Answers the index size and the time it took, in ms.
 */
export function preparePlaces(): { entries: number; buildMs: number } {
  const started = performance.now();
  const built = getPlaceSearchIndex();
  return { entries: built.size, buildMs: performance.now() - started };
}

/** A hit as Google's `placePrediction` (D1 §3 "Place suggestion", D2 §7). */
export function predictionOf(catalogue: Catalogue, hit: SearchHit): PlacePrediction {
  let placeId: string;
  let mainText: string;
  let secondaryText: string;
  let types: string[];
  if (hit.kind === 'country' || !hit.city) {
    placeId = catalogue.countryId(hit.country);
    mainText = hit.country.name;
    secondaryText = hit.country.subregion || hit.country.region;
    types = ['country', 'political', 'geocode'];
  } else if (hit.kind === 'city') {
    placeId = catalogue.cityId(hit.city);
    mainText = hit.city.name;
    secondaryText = citySecondaryText(catalogue, hit.city);
    types = ['locality', 'political', 'geocode'];
  } else {
    const stub = catalogue.placesOf(hit.city)[hit.slot];
    placeId = catalogue.placeId(hit.city, hit.slot);
    mainText = stub?.name ?? '';
    // "Street, City, Country" as Google shows it; landmarks have no street in the mock's data.
    const street =
      stub && !stub.landmark
        ? (placeAddress(catalogue, hit.city, placeId, stub).split(', ')[0] ?? '')
        : '';
    secondaryText = [street, hit.city.name, hit.country.name].filter(Boolean).join(', ');
    types = stub?.types ?? [];
  }
  return {
    place: `places/${placeId}`,
    placeId,
    text: { text: secondaryText ? `${mainText}, ${secondaryText}` : mainText },
    structuredFormat: { mainText: { text: mainText }, secondaryText: { text: secondaryText } },
    types,
  };
}

export type Area = { kind: 'country'; country: Country } | { kind: 'city'; city: City };

const foldedKey = (text: string) => searchWords(text).join(' ');

/** Candidates looked at when resolving a "places in" text. */
const AREA_CANDIDATES = 20;

/**
 * The country or city a "places in" text means (D2 §2 Explore `place`): among the countries and
 * cities the autocomplete finds for it, the most popular whose name is exactly the text's first part
 * ("Paris", "Paris, Texas", "Köln"), else the most popular one found ("pari" → Paris).
 */
export function findArea(text: string): Area | null {
  const [name = ''] = text.split(',').map(foldedKey);
  if (name === '') return null;
  const areas: Area[] = [];
  for (const hit of getPlaceSearchIndex().search(text, AREA_CANDIDATES)) {
    if (hit.kind === 'country') areas.push({ kind: 'country', country: hit.country });
    else if (hit.kind === 'city' && hit.city) areas.push({ kind: 'city', city: hit.city });
  }
  const names = (area: Area): string[] =>
    area.kind === 'country'
      ? [area.country.name, area.country.officialName]
      : [area.city.name, area.city.asciiName, area.city.localName];
  const exact = areas.find((area) =>
    names(area).some((label) => label && foldedKey(label) === name),
  );
  return exact ?? areas[0] ?? null;
}
