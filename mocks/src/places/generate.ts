import type { ChristianLanguage, Culture, Cuisine, NamePool, Religion } from './culture';
import type { Landmark } from './landmarks';
import { createRandom } from './random';
import type { Random } from './random';

/**
 * The generated part of the catalogue: around every city, attractions and restaurants whose names,
 * types, ratings and positions follow from the city's GeoNames id alone (stubs, cheap: the search
 * index makes them for every city at start), and the rest of their details (summary, hours, reviews),
 * made only when a place is asked for. Landmarks take the first attraction slots.
 */

export type PlaceCategory = 'attraction' | 'restaurant';

export interface GeneratorCity {
  geonameId: number;
  name: string;
  population: number;
  latitude: number;
  longitude: number;
  isCapital: boolean;
  culture: Culture;
  landmarks: readonly Landmark[];
}

export interface PlaceStub {
  slot: number;
  category: PlaceCategory;
  name: string;
  primaryType: string;
  /** Google-style type list, most specific first. */
  types: string[];
  rating: number;
  userRatingCount: number;
  latitude: number;
  longitude: number;
  photoCount: number;
  landmark: Landmark | null;
}

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

// ---------------------------------------------------------------------------------------------
// Names

const SURNAMES: Record<NamePool, string[]> = {
  indian: [
    'Joshi',
    'Kulkarni',
    'Deshpande',
    'Patil',
    'Sharma',
    'Iyer',
    'Reddy',
    'Gupta',
    'Mehta',
    'Rao',
    'Nair',
    'Bose',
    'Kapoor',
    'Chatterjee',
    'Desai',
    'Shinde',
    'Gokhale',
    'Pawar',
  ],
  english: [
    'Ashworth',
    'Bennett',
    'Carter',
    'Dalton',
    'Ellison',
    'Fairfax',
    'Grant',
    'Harlow',
    'Kingsley',
    'Lowell',
    'Morgan',
    'Prescott',
    'Whitmore',
    'Hayes',
    'Turner',
    'Walsh',
  ],
  french: [
    'Dubois',
    'Lefèvre',
    'Moreau',
    'Laurent',
    'Girard',
    'Bonnet',
    'Fontaine',
    'Rousseau',
    'Chevalier',
    'Marchand',
    'Garnier',
    'Blanc',
  ],
  german: [
    'Becker',
    'Hoffmann',
    'Schneider',
    'Vogel',
    'Krüger',
    'Wagner',
    'Brandt',
    'Keller',
    'Hartmann',
    'Lang',
    'Engel',
    'Richter',
  ],
  spanish: [
    'García',
    'Martínez',
    'Herrera',
    'Navarro',
    'Castillo',
    'Morales',
    'Ortega',
    'Vargas',
    'Romero',
    'Delgado',
    'Ruiz',
    'Mendoza',
  ],
  italian: [
    'Rossi',
    'Bianchi',
    'Ferrari',
    'Esposito',
    'Romano',
    'Colombo',
    'Ricci',
    'Marino',
    'Greco',
    'Bruno',
    'Gallo',
    'Conti',
  ],
  portuguese: [
    'Silva',
    'Santos',
    'Oliveira',
    'Souza',
    'Costa',
    'Pereira',
    'Almeida',
    'Ferreira',
    'Carvalho',
    'Rocha',
    'Lima',
    'Barros',
  ],
  japanese: [
    'Tanaka',
    'Suzuki',
    'Takahashi',
    'Watanabe',
    'Ito',
    'Yamamoto',
    'Nakamura',
    'Kobayashi',
    'Kato',
    'Yoshida',
    'Sato',
    'Matsumoto',
  ],
  chinese: [
    'Wang',
    'Li',
    'Zhang',
    'Liu',
    'Chen',
    'Yang',
    'Huang',
    'Zhao',
    'Wu',
    'Zhou',
    'Lin',
    'Tan',
  ],
  korean: [
    'Kim',
    'Lee',
    'Park',
    'Choi',
    'Jung',
    'Kang',
    'Cho',
    'Yoon',
    'Jang',
    'Lim',
    'Han',
    'Shin',
  ],
  arabic: [
    'Haddad',
    'Mansour',
    'Khalil',
    'Nasser',
    'Saleh',
    'Farouk',
    'Hamdan',
    'Aziz',
    'Karim',
    'Rahman',
    'Yilmaz',
    'Demir',
  ],
  slavic: [
    'Novak',
    'Kowalski',
    'Petrov',
    'Horvat',
    'Dvořák',
    'Ivanova',
    'Popescu',
    'Nagy',
    'Papadopoulos',
    'Kovač',
    'Sokolov',
    'Marković',
  ],
  nordic: [
    'Andersen',
    'Johansson',
    'Nielsen',
    'Larsen',
    'Lindqvist',
    'Berg',
    'Virtanen',
    'Halvorsen',
    'Dahl',
    'Eriksson',
    'Holm',
    'Lund',
  ],
  southeast_asian: [
    'Nguyen',
    'Tran',
    'Santoso',
    'Wijaya',
    'Srisai',
    'Chaiyaporn',
    'Pham',
    'Lim',
    'Rahman',
    'Tan',
    'Le',
    'Somchai',
  ],
  african: [
    'Okafor',
    'Mensah',
    'Mwangi',
    'Dlamini',
    'Nkosi',
    'Otieno',
    'Adeyemi',
    'Banda',
    'Diallo',
    'Kamau',
    'Mokoena',
    'Asante',
  ],
};

const FIRST_NAMES: Record<NamePool, string[]> = {
  indian: [
    'Priya',
    'Rohan',
    'Ananya',
    'Aditya',
    'Sneha',
    'Vikram',
    'Neha',
    'Arjun',
    'Kavya',
    'Siddharth',
    'Pooja',
    'Rahul',
    'Meera',
    'Amit',
    'Isha',
    'Nikhil',
  ],
  english: [
    'Emma',
    'James',
    'Olivia',
    'Liam',
    'Sophie',
    'Jack',
    'Charlotte',
    'Harry',
    'Grace',
    'Daniel',
    'Chloe',
    'Thomas',
    'Ella',
    'Ben',
  ],
  french: [
    'Camille',
    'Louis',
    'Chloé',
    'Hugo',
    'Léa',
    'Lucas',
    'Manon',
    'Gabriel',
    'Inès',
    'Jules',
    'Sarah',
    'Arthur',
  ],
  german: [
    'Lena',
    'Lukas',
    'Mia',
    'Felix',
    'Hannah',
    'Jonas',
    'Laura',
    'Paul',
    'Anna',
    'Max',
    'Sophie',
    'Tobias',
  ],
  spanish: [
    'Lucía',
    'Mateo',
    'Sofía',
    'Diego',
    'Valentina',
    'Pablo',
    'Camila',
    'Javier',
    'Martina',
    'Carlos',
    'Elena',
    'Andrés',
  ],
  italian: [
    'Giulia',
    'Marco',
    'Chiara',
    'Luca',
    'Francesca',
    'Matteo',
    'Sara',
    'Alessandro',
    'Martina',
    'Lorenzo',
    'Elena',
    'Davide',
  ],
  portuguese: [
    'Ana',
    'João',
    'Beatriz',
    'Pedro',
    'Mariana',
    'Lucas',
    'Gabriela',
    'Rafael',
    'Juliana',
    'Tiago',
    'Carolina',
    'Bruno',
  ],
  japanese: [
    'Yuki',
    'Haruto',
    'Sakura',
    'Ren',
    'Aoi',
    'Sota',
    'Hina',
    'Kaito',
    'Mei',
    'Riku',
    'Yui',
    'Takumi',
  ],
  chinese: ['Wei', 'Mei', 'Jun', 'Xin', 'Hao', 'Ling', 'Yu', 'Jing', 'Chen', 'Yan', 'Lei', 'Hui'],
  korean: [
    'Minji',
    'Jiho',
    'Seoyeon',
    'Hyun',
    'Jiwoo',
    'Minho',
    'Soyeon',
    'Taeyang',
    'Yuna',
    'Dongwoo',
    'Hana',
    'Jisoo',
  ],
  arabic: [
    'Omar',
    'Layla',
    'Ahmed',
    'Fatima',
    'Youssef',
    'Mariam',
    'Karim',
    'Nour',
    'Hassan',
    'Salma',
    'Ali',
    'Rania',
  ],
  slavic: [
    'Anna',
    'Ivan',
    'Katarina',
    'Marko',
    'Elena',
    'Piotr',
    'Maria',
    'Tomas',
    'Nina',
    'Andrei',
    'Zofia',
    'Dmitri',
  ],
  nordic: [
    'Freja',
    'Erik',
    'Ingrid',
    'Lars',
    'Astrid',
    'Mikael',
    'Sofie',
    'Anders',
    'Linnea',
    'Henrik',
    'Maja',
    'Oskar',
  ],
  southeast_asian: [
    'Linh',
    'Minh',
    'Siti',
    'Budi',
    'Nong',
    'Anh',
    'Putri',
    'Somchai',
    'Mai',
    'Rizal',
    'Ploy',
    'Hoa',
  ],
  african: [
    'Amara',
    'Kwame',
    'Zanele',
    'Chidi',
    'Wanjiru',
    'Thabo',
    'Ngozi',
    'Kofi',
    'Aisha',
    'Sipho',
    'Fatou',
    'Juma',
  ],
};

const INTERNATIONAL_POOLS: NamePool[] = [
  'english',
  'german',
  'french',
  'spanish',
  'indian',
  'japanese',
  'chinese',
  'italian',
  'korean',
  'nordic',
];

export function personName(pool: NamePool, random: Random): string {
  const chosen = random.chance(0.6) ? pool : random.pick(INTERNATIONAL_POOLS);
  return `${random.pick(FIRST_NAMES[chosen])} ${random.pick(SURNAMES[chosen])}`;
}

const NATURE_WORDS = [
  'Riverside',
  'Lakeview',
  'Hillside',
  'Cedar',
  'Willow',
  'Jubilee',
  'Heritage',
  'Sunset',
  'Maple',
  'Meadow',
  'Rose',
  'Lotus',
  'Crescent',
  'Green Valley',
  'Silver Lake',
  'Old Mill',
];
const MUSEUM_TOPICS = [
  'Natural History',
  'Modern Art',
  'Textiles',
  'Maritime History',
  'Photography',
  'Local Crafts',
  'Folk Art',
  'Archaeology',
  'Music',
  'Science and Technology',
  'Railways',
  'Toys and Childhood',
];
const SAINTS: Record<ChristianLanguage, string[]> = {
  en: [
    'Mary',
    'Peter',
    'Paul',
    'John',
    'Andrew',
    'Nicholas',
    'Michael',
    'George',
    'Anne',
    'Francis',
    'Joseph',
    'James',
    'Thomas',
    'Catherine',
  ],
  fr: [
    'Pierre',
    'Jean',
    'Nicolas',
    'Michel',
    'Étienne',
    'Martin',
    'Germain',
    'Sulpice',
    'Louis',
    'Joseph',
  ],
  es: [
    'Francisco',
    'Pedro',
    'Juan',
    'Miguel',
    'Andrés',
    'José',
    'Lorenzo',
    'Nicolás',
    'Agustín',
    'Jerónimo',
  ],
  it: [
    'Francesco',
    'Pietro',
    'Giovanni',
    'Marco',
    'Lorenzo',
    'Domenico',
    'Nicola',
    'Agostino',
    'Michele',
    'Giuseppe',
  ],
  pt: [
    'Francisco',
    'Pedro',
    'João',
    'Bento',
    'Vicente',
    'Roque',
    'Domingos',
    'José',
    'Jorge',
    'Lourenço',
  ],
};
const CATHEDRALS: Record<ChristianLanguage, string> = {
  en: '{C} Cathedral',
  fr: 'Cathédrale de {C}',
  es: 'Catedral de {C}',
  it: 'Duomo di {C}',
  pt: 'Catedral de {C}',
};
const CHURCHES: Record<ChristianLanguage, string> = {
  en: 'St. {S}’s Church',
  fr: 'Église Saint-{S}',
  es: 'Iglesia de San {S}',
  it: 'Chiesa di San {S}',
  pt: 'Igreja de São {S}',
};
const MOSQUE_NAMES = [
  'Al-Noor',
  'Al-Huda',
  'Al-Rahman',
  'Al-Salam',
  'Omar ibn al-Khattab',
  'Bilal',
  'Al-Taqwa',
  'Al-Fath',
  'Al-Rahma',
  'Sultan',
];
const DEITIES = [
  'Ganesh',
  'Hanuman',
  'Vitthal',
  'Shiva',
  'Krishna',
  'Durga',
  'Lakshmi',
  'Ram',
  'Sai Baba',
  'Mahalaxmi',
  'Balaji',
  'Kali',
  'Saraswati',
  'Khandoba',
];
const BUDDHIST_WORDS = [
  'Phra Singh',
  'Chedi Luang',
  'Suan Dok',
  'Umong',
  'Chai Mongkhon',
  'Pho Thong',
  'Sri Suphan',
  'Benchamabophit',
  'Saket',
  'Suthat',
];
const JAPANESE_TEMPLES = [
  'Kōfuku',
  'Hōryū',
  'Zenkō',
  'Daitoku',
  'Tōfuku',
  'Shōren',
  'Enryaku',
  'Kōzan',
  'Ryōan',
  'Chion',
];
const JAPANESE_SHRINES = [
  'Hachiman',
  'Inari',
  'Kasuga',
  'Tenman',
  'Suwa',
  'Hie',
  'Yasaka',
  'Kumano',
  'Atago',
  'Hikawa',
];
const CHINESE_TEMPLES = [
  'Jade Buddha',
  'Lama',
  'Longhua',
  'White Cloud',
  'Guangji',
  'Fayuan',
  'Jing’an',
  'Tianning',
  'Lingyin',
  'Xiangguo',
];

function placeOfWorship(
  religion: Religion,
  culture: Culture,
  city: GeneratorCity,
  random: Random,
): [string, string] {
  const chosen: Religion =
    religion === 'mixed' ? random.pick(['christian', 'muslim'] as const) : religion;
  switch (chosen) {
    case 'hindu': {
      if (random.chance(0.15))
        return [
          `Gurudwara Shri ${random.pick(['Guru Nanak', 'Guru Singh Sabha', 'Bangla', 'Nanak Darbar'])} Sahib`,
          'place_of_worship',
        ];
      if (random.chance(0.12)) return [`${random.pick(MOSQUE_NAMES)} Masjid`, 'mosque'];
      if (random.chance(0.1)) return [`St. ${random.pick(SAINTS.en)}’s Church`, 'church'];
      const deity = random.pick(DEITIES);
      return [
        random.pick([`Shri ${deity} Mandir`, `${deity} Temple`, `Shri ${deity} Temple`]),
        'hindu_temple',
      ];
    }
    case 'muslim': {
      if (random.chance(0.25)) return [`Grand Mosque of ${city.name}`, 'mosque'];
      return [
        random.pick([`${random.pick(MOSQUE_NAMES)} Mosque`, `Masjid ${random.pick(MOSQUE_NAMES)}`]),
        'mosque',
      ];
    }
    case 'buddhist':
      if (culture.cuisine === 'thai')
        return [`Wat ${random.pick(BUDDHIST_WORDS)}`, 'place_of_worship'];
      return [
        `${random.pick(BUDDHIST_WORDS)} ${random.pick(['Pagoda', 'Temple', 'Monastery'])}`,
        'place_of_worship',
      ];
    case 'japanese':
      return random.chance(0.5)
        ? [`${random.pick(JAPANESE_TEMPLES)}-ji Temple`, 'place_of_worship']
        : [`${random.pick(JAPANESE_SHRINES)} Shrine`, 'place_of_worship'];
    case 'chinese':
      return [`${random.pick(CHINESE_TEMPLES)} Temple`, 'place_of_worship'];
    case 'jewish':
      return random.chance(0.6)
        ? [`${random.pick(['Great', 'Old', 'Hurva', 'Ramban', 'Yeshurun'])} Synagogue`, 'synagogue']
        : [`St. ${random.pick(SAINTS.en)}’s Church`, 'church'];
    case 'christian': {
      const language = culture.churches;
      if (random.chance(0.2)) return [CATHEDRALS[language].replace('{C}', city.name), 'church'];
      return [CHURCHES[language].replace('{S}', random.pick(SAINTS[language])), 'church'];
    }
  }
}

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
interface KindTable {
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
function attractionKinds(city: GeneratorCity): KindTable {
  if (city.population >= 1_000_000) return HUGE_CITY_KINDS;
  if (city.population >= 500_000) return BIG_CITY_KINDS;
  return KINDS;
}

function pickKind(table: KindTable, random: Random): AttractionKind {
  const { cumulative, kinds } = table;
  const roll = random.next() * (cumulative[cumulative.length - 1] ?? 0);
  for (let index = 0; index < cumulative.length; index += 1) {
    if (roll < (cumulative[index] ?? 0)) return kinds[index] ?? 'museum';
  }
  return kinds[kinds.length - 1] ?? 'museum';
}

/**
 * Name templates: `{C}` the city, `{S}` a surname, `{F}` a first name, `{N}` a nature word, `{T}` a
 * museum topic (one placeholder at most). Split once, so naming 220 000 places is concatenation.
 */
export interface Template {
  before: string;
  slot: 'C' | 'S' | 'F' | 'N' | 'T' | '';
  after: string;
}

/** One Template per source text, so equal templates are the same object (names compare by parts). */
const compiledTemplates = new Map<string, Template>();

function compile(templates: readonly string[]): Template[] {
  return templates.map((template) => {
    const known = compiledTemplates.get(template);
    if (known) return known;
    const match = /\{([CSFNT])\}/.exec(template);
    const compiled: Template = match
      ? {
          before: template.slice(0, match.index),
          slot: match[1] as Template['slot'],
          after: template.slice(match.index + match[0].length),
        }
      : { before: template, slot: '', after: '' };
    compiledTemplates.set(template, compiled);
    return compiled;
  });
}

/** How a generated name was made: the search index reads its words from these, not the string. */
export interface NameParts {
  template: Template;
  /** What filled the template's slot: the city's name, or a word from a fixed list ('' if none). */
  value: string;
}

interface NamedPlace {
  name: string;
  primaryType: string;
  /** Null for names built otherwise (places of worship, numbered repeats, landmarks). */
  parts: NameParts | null;
}

function compileAll<K extends string>(lists: Record<K, readonly string[]>): Record<K, Template[]> {
  const compiled = {} as Record<K, Template[]>;
  for (const key of Object.keys(lists) as K[]) compiled[key] = compile(lists[key]);
  return compiled;
}

function pickName(
  templates: readonly Template[],
  primaryType: string,
  random: Random,
  city: GeneratorCity,
  pool: NamePool,
): NamedPlace {
  const template = random.pick(templates);
  let value = '';
  switch (template.slot) {
    case '':
      break;
    case 'C':
      value = city.name;
      break;
    case 'S':
      value = random.pick(SURNAMES[pool]);
      break;
    case 'F':
      value = random.pick(FIRST_NAMES[pool]);
      break;
    case 'N':
      value = random.pick(NATURE_WORDS);
      break;
    case 'T':
      value = random.pick(MUSEUM_TOPICS);
      break;
  }
  return {
    name: template.before + value + template.after,
    primaryType,
    parts: { template, value },
  };
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

/** pickName with the city's own names (a plain function: this runs 220 000 times at start). */
function pickFor(
  templates: readonly Template[],
  primaryType: string,
  random: Random,
  city: GeneratorCity,
): NamedPlace {
  return pickName(templates, primaryType, random, city, city.culture.names);
}

function attractionName(kind: AttractionKind, city: GeneratorCity, random: Random): NamedPlace {
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

const RESTAURANT_STYLE_TEXTS: Record<Cuisine, [string[], string][]> = {
  indian: [
    [
      [
        'Saffron Kitchen',
        'Masala House',
        'Tandoor Tales',
        'Curry Leaf',
        'Spice Route',
        'Cardamom',
        'The Peshwa Table',
        'Annapurna Thali',
      ],
      'indian_restaurant',
    ],
    [
      ['Hotel {S}', '{S} Misal House', '{S} Biryani House', '{S} Dhaba', 'Shree {S} Bhojanalaya'],
      'indian_restaurant',
    ],
    [['Cafe {S}', 'Chai Adda', 'Irani Cafe {S}', 'Filter Coffee House'], 'cafe'],
  ],
  italian: [
    [
      [
        'Trattoria {S}',
        'Osteria del Ponte',
        'Ristorante Da {F}',
        'Osteria {S}',
        'Trattoria da {F}',
      ],
      'italian_restaurant',
    ],
    [['Pizzeria {S}', 'Pizzeria Da {F}', 'Forno Antico'], 'pizza_restaurant'],
    [['Caffè {S}', 'Bar Centrale', 'Pasticceria {S}'], 'cafe'],
  ],
  french: [
    [
      [
        'Le Petit {S}',
        'Bistro {S}',
        'Chez {F}',
        'Brasserie du Marché',
        'Le Comptoir',
        'La Table de {F}',
      ],
      'french_restaurant',
    ],
    [['Café de la Place', 'Café {S}', 'Boulangerie {S}'], 'cafe'],
  ],
  spanish: [
    [
      ['Taberna {S}', 'Casa {S}', 'El Rincón de {F}', 'La Bodeguita', 'Mesón {S}'],
      'spanish_restaurant',
    ],
    [['Bar {F}', 'Cervecería Central'], 'bar'],
  ],
  mexican: [
    [
      ['Taquería {F}', 'Cantina {S}', 'La Casa de {F}', 'El Fogón', 'Los Compadres'],
      'mexican_restaurant',
    ],
    [['Café {S}', 'Panadería {S}'], 'cafe'],
  ],
  latin: [
    [['Casa {S}', 'El Fogón de {F}', 'La Parrilla', 'Sabor {S}', 'Don {F}'], 'restaurant'],
    [['Café {S}', 'Panadería {S}'], 'cafe'],
  ],
  japanese: [
    [['{S} Ramen', 'Ramen {F}'], 'ramen_restaurant'],
    [['Sushi {S}', 'Sushi Kaito', 'Kaiten Sushi {S}'], 'sushi_restaurant'],
    [['Izakaya {S}', 'Soba {S}', 'Tonkatsu {S}', 'Yakitori {F}'], 'japanese_restaurant'],
    [['Kissaten {S}', 'Café {F}'], 'cafe'],
  ],
  chinese: [
    [
      [
        'Golden Dragon',
        'Jade Garden',
        '{S} Dumpling House',
        'Red Lantern',
        'Lucky Bamboo',
        'Dim Sum {S}',
      ],
      'chinese_restaurant',
    ],
    [['{S} Noodle Bar', 'Hand-Pulled Noodles {S}'], 'chinese_restaurant'],
    [['{S} Tea House'], 'cafe'],
  ],
  korean: [
    [['{S} BBQ', 'Bibimbap House', '{S} Kitchen', 'Seoul Table'], 'korean_restaurant'],
    [['Café {F}'], 'cafe'],
  ],
  thai: [
    [['Baan {F}', 'Thai Orchid', 'Krua {S}', 'Som Tam House', 'Lemongrass'], 'thai_restaurant'],
    [['Café {F}'], 'cafe'],
  ],
  vietnamese: [
    [['Phở {F}', 'Bánh Mì {S}', 'Quán {F}', 'Saigon Corner'], 'vietnamese_restaurant'],
    [['Cà Phê {F}'], 'cafe'],
  ],
  middle_eastern: [
    [
      ['Al {S} Restaurant', '{S} Grill', 'Cedars', 'Falafel {F}', 'Shawarma {S}', 'Zaytoun'],
      'middle_eastern_restaurant',
    ],
    [['{S} Coffee House', 'Café {F}'], 'cafe'],
  ],
  turkish: [
    [['{S} Kebap', 'Lokanta {F}', 'Meze {S}', 'Çiya {S}'], 'turkish_restaurant'],
    [['{S} Kahvesi'], 'cafe'],
  ],
  greek: [
    [['Taverna {S}', 'Ouzeri {F}', 'To Steki', 'Meze {S}'], 'greek_restaurant'],
    [['Kafeneio {F}'], 'cafe'],
  ],
  german: [
    [['Gasthaus {S}', '{S} Brauhaus', 'Wirtshaus zum {S}', 'Zur Linde'], 'german_restaurant'],
    [['Café {S}', 'Bäckerei {S}'], 'cafe'],
  ],
  british: [
    [
      ['The Red Lion', 'The Crown & Anchor', 'The {S} Arms', 'The Kings Head', 'The White Hart'],
      'bar',
    ],
    [['{F}’s Kitchen', 'The {S} Table', 'Harbour Fish & Chips'], 'restaurant'],
    [['{S} Coffee', 'The Corner Café'], 'cafe'],
  ],
  american: [
    [['{F}’s Diner', 'Main Street Diner', 'Blue Plate Diner'], 'american_restaurant'],
    [['{S} Burger Co.', 'Smash Burger Bar'], 'hamburger_restaurant'],
    [['{S} Smokehouse', 'Hickory Pit BBQ'], 'barbecue_restaurant'],
    [['{S} Coffee Roasters', 'Morning Ritual Café'], 'cafe'],
  ],
  african: [
    [
      ['Mama {F}’s Kitchen', 'Nyama Choma Grill', '{S} Kitchen', 'Jollof House', 'Braai {S}'],
      'restaurant',
    ],
    [['{S} Coffee'], 'cafe'],
  ],
  generic: [
    [
      ['{S} Bistro', '{F}’s Kitchen', 'The Corner Table', 'Old Town Grill', 'Harbour House'],
      'restaurant',
    ],
    [['Café {S}', '{S} Bakery'], 'cafe'],
  ],
};

const RESTAURANT_STYLES = Object.fromEntries(
  Object.entries(RESTAURANT_STYLE_TEXTS).map(([cuisine, styles]) => [
    cuisine,
    styles.map(([templates, primaryType]) => [compile(templates), primaryType] as const),
  ]),
) as Record<Cuisine, (readonly [Template[], string])[]>;

/** Cuisines found in most big cities, and whose names their owners' names come from. */
const INTERNATIONAL_CUISINES: [Cuisine, NamePool][] = [
  ['italian', 'italian'],
  ['japanese', 'japanese'],
  ['indian', 'indian'],
  ['chinese', 'chinese'],
  ['mexican', 'spanish'],
  ['thai', 'southeast_asian'],
  ['french', 'french'],
  ['american', 'english'],
  ['middle_eastern', 'arabic'],
];

function restaurantName(city: GeneratorCity, random: Random): NamedPlace {
  let cuisine = city.culture.cuisine;
  let pool = city.culture.names;
  if (city.population >= 250_000 && random.chance(0.3)) {
    [cuisine, pool] = random.pick(INTERNATIONAL_CUISINES);
  }
  const [templates, primaryType] = random.pick(RESTAURANT_STYLES[cuisine]);
  return pickName(templates, primaryType, random, city, pool);
}

// ---------------------------------------------------------------------------------------------
// Stubs

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

// ---------------------------------------------------------------------------------------------
// Details

const SUMMARIES: Record<string, string[]> = {
  museum: [
    'Well-curated museum of {topic}, with rotating exhibitions and a quiet café.',
    'Compact museum tracing {city}’s past through maps, photographs and everyday objects.',
    'Family-friendly museum with hands-on galleries and guided tours at weekends.',
  ],
  art_gallery: [
    'Light-filled gallery showing contemporary artists from {city} and beyond.',
    'Small independent gallery with changing shows of painting, print and photography.',
  ],
  park: [
    'Shady green space with walking paths, a pond and weekend food stalls.',
    'Landscaped gardens popular with joggers in the morning and families at dusk.',
    'Old trees, flower beds and open lawns in the middle of {city}.',
  ],
  place_of_worship: [
    'Much-loved place of worship known for its carved details and calm courtyard.',
    'Historic shrine drawing pilgrims and visitors, especially on festival days.',
  ],
  church: [
    'Historic church with stained glass, a painted ceiling and regular concerts.',
    'Parish church of fine stonework, open to visitors between services.',
  ],
  hindu_temple: [
    'Busy temple with daily aartis, marigold garlands and a lively festival calendar.',
    'Carved stone temple with a peaceful inner sanctum, busiest in the evenings.',
  ],
  mosque: [
    'Graceful mosque with a tiled courtyard; visitors welcome outside prayer times.',
    'Historic mosque known for its minaret and calm prayer hall.',
  ],
  synagogue: ['Historic synagogue with an ornate ark and a small museum of the community.'],
  historical_landmark: [
    'Historic landmark with centuries of stories, best explored with a guide.',
    'Well-preserved heritage site with ramparts, gateways and a small exhibition.',
  ],
  market: [
    'Lively market of food stalls, spices, crafts and local snacks.',
    'Covered market where locals shop for produce, flowers and street food.',
  ],
  tourist_attraction: [
    'Favourite spot for views over {city}, best at sunrise or sunset.',
    'Popular walk with cafés, benches and views, busiest on weekend evenings.',
  ],
  zoo: ['City zoo with shaded walkways, big cats and a children’s farm.'],
  aquarium: ['Aquarium with a walk-through tunnel, touch pools and feeding shows.'],
  restaurant: [
    'Neighbourhood favourite serving generous plates and friendly service.',
    'Relaxed place for local dishes, busy at lunchtime.',
  ],
  cafe: [
    'Cosy café known for its coffee, pastries and window seats.',
    'Small café with good coffee, cakes and a relaxed crowd.',
  ],
  bar: [
    'Traditional pub with a warm interior, local ales and hearty food.',
    'Friendly bar with small plates and a lively evening crowd.',
  ],
};

function cuisineWord(primaryType: string): string {
  const word = primaryType.replace(/_restaurant$/, '').replace(/_/g, ' ');
  return word === 'restaurant' ? '' : word;
}

export function editorialSummary(stub: PlaceStub, cityName: string, random: Random): string {
  if (stub.landmark) return stub.landmark.summary;
  if (stub.category === 'restaurant' && !['cafe', 'bar', 'restaurant'].includes(stub.primaryType)) {
    const cuisine = cuisineWord(stub.primaryType);
    return random.pick([
      `Popular spot for ${cuisine} cooking, with generous portions and friendly service.`,
      `Relaxed ${cuisine} restaurant loved by locals in ${cityName}, busiest at dinner.`,
      `Cosy ${cuisine} kitchen with a short, seasonal menu and good value lunches.`,
    ]);
  }
  const pool = SUMMARIES[stub.primaryType] ?? SUMMARIES.tourist_attraction ?? [];
  return random
    .pick(pool)
    .replace('{city}', cityName)
    .replace('{topic}', random.pick(MUSEUM_TOPICS).toLowerCase());
}

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

function clock(minutes: number): string {
  const hours24 = Math.floor(minutes / 60) % 24;
  const suffix = hours24 < 12 ? 'AM' : 'PM';
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${hours12}:${String(minutes % 60).padStart(2, '0')} ${suffix}`;
}

/** Google's `openingHours.weekdayText`: "Monday: 9:00 AM – 6:00 PM", "Sunday: Closed", "Open 24 hours". */
export function weekdayText(stub: PlaceStub, random: Random): string[] {
  const type = stub.primaryType;
  if (
    (type === 'park' ||
      type === 'tourist_attraction' ||
      type === 'beach' ||
      type === 'plaza' ||
      type === 'bridge') &&
    random.chance(0.5)
  ) {
    return DAYS.map((day) => `${day}: Open 24 hours`);
  }
  let open = 9 * 60;
  let close = 18 * 60;
  let closedDay = -1;
  if (stub.category === 'restaurant') {
    open = type === 'cafe' ? random.pick([7, 8, 9]) * 60 : random.pick([11, 12]) * 60;
    close =
      type === 'cafe'
        ? random.pick([19, 20, 22]) * 60
        : random.pick([22, 23]) * 60 + random.pick([0, 30]);
    closedDay = random.chance(0.3) ? 0 : -1;
  } else if (['museum', 'art_gallery', 'zoo', 'aquarium'].includes(type)) {
    open = random.pick([9, 10]) * 60;
    close = random.pick([17, 18]) * 60 + random.pick([0, 30]);
    closedDay = random.chance(0.6) ? 0 : -1;
  } else if (['church', 'hindu_temple', 'mosque', 'synagogue', 'place_of_worship'].includes(type)) {
    open = random.pick([5, 6, 7]) * 60;
    close = random.pick([20, 21]) * 60;
  } else if (type === 'market') {
    open = random.pick([8, 9, 10]) * 60;
    close = random.pick([20, 21, 22]) * 60;
    closedDay = random.chance(0.4) ? 6 : -1;
  } else {
    open = random.pick([6, 8, 9]) * 60;
    close = random.pick([18, 19, 20]) * 60;
  }
  return DAYS.map((day, index) =>
    index === closedDay ? `${day}: Closed` : `${day}: ${clock(open)} – ${clock(close)}`,
  );
}

const RELATIVE_TIMES = [
  'a week ago',
  '2 weeks ago',
  '3 weeks ago',
  'a month ago',
  '2 months ago',
  '3 months ago',
  '5 months ago',
  '8 months ago',
  'a year ago',
  '2 years ago',
];

const OPENERS: Record<'great' | 'good' | 'mixed' | 'poor', string[]> = {
  great: [
    'Absolutely loved it.',
    'One of the highlights of our trip.',
    'Worth every minute.',
    'A must-visit if you are in {city}.',
    'Beautiful and well looked after.',
  ],
  good: [
    'Really enjoyed our visit.',
    'A lovely way to spend an afternoon.',
    'Good experience overall.',
    'Glad we made the time for this.',
  ],
  mixed: [
    'It was okay, but a bit overhyped.',
    'Decent, though not quite what we expected.',
    'Nice enough, with a few caveats.',
  ],
  poor: [
    'Disappointing, to be honest.',
    'Not worth the detour in my opinion.',
    'Expected much more from the reviews.',
  ],
};
const DETAILS_ATTRACTION = [
  'The place is clean and the staff were helpful with directions.',
  'Go early in the morning to avoid the crowds and the heat.',
  'There are plenty of spots to sit and take it all in.',
  'Photography is allowed in most areas, so bring your camera.',
  'Tickets were easy to buy at the gate and the queue moved quickly.',
  'The guided tour added a lot of context and history.',
  'It gets very busy on weekends and public holidays.',
  'Parking nearby is limited, so public transport is the better option.',
  'Keep at least two hours to see everything properly.',
];
const DETAILS_RESTAURANT = [
  'The food came quickly and was full of flavour.',
  'Portions are generous and prices are fair for the area.',
  'Service was warm and the staff suggested great dishes.',
  'It gets crowded at dinner time, so book a table if you can.',
  'The desserts are not to be missed.',
  'Vegetarian options were plentiful and well made.',
  'The ambience is cosy and perfect for a relaxed evening.',
  'Coffee was excellent and the pastries were fresh.',
];
const NITS = [
  'The only downside was the wait.',
  'Signage could be better.',
  'A little noisy at peak times.',
  'Washrooms could be cleaner.',
  'Prices have gone up recently.',
];
const CLOSERS = [
  'Highly recommended!',
  'Would definitely come back.',
  'Recommended for families too.',
  'Great value.',
  'Go with friends, you will enjoy it.',
];

export interface GeneratedReview {
  author: string;
  relativeTime: string;
  rating: number;
  text: string;
}

export function generateReviews(
  stub: PlaceStub,
  city: GeneratorCity,
  random: Random,
): GeneratedReview[] {
  const count = random.int(3, 5);
  const details = stub.category === 'restaurant' ? DETAILS_RESTAURANT : DETAILS_ATTRACTION;
  const reviews: GeneratedReview[] = [];
  for (let index = 0; index < count; index += 1) {
    const roll = random.next() + (stub.rating - 4.2);
    const rating = roll > 0.45 ? 5 : roll > 0.1 ? 4 : roll > -0.15 ? 3 : random.pick([1, 2]);
    const tone = rating === 5 ? 'great' : rating === 4 ? 'good' : rating === 3 ? 'mixed' : 'poor';
    const sentences = [random.pick(OPENERS[tone]).replace('{city}', city.name)];
    // Every other review is long (over 150 characters), so "Read more" has something to open.
    const extra = index % 2 === 0 ? random.int(2, 3) : random.int(0, 1);
    sentences.push(...random.sample(details, extra));
    if (rating <= 4 && random.chance(0.6)) sentences.push(random.pick(NITS));
    if (rating >= 4) sentences.push(random.pick(CLOSERS));
    reviews.push({
      author: personName(city.culture.names, random),
      relativeTime: random.pick(RELATIVE_TIMES),
      rating,
      text: sentences.join(' '),
    });
  }
  return reviews;
}
