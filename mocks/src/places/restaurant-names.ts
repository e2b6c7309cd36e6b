import type { Cuisine, NamePool } from './culture';
import { compile, pickName } from './name-templates';
import type { NamedPlace, Template } from './name-templates';
import type { GeneratorCity } from './place-types';
import type { Random } from './random';

/** Names of generated restaurants and cafés, in the style of the city's cuisine (or an international one). */

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

export function restaurantName(city: GeneratorCity, random: Random): NamedPlace {
  let cuisine = city.culture.cuisine;
  let pool = city.culture.names;
  if (city.population >= 250_000 && random.chance(0.3)) {
    [cuisine, pool] = random.pick(INTERNATIONAL_CUISINES);
  }
  const [templates, primaryType] = random.pick(RESTAURANT_STYLES[cuisine]);
  return pickName(templates, primaryType, random, city, pool);
}
