import { attractionKinds, attractionName, pickKind } from './attraction-names';
import type { KindTable } from './attraction-names';
import type { NamedPlace, NameParts } from './name-templates';
import type { GeneratorCity, PlaceCategory, PlaceStub } from './place-types';
import type { Landmark } from './landmarks';
import { createRandom } from './random';
import type { Random } from './random';
import { restaurantName } from './restaurant-names';

/**
 * The generated part of the catalogue: around every city, attractions and restaurants whose names,
 * types, ratings and positions follow from the city's GeoNames id alone (stubs, cheap: the search
 * index makes them for every city at start), and the rest of their details (summary, hours, reviews),
 * made only when a place is asked for. Landmarks take the first attraction slots.
 */

/** How many attractions and restaurants a city of this size gets (before landmarks are added). */
export function placeCounts(population: number): { attractions: number; restaurants: number } {
  if (population >= 5_000_000) return { attractions: 12, restaurants: 10 };
  if (population >= 1_000_000) return { attractions: 10, restaurants: 8 };
  if (population >= 250_000) return { attractions: 8, restaurants: 6 };
  if (population >= 50_000) return { attractions: 6, restaurants: 5 };
  return { attractions: 4, restaurants: 4 };
}

/** Landmarks are always followed by a few generated attractions, so every list has local colour. */
const GENERATED_ATTRACTIONS_AFTER_LANDMARKS = 3;

export const ATTRACTION_PHOTOS = { min: 3, max: 5 } as const;

const TYPE_TAILS = ['point_of_interest', 'establishment'];

/** Type lists are shared between places of one primary type (they are never changed). */
const attractionTypeLists = new Map<string, string[]>();
const restaurantTypeLists = new Map<string, string[]>();

function attractionTypes(primaryType: string): string[] {
  let list = attractionTypeLists.get(primaryType);
  if (!list) {
    list = makeAttractionTypes(primaryType);
    attractionTypeLists.set(primaryType, list);
  }
  return list;
}

function restaurantTypes(primaryType: string): string[] {
  let list = restaurantTypeLists.get(primaryType);
  if (!list) {
    list = makeRestaurantTypes(primaryType);
    restaurantTypeLists.set(primaryType, list);
  }
  return list;
}

function makeAttractionTypes(primaryType: string): string[] {
  const types = [primaryType];
  if (['church', 'hindu_temple', 'mosque', 'synagogue'].includes(primaryType)) {
    types.push('place_of_worship');
  }
  if (primaryType !== 'tourist_attraction') types.push('tourist_attraction');
  return [...types, ...TYPE_TAILS];
}

function makeRestaurantTypes(primaryType: string): string[] {
  const types = [primaryType];
  if (primaryType !== 'restaurant' && primaryType !== 'cafe' && primaryType !== 'bakery') {
    types.push('restaurant');
  }
  return [...types, 'food', ...TYPE_TAILS];
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const KM_PER_DEGREE = 111.32;

/** A point `distanceKm` from the city centre at a random bearing (uniform over the disc). */
function pointNear(
  city: GeneratorCity,
  radiusKm: number,
  kmPerLongitude: number,
  random: Random,
): [number, number] {
  const distance = radiusKm * Math.sqrt(random.next());
  const bearing = random.next() * 2 * Math.PI;
  const latitude = city.latitude + (distance * Math.cos(bearing)) / KM_PER_DEGREE;
  const longitude = city.longitude + (distance * Math.sin(bearing)) / kmPerLongitude;
  return [Math.round(latitude * 1e5) / 1e5, Math.round(longitude * 1e5) / 1e5];
}

/** How far from the centre generated places of a city lie (km): bigger cities spread further. */
export function cityRadiusKm(population: number): number {
  return Math.min(8, 1 + Math.sqrt(population) / 400);
}

function isUsed(used: readonly NamedPlace[], candidate: NamedPlace): boolean {
  for (const other of used) {
    const same =
      other.parts && candidate.parts
        ? other.parts.template === candidate.parts.template &&
          other.parts.value === candidate.parts.value
        : other.name === candidate.name;
    if (same) return true;
  }
  return false;
}

/**
 * A name not used yet in this city (a few tries, then a number is added). Names made from parts
 * compare by their parts: cheaper than hashing 220 000 fresh strings at start.
 */
function uniqueName(
  category: PlaceCategory,
  city: GeneratorCity,
  kinds: KindTable,
  used: NamedPlace[],
  random: Random,
): NamedPlace {
  let candidate: NamedPlace = { name: '', primaryType: '', parts: null };
  for (let attempt = 0; attempt < 6; attempt += 1) {
    candidate =
      category === 'attraction'
        ? attractionName(pickKind(kinds, random), city, random)
        : restaurantName(city, random);
    if (!isUsed(used, candidate)) break;
    if (attempt === 5) {
      candidate = {
        name: `${candidate.name} ${used.length + 1}`,
        primaryType: candidate.primaryType,
        parts: null,
      };
    }
  }
  used.push(candidate);
  return candidate;
}

/** What the search index needs of a place: its name, type and popularity. */
export interface PlaceIdentity {
  slot: number;
  category: PlaceCategory;
  name: string;
  /** How a generated name was made; null for landmarks and names made otherwise. */
  nameParts: NameParts | null;
  primaryType: string;
  userRatingCount: number;
  landmark: Landmark | null;
}

/**
 * Every attraction and restaurant of a city by name, type and popularity, in slot order (attractions
 * first). Its own random stream, apart from positions and ratings, so the index (which names every
 * place of the world at start) makes no more than it needs.
 */
export function generateCityPlaceIdentities(city: GeneratorCity): PlaceIdentity[] {
  const random = createRandom(`names:${city.geonameId}`);
  const counts = placeCounts(city.population);
  const attractions = Math.max(
    counts.attractions,
    city.landmarks.length + GENERATED_ATTRACTIONS_AFTER_LANDMARKS,
  );
  const popularity = Math.sqrt(city.population);
  const kinds = attractionKinds(city);
  const usedNames: NamedPlace[] = city.landmarks.map((landmark) => ({
    name: landmark.name,
    primaryType: landmark.primaryType,
    parts: null,
  }));
  const places: PlaceIdentity[] = [];
  for (let slot = 0; slot < attractions + counts.restaurants; slot += 1) {
    const landmark = city.landmarks[slot];
    if (landmark) {
      places.push({
        slot,
        category: 'attraction',
        name: landmark.name,
        nameParts: null,
        primaryType: landmark.primaryType,
        userRatingCount: landmark.userRatingCount,
        landmark,
      });
      continue;
    }
    const category: PlaceCategory = slot < attractions ? 'attraction' : 'restaurant';
    const { name, primaryType, parts } = uniqueName(category, city, kinds, usedNames, random);
    const spread = category === 'attraction' ? random.between(0.4, 6) : random.between(0.15, 3);
    places.push({
      slot,
      category,
      name,
      nameParts: parts,
      primaryType,
      userRatingCount: Math.round(popularity * spread + random.int(8, 80)),
      landmark: null,
    });
  }
  return places;
}

/** Every attraction and restaurant of a city with its position, rating and photo count. */
export function generateCityPlaces(city: GeneratorCity): PlaceStub[] {
  const random = createRandom(`places:${city.geonameId}`);
  const radius = cityRadiusKm(city.population);
  const kmPerLongitude = KM_PER_DEGREE * Math.max(0.05, Math.cos((city.latitude * Math.PI) / 180));
  return generateCityPlaceIdentities(city).map((identity): PlaceStub => {
    const { slot, category, name, primaryType, userRatingCount, landmark } = identity;
    const types =
      category === 'attraction' ? attractionTypes(primaryType) : restaurantTypes(primaryType);
    if (landmark) {
      return {
        slot,
        category,
        name,
        primaryType,
        types,
        rating: landmark.rating,
        userRatingCount,
        latitude: landmark.latitude,
        longitude: landmark.longitude,
        photoCount: ATTRACTION_PHOTOS.max,
        landmark,
      };
    }
    const [latitude, longitude] = pointNear(city, radius, kmPerLongitude, random);
    const rating =
      category === 'attraction'
        ? Math.min(4.9, random.between(3.9, 4.85))
        : random.between(3.6, 4.8);
    return {
      slot,
      category,
      name,
      primaryType,
      types,
      rating: round1(rating),
      userRatingCount,
      latitude,
      longitude,
      photoCount: random.int(ATTRACTION_PHOTOS.min, ATTRACTION_PHOTOS.max),
      landmark: null,
    };
  });
}
