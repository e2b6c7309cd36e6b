import snapshotJson from '../../data/catalogue.json' with { type: 'json' };
import { cityAddress, cityPostalCode } from './address';
import type { AddressCity } from './address';
import { cultureOf } from './culture';
import type { Culture } from './culture';
import { cityRadiusKm, generateCityPlaces } from './place-stubs';
import type { GeneratorCity, PlaceCategory, PlaceStub } from './place-types';
import { decodePlaceId, encodePlaceId } from './ids';
import { landmarks } from './landmarks';
import type { Landmark } from './landmarks';
import { cellKey, distanceKm, KM_PER_DEGREE_LATITUDE, toRadians } from './geo';
import { isCatalogueSnapshot } from './snapshot';
import type { CatalogueSnapshot } from './snapshot';

/**
 * The world the mock serves: every country and every city of the snapshot (mocks/data/catalogue.json),
 * the landmarks tied to their cities, and the generated places around each city (generate.ts). Read-only
 * and the same for every mock db, so it is built once per process, on first use.
 */

export interface Country {
  index: number;
  cca2: string;
  name: string;
  officialName: string;
  capital: string;
  region: string;
  subregion: string;
  latitude: number;
  longitude: number;
  callingCode: string;
  culture: Culture;
  /** Sum of its catalogue cities' populations: the country's weight in search. */
  population: number;
  /** Most populous first. */
  cities: City[];
  landmarkCount: number;
}

export interface City {
  index: number;
  geonameId: number;
  name: string;
  asciiName: string;
  /** The local name where the English one differs (Köln for Cologne), else ''. */
  localName: string;
  country: Country;
  region: string;
  latitude: number;
  longitude: number;
  population: number;
  isCapital: boolean;
  landmarks: Landmark[];
}

/** A generated or landmark place found near a point. */
export interface PlaceNear {
  city: City;
  stub: PlaceStub;
  distanceKm: number;
}

export type ResolvedPlace =
  | { kind: 'country'; id: string; country: Country }
  | { kind: 'city'; id: string; city: City }
  | { kind: 'place'; id: string; city: City; stub: PlaceStub };

/** Reverse geocoding answer: the nearest catalogue city to a point (see nearestCity). */
export interface NearestCity {
  city: string;
  /** First-level division (state, province); '' where GeoNames has none. */
  state: string;
  country: string;
  postalCode: string;
  /** The city's centre (not the asked point). */
  latitude: number;
  longitude: number;
  /** From the asked point to the city's centre. */
  distanceKm: number;
}

/** Grid searches for the nearest city before falling back on all of them. */
const NEAREST_CITY_RADII_KM = [25, 100, 400, 1500];

/** Generated places of recently used cities (each city's list is about 20 small objects). */
const PLACE_CACHE_CITIES = 4096;

export interface Catalogue {
  readonly countries: readonly Country[];
  /** Most populous first. */
  readonly cities: readonly City[];
  country(cca2: string): Country | undefined;
  city(geonameId: number): City | undefined;
  /** The city's attractions and restaurants, in slot order (generated once, then cached). */
  placesOf(city: City): PlaceStub[];
  countryId(country: Country): string;
  cityId(city: City): string;
  placeId(city: City, slot: number): string;
  /** An id of any kind back to its place, or null when unknown. */
  resolve(placeId: string): ResolvedPlace | null;
  /** Cities whose centre lies within `radiusKm`, nearest first. */
  citiesNear(latitude: number, longitude: number, radiusKm: number): City[];
  nearestCity(latitude: number, longitude: number): City | undefined;
  /** Places of one category within `radiusKm` of the point, nearest first. */
  placesNear(
    latitude: number,
    longitude: number,
    radiusKm: number,
    category: PlaceCategory,
  ): PlaceNear[];
  generatorCity(city: City): GeneratorCity;
  addressCity(city: City): AddressCity;
  /** How long building took, in ms (reported by the bench). */
  readonly buildMs: number;
}

function buildCatalogue(snapshot: CatalogueSnapshot): Catalogue {
  const started = performance.now();
  const countries: Country[] = snapshot.countries.map(
    (
      [cca2, name, officialName, capital, region, subregion, latitude, longitude, callingCode],
      index,
    ) => ({
      index,
      cca2,
      name,
      officialName,
      capital,
      region,
      subregion,
      latitude,
      longitude,
      callingCode,
      culture: cultureOf(cca2, subregion),
      population: 0,
      cities: [],
      landmarkCount: 0,
    }),
  );
  const countryByCode = new Map(countries.map((country) => [country.cca2, country]));

  const cities: City[] = [];
  const cityByGeonameId = new Map<number, City>();
  const grid = new Map<number, City[]>();
  for (const row of snapshot.cities) {
    const [geonameId, name, asciiName, cca2, regionIndex, latitude, longitude, population] = row;
    const country = countryByCode.get(cca2);
    if (!country) continue;
    const city: City = {
      index: cities.length,
      geonameId,
      name,
      asciiName: asciiName || name,
      localName: row[8] ?? '',
      country,
      region: snapshot.regions[regionIndex] ?? '',
      latitude,
      longitude,
      population,
      isCapital: country.capital === name,
      landmarks: [],
    };
    cities.push(city);
    cityByGeonameId.set(geonameId, city);
    country.cities.push(city);
    country.population += population;
    const key = cellKey(latitude, longitude);
    const cell = grid.get(key);
    if (cell) cell.push(city);
    else grid.set(key, [city]);
  }

  // Landmarks join the most populous city of that name in their country.
  const landmarkCities = new Map<Landmark, City>();
  for (const landmark of landmarks()) {
    const country = countryByCode.get(landmark.cca2);
    const city = country?.cities.find(
      (candidate) =>
        candidate.name === landmark.city ||
        candidate.asciiName === landmark.city ||
        candidate.localName === landmark.city,
    );
    if (!city || !country) {
      throw new Error(`landmark ${landmark.name}: no city ${landmark.city} (${landmark.cca2})`);
    }
    city.landmarks.push(landmark);
    country.landmarkCount += 1;
    landmarkCities.set(landmark, city);
  }
  /** Generated places lie within this distance of their city's centre (landmarks excepted). */
  const maxPlaceSpreadKm = Math.max(...cities.map((city) => cityRadiusKm(city.population)));

  const placeCache = new Map<number, PlaceStub[]>();
  const idCache = new Map<string, string>();
  const memoId = (cacheKey: string, make: () => string) => {
    let id = idCache.get(cacheKey);
    if (id === undefined) {
      id = make();
      if (idCache.size > 50_000) idCache.clear();
      idCache.set(cacheKey, id);
    }
    return id;
  };

  const catalogue: Catalogue = {
    countries,
    cities,
    buildMs: 0,
    country: (cca2) => countryByCode.get(cca2),
    city: (geonameId) => cityByGeonameId.get(geonameId),
    placesOf(city) {
      let places = placeCache.get(city.geonameId);
      if (places) {
        // Refresh its place in the LRU order.
        placeCache.delete(city.geonameId);
      } else {
        places = generateCityPlaces(catalogue.generatorCity(city));
        if (placeCache.size >= PLACE_CACHE_CITIES) {
          const oldest = placeCache.keys().next();
          if (!oldest.done) placeCache.delete(oldest.value);
        }
      }
      placeCache.set(city.geonameId, places);
      return places;
    },
    countryId: (country) =>
      memoId(`country:${country.cca2}`, () =>
        encodePlaceId({ kind: 'country', cca2: country.cca2 }),
      ),
    cityId: (city) =>
      memoId(`city:${city.geonameId}`, () =>
        encodePlaceId({ kind: 'city', geonameId: city.geonameId }),
      ),
    placeId: (city, slot) =>
      memoId(`place:${city.geonameId}:${slot}`, () =>
        encodePlaceId({ kind: 'place', geonameId: city.geonameId, slot }),
      ),
    resolve(placeId) {
      const key = decodePlaceId(placeId);
      if (!key) return null;
      if (key.kind === 'country') {
        const country = countryByCode.get(key.cca2);
        return country ? { kind: 'country', id: placeId, country } : null;
      }
      const city = cityByGeonameId.get(key.geonameId);
      if (!city) return null;
      if (key.kind === 'city') return { kind: 'city', id: placeId, city };
      const stub = catalogue.placesOf(city)[key.slot];
      return stub ? { kind: 'place', id: placeId, city, stub } : null;
    },
    citiesNear(latitude, longitude, radiusKm) {
      const latitudeSpan = Math.ceil(radiusKm / 111) + 1;
      const longitudeSpan = Math.min(
        180,
        Math.ceil(radiusKm / (111 * Math.max(0.05, Math.cos(toRadians(latitude))))) + 1,
      );
      const found: [City, number][] = [];
      for (let dLatitude = -latitudeSpan; dLatitude <= latitudeSpan; dLatitude += 1) {
        const cellLatitude = latitude + dLatitude;
        if (cellLatitude < -90 || cellLatitude >= 91) continue;
        for (let dLongitude = -longitudeSpan; dLongitude <= longitudeSpan; dLongitude += 1) {
          for (const city of grid.get(cellKey(cellLatitude, longitude + dLongitude)) ?? []) {
            // Cheap latitude test first: most cities of the outer cells are too far north or south.
            if (Math.abs(city.latitude - latitude) * KM_PER_DEGREE_LATITUDE > radiusKm) continue;
            const distance = distanceKm(latitude, longitude, city.latitude, city.longitude);
            if (distance <= radiusKm) found.push([city, distance]);
          }
        }
      }
      return found.sort((a, b) => a[1] - b[1]).map(([city]) => city);
    },
    nearestCity(latitude, longitude) {
      // "Nearest" counts from a city's edge (its spread radius), so a point by the Eiffel Tower is in
      // Paris, not in the smaller Neuilly whose centre happens to be closer.
      const score = (city: City) =>
        distanceKm(latitude, longitude, city.latitude, city.longitude) -
        cityRadiusKm(city.population);
      const closest = (candidates: readonly City[]) => {
        let best: City | undefined;
        let bestScore = Infinity;
        for (const city of candidates) {
          const cityScore = score(city);
          if (cityScore < bestScore) {
            best = city;
            bestScore = cityScore;
          }
        }
        return { best, bestScore };
      };
      // Widen the circle until its best city cannot be beaten by one outside it.
      for (const radius of NEAREST_CITY_RADII_KM) {
        const { best, bestScore } = closest(
          catalogue.citiesNear(latitude, longitude, radius + maxPlaceSpreadKm),
        );
        if (best && bestScore <= radius) return best;
      }
      // Far out at sea: look at every city (a few milliseconds).
      return closest(cities).best;
    },
    placesNear(latitude, longitude, radiusKm, category) {
      const found = new Map<PlaceStub, PlaceNear>();
      const consider = (city: City, stub: PlaceStub) => {
        if (stub.category !== category || found.has(stub)) return;
        const distance = distanceKm(latitude, longitude, stub.latitude, stub.longitude);
        if (distance <= radiusKm) found.set(stub, { city, stub, distanceKm: distance });
      };
      for (const city of catalogue.citiesNear(latitude, longitude, radiusKm + maxPlaceSpreadKm)) {
        for (const stub of catalogue.placesOf(city)) consider(city, stub);
      }
      // Some landmarks lie far from their city's centre (Machu Picchu and Cusco).
      if (category === 'attraction') {
        for (const [landmark, city] of landmarkCities) {
          if (Math.abs(landmark.latitude - latitude) * 111 > radiusKm) continue;
          const stub = catalogue.placesOf(city)[city.landmarks.indexOf(landmark)];
          if (stub) consider(city, stub);
        }
      }
      return [...found.values()].sort((a, b) => a.distanceKm - b.distanceKm);
    },
    generatorCity: (city) => ({
      geonameId: city.geonameId,
      name: city.name,
      population: city.population,
      latitude: city.latitude,
      longitude: city.longitude,
      isCapital: city.isCapital,
      culture: city.country.culture,
      landmarks: city.landmarks,
    }),
    addressCity: (city) => ({
      geonameId: city.geonameId,
      name: city.name,
      region: city.region,
      cca2: city.country.cca2,
      countryName: city.country.name,
      culture: city.country.culture,
    }),
  };
  return { ...catalogue, buildMs: performance.now() - started };
}

let built: Catalogue | undefined;

/** The catalogue, built on first use (about 0.1 s), then shared by every handler set. */
export function getCatalogue(): Catalogue {
  if (!built) {
    const snapshot: unknown = snapshotJson;
    if (!isCatalogueSnapshot(snapshot))
      throw new Error('mocks/data/catalogue.json is not a snapshot');
    built = buildCatalogue(snapshot);
  }
  return built;
}

/**
 * Reverse geocoding for user-location: the catalogue city nearest to a point, with its state, country
 * and a postal code in the country's format. Fast: a 1° grid lookup (microseconds once built).
 */
export function nearestCity(latitude: number, longitude: number): NearestCity {
  const catalogue = getCatalogue();
  const city = catalogue.nearestCity(latitude, longitude);
  // Only an empty snapshot has no nearest city.
  if (!city) throw new Error('the catalogue holds no city');
  return {
    city: city.name,
    state: city.region,
    country: city.country.name,
    postalCode: cityPostalCode(catalogue.addressCity(city)),
    latitude: city.latitude,
    longitude: city.longitude,
    distanceKm:
      Math.round(distanceKm(latitude, longitude, city.latitude, city.longitude) * 10) / 10,
  };
}

/** "Maharashtra, India": what a city's suggestion shows under its name. */
export function citySecondaryText(catalogue: Catalogue, city: City): string {
  const full = cityAddress(catalogue.addressCity(city));
  if (full === city.name) return city.country.name; // a city state
  return full.startsWith(`${city.name}, `) ? full.slice(city.name.length + 2) : full;
}
