import { compileAll, pickFor } from './name-templates';
import type { NamedPlace } from './name-templates';
import type { GeneratorCity } from './place-types';
import type { Random } from './random';
import { placeOfWorship } from './worship-names';

/** Names of generated attractions: a kind picked by weight, then a name template of that kind. */

type AttractionKind =
  | 'museum'
  | 'art_gallery'
  | 'park'
  | 'worship'
  | 'historical'
  | 'market'
  | 'viewpoint'
  | 'zoo'
  | 'aquarium';

/** Attraction kinds with their weights, summed up front (picked 220 000 times at start). */
export interface KindTable {
  kinds: AttractionKind[];
  cumulative: number[];
}

function kindTable(entries: [AttractionKind, number][]): KindTable {
  let total = 0;
  return {
    kinds: entries.map(([kind]) => kind),
    cumulative: entries.map(([, weight]) => (total += weight)),
  };
}

const BASE_KINDS: [AttractionKind, number][] = [
  ['museum', 4],
  ['park', 4],
  ['worship', 4],
  ['historical', 3],
  ['market', 2],
  ['viewpoint', 2],
  ['art_gallery', 2],
];
const KINDS = kindTable(BASE_KINDS);
const BIG_CITY_KINDS = kindTable([...BASE_KINDS, ['zoo', 1]]);
const HUGE_CITY_KINDS = kindTable([...BASE_KINDS, ['zoo', 1], ['aquarium', 1]]);

/** What a city's generated attractions can be: zoos from 500 000 people, aquariums from a million. */
export function attractionKinds(city: GeneratorCity): KindTable {
  if (city.population >= 1_000_000) return HUGE_CITY_KINDS;
  if (city.population >= 500_000) return BIG_CITY_KINDS;
  return KINDS;
}

export function pickKind(table: KindTable, random: Random): AttractionKind {
  const { cumulative, kinds } = table;
  const roll = random.next() * (cumulative[cumulative.length - 1] ?? 0);
  for (let index = 0; index < cumulative.length; index += 1) {
    if (roll < (cumulative[index] ?? 0)) return kinds[index] ?? 'museum';
  }
  return kinds[kinds.length - 1] ?? 'museum';
}

const ATTRACTION_TEMPLATES = compileAll({
  museum: [
    '{C} City Museum',
    '{C} Museum of Art',
    'Museum of {T}',
    '{C} History Museum',
    '{S} House Museum',
    '{C} Science Centre',
  ],
  capitalMuseum: [
    'National Museum of {T}',
    '{C} City Museum',
    '{C} Museum of Art',
    '{C} History Museum',
  ],
  art_gallery: [
    '{C} Contemporary Art Gallery',
    'Gallery {S}',
    '{N} Art Gallery',
    'The Blue Room Gallery',
    'The Ochre Room Gallery',
  ],
  park: ['{C} Botanical Garden', '{N} Park', '{S} Gardens', '{C} Central Park', '{N} Gardens'],
  historicalIndia: [
    '{C} Fort',
    '{S} Wada',
    'Rang Mahal',
    'Sheesh Mahal',
    'Moti Mahal',
    '{C} Clock Tower',
  ],
  historicalJapan: ['{C} Castle', 'Former {S} Residence', '{C} Old Post Town'],
  historical: [
    '{C} Old Town Hall',
    '{C} Clock Tower',
    '{S} Palace',
    'Old City Walls',
    '{C} Gate',
    '{S} Castle',
  ],
  bazaar: ['{C} Bazaar', '{S} Bazaar', 'Old City Bazaar', 'Spice Bazaar'],
  nightMarket: ['{C} Night Market'],
  mercado: ['Mercado Central', 'Mercado de San Juan', 'Mercado del Carmen', 'Mercado Municipal'],
  market: ['{C} Central Market', 'Old Town Market', '{C} Farmers’ Market'],
  viewpoint: [
    '{C} Viewpoint',
    '{N} Lake',
    'Riverside Promenade',
    'Sunset Point',
    '{S} Hill',
    'Old Quarter',
  ],
  zoo: ['{C} Zoo'],
  aquarium: ['{C} Aquarium'],
});

export function attractionName(
  kind: AttractionKind,
  city: GeneratorCity,
  random: Random,
): NamedPlace {
  const { culture } = city;
  switch (kind) {
    case 'museum':
      return pickFor(
        city.isCapital ? ATTRACTION_TEMPLATES.capitalMuseum : ATTRACTION_TEMPLATES.museum,
        'museum',
        random,
        city,
      );
    case 'art_gallery':
      return pickFor(ATTRACTION_TEMPLATES.art_gallery, 'art_gallery', random, city);
    case 'park':
      return pickFor(ATTRACTION_TEMPLATES.park, 'park', random, city);
    case 'worship': {
      const [name, primaryType] = placeOfWorship(culture.religion, culture, city, random);
      return { name, primaryType, parts: null };
    }
    case 'historical':
      return pickFor(
        culture.street === 'in'
          ? ATTRACTION_TEMPLATES.historicalIndia
          : culture.religion === 'japanese'
            ? ATTRACTION_TEMPLATES.historicalJapan
            : ATTRACTION_TEMPLATES.historical,
        'historical_landmark',
        random,
        city,
      );
    case 'market':
      return pickFor(
        culture.street === 'in' || culture.religion === 'muslim'
          ? ATTRACTION_TEMPLATES.bazaar
          : culture.cuisine === 'chinese' ||
              culture.cuisine === 'thai' ||
              culture.cuisine === 'vietnamese'
            ? ATTRACTION_TEMPLATES.nightMarket
            : culture.street === 'es'
              ? ATTRACTION_TEMPLATES.mercado
              : ATTRACTION_TEMPLATES.market,
        'market',
        random,
        city,
      );
    case 'viewpoint':
      return pickFor(ATTRACTION_TEMPLATES.viewpoint, 'tourist_attraction', random, city);
    case 'zoo':
      return pickFor(ATTRACTION_TEMPLATES.zoo, 'zoo', random, city);
    case 'aquarium':
      return pickFor(ATTRACTION_TEMPLATES.aquarium, 'aquarium', random, city);
  }
}
