import type { Culture, StreetStyle } from './culture';
import { ADDRESS_COUNTRY_NAMES, REGION_ABBREVIATIONS } from './culture';
import { createRandom } from './random';
import type { Random } from './random';

/** Addresses, postal codes and phone numbers in each country's style (see culture.ts). */

export interface AddressCity {
  geonameId: number;
  name: string;
  region: string;
  cca2: string;
  countryName: string;
  culture: Culture;
}

/** Real leading digits for a few cities, so their codes look right to people who know them. */
const POSTAL_PREFIXES: Record<string, string> = {
  'IN|Pune': '4110',
  'IN|Mumbai': '4000',
  'IN|Delhi': '1100',
  'IN|Bengaluru': '5600',
  'IN|Chennai': '6000',
  'IN|Kolkata': '7000',
  'IN|Hyderabad': '5000',
  'IN|Jaipur': '3020',
  'IN|Agra': '2820',
  'FR|Paris': '750',
  'US|New York City': '100',
  'US|San Francisco': '941',
  'US|Los Angeles': '900',
  'US|Chicago': '606',
  'US|Washington, D.C.': '200',
  'DE|Berlin': '10',
  'DE|Munich': '80',
  'IT|Rome': '001',
  'ES|Madrid': '280',
  'ES|Barcelona': '080',
  'JP|Tokyo': '1',
};

/** Real area codes for a few cities (replacing the start of the national phone layout). */
const PHONE_AREA_CODES: Record<string, string> = {
  'IN|Pune': '020',
  'IN|Mumbai': '022',
  'IN|Delhi': '011',
  'IN|Bengaluru': '080',
  'IN|Chennai': '044',
  'IN|Kolkata': '033',
  'IN|Hyderabad': '040',
  'FR|Paris': '01',
  'GB|London': '020',
  'US|New York City': '(212)',
  'US|San Francisco': '(415)',
  'US|Los Angeles': '(213)',
  'US|Chicago': '(312)',
  'JP|Tokyo': '03',
};

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXY';

function fillPattern(pattern: string, random: Random): string {
  let text = '';
  for (const char of pattern) {
    if (char === '#') text += String(random.int(0, 9));
    else if (char === 'A') text += LETTERS[random.int(0, LETTERS.length - 1)];
    else text += char;
  }
  return text;
}

/** The part of a postal code shared by a whole city (about its first 60 %). */
function cityPostalHead(city: AddressCity): string {
  const pattern = city.culture.postal;
  const known = POSTAL_PREFIXES[`${city.cca2}|${city.name}`];
  const headLength = Math.ceil(pattern.replace(/[^#A]/g, '').length * 0.6);
  let head = '';
  let symbols = 0;
  const random = createRandom(`postal:${city.geonameId}`);
  for (const char of pattern) {
    if (symbols >= headLength) break;
    if (char === '#' || char === 'A') {
      const fixed = known?.[symbols];
      head +=
        fixed ??
        (char === '#' ? String(random.int(1, 9)) : LETTERS[random.int(0, LETTERS.length - 1)]);
      symbols += 1;
    } else head += char;
  }
  return head;
}

/** The city's own postal code (its central office: the rest 0…01), '' where the country has none. */
export function cityPostalCode(city: AddressCity): string {
  const pattern = city.culture.postal;
  if (pattern === '') return '';
  const head = cityPostalHead(city);
  const tail = pattern.slice(head.length).replace(/#/g, '0');
  const code = head + tail;
  const lastDigit = code.lastIndexOf('0');
  return lastDigit >= head.length
    ? `${code.slice(0, lastDigit)}1${code.slice(lastDigit + 1)}`
    : code;
}

export function placePostalCode(city: AddressCity, random: Random): string {
  const pattern = city.culture.postal;
  if (pattern === '') return '';
  const head = cityPostalHead(city);
  return head + fillPattern(pattern.slice(head.length), random);
}

export function phoneNumber(city: AddressCity, callingCode: string, random: Random): string {
  const pattern = city.culture.phone;
  const area = PHONE_AREA_CODES[`${city.cca2}|${city.name}`];
  const national = area
    ? area + fillPattern(pattern.slice(area.length), random)
    : fillPattern(pattern, random);
  // Where the layout is the neutral default, show the international form so the number is usable.
  return pattern === '### ### ####' && callingCode ? `${callingCode} ${national}` : national;
}

const STREETS: Record<StreetStyle, { names: string[]; forms: string[] }> = {
  en: {
    names: [
      'High',
      'Church',
      'Station',
      'Victoria',
      'King',
      'Queen',
      'Mill',
      'Bridge',
      'Market',
      'George',
      'Albert',
      'Park',
      'London',
      'North',
      'Castle',
      'Chapel',
      'Hill',
      'Manor',
    ],
    forms: ['{} Street', '{} Road', '{} Lane', '{} Place', '{} Avenue', '{} Terrace', '{} Row'],
  },
  us: {
    names: [
      'Main',
      'Park',
      'Oak',
      'Maple',
      'Elm',
      'Washington',
      'Lincoln',
      'Lake',
      'Hill',
      'Cedar',
      'Pine',
      'Jefferson',
      'Madison',
      'Franklin',
      'Sunset',
      'Broad',
      'Market',
      'Spring',
    ],
    forms: [
      '{} St',
      '{} Ave',
      '{} Blvd',
      '{} Rd',
      '{} Dr',
      '{} Pl',
      'W {} St',
      'E {} St',
      'N {} Ave',
    ],
  },
  fr: {
    names: [
      'de la République',
      'Victor Hugo',
      'Jean Jaurès',
      'du Général de Gaulle',
      'Pasteur',
      'de la Gare',
      'Saint-Michel',
      'des Écoles',
      'du Château',
      'Voltaire',
      'de la Paix',
      'Gambetta',
      'des Lilas',
      'du Marché',
    ],
    forms: ['Rue {}', 'Avenue {}', 'Boulevard {}', 'Place {}', 'Quai {}', 'Allée {}'],
  },
  de: {
    names: [
      'Haupt',
      'Bahnhof',
      'Schiller',
      'Goethe',
      'Kirch',
      'Linden',
      'Garten',
      'Markt',
      'Mozart',
      'Post',
      'Schul',
      'Berg',
      'Wald',
      'Rosen',
      'Friedrich',
      'Bismarck',
    ],
    forms: ['{}straße', '{}weg', '{}platz', '{}allee', '{}gasse'],
  },
  es: {
    names: [
      'Mayor',
      'de Alcalá',
      'del Sol',
      'San Juan',
      'de la Constitución',
      'Real',
      'de Cervantes',
      'del Carmen',
      'de la Libertad',
      'Colón',
      'Independencia',
      'Hidalgo',
      'Juárez',
      'de Bolívar',
    ],
    forms: ['Calle {}', 'Avenida {}', 'Paseo {}', 'Plaza {}', 'Calle {}', 'Av. {}'],
  },
  it: {
    names: [
      'Roma',
      'Garibaldi',
      'Dante',
      'Mazzini',
      'Cavour',
      'Verdi',
      'XX Settembre',
      'Vittorio Emanuele II',
      'della Repubblica',
      'Marconi',
      'San Francesco',
      'del Corso',
      'Matteotti',
      'dei Mille',
    ],
    forms: ['Via {}', 'Piazza {}', 'Corso {}', 'Viale {}', 'Via {}'],
  },
  pt: {
    names: [
      'Augusta',
      'da Liberdade',
      'do Comércio',
      'São João',
      'Dom Pedro II',
      'das Flores',
      'da Glória',
      'Santa Catarina',
      'do Carmo',
      'Sete de Setembro',
      'da Independência',
      'Paulista',
    ],
    forms: ['Rua {}', 'Avenida {}', 'Praça {}', 'Travessa {}', 'Largo {}'],
  },
  nl: {
    names: [
      'Kerk',
      'Molen',
      'Heeren',
      'Prinsen',
      'Keizers',
      'Dorp',
      'Stations',
      'Hoog',
      'Linden',
      'Markt',
      'Wilhelmina',
      'Oranje',
    ],
    forms: ['{}straat', '{}gracht', '{}weg', '{}plein', '{}laan'],
  },
  in: {
    names: [
      'Mahatma Gandhi',
      'Jawaharlal Nehru',
      'Tilak',
      'Shivaji',
      'Ambedkar',
      'Sardar Patel',
      'Subhash Chandra Bose',
      'Station',
      'Laxmi',
      'Karve',
      'Bajirao',
      'Rajiv Gandhi',
      'Netaji',
      'Temple',
      'Nehru',
    ],
    forms: ['{} Road', '{} Marg', '{} Path', '{} Chowk', '{} Road'],
  },
  jp: {
    names: [
      'Chuo',
      'Nishiki',
      'Sakae',
      'Honmachi',
      'Minami',
      'Kita',
      'Higashi',
      'Nishi',
      'Shinmachi',
      'Motomachi',
      'Sakuragi',
      'Kotobuki',
    ],
    forms: ['{}'],
  },
  generic: {
    names: [
      'Independence',
      'Central',
      'Market',
      'Freedom',
      'Park',
      'Station',
      'Airport',
      'University',
      'Republic',
      'Unity',
      'Harbour',
      'Garden',
      'Palm',
      'Cathedral',
    ],
    forms: ['{} Street', '{} Avenue', '{} Road', '{} Boulevard'],
  },
};

const INDIAN_LOCALITIES = [
  'Shivajinagar',
  'Deccan Gymkhana',
  'Kothrud',
  'Camp',
  'Sadashiv Peth',
  'Koregaon Park',
  'Civil Lines',
  'Model Town',
  'Gandhi Nagar',
  'Rajendra Nagar',
  'Shastri Nagar',
  'Old City',
  'Cantonment',
  'Station Area',
  'Navrangpura',
  'Fort',
];

export function streetName(style: StreetStyle, random: Random): string {
  const { names, forms } = STREETS[style];
  return random.pick(forms).replace('{}', random.pick(names));
}

export interface AddressParts {
  street: string;
  number: number;
  postalCode: string;
  /** India: the neighbourhood; Japan: the district. */
  locality: string;
}

export function addressParts(city: AddressCity, random: Random): AddressParts {
  return {
    street: streetName(city.culture.street, random),
    number: random.int(1, city.culture.address === 'us' ? 2400 : 180),
    postalCode: placePostalCode(city, random),
    locality:
      city.culture.address === 'jp'
        ? random.pick(STREETS.jp.names)
        : random.pick(INDIAN_LOCALITIES),
  };
}

/**
 * A place's formatted address, laid out as Google formats addresses in that country (English). With
 * an empty street (landmarks: the mock knows where they are, not their street) only the postal code,
 * city, region and country remain.
 */
export function formatAddress(city: AddressCity, parts: AddressParts): string {
  const country = ADDRESS_COUNTRY_NAMES[city.cca2] ?? city.countryName;
  const region = city.region && city.region !== city.name ? city.region : '';
  const abbreviation = REGION_ABBREVIATIONS[city.cca2]?.[city.region] ?? region;
  const join = (...pieces: string[]) => pieces.filter((piece) => piece !== '').join(', ');
  const postalThenCity = [parts.postalCode, city.name].filter((piece) => piece !== '').join(' ');
  const street = (line: string) => (parts.street === '' ? '' : line);
  switch (city.culture.address) {
    case 'us':
      return join(
        street(`${parts.number} ${parts.street}`),
        city.name,
        `${abbreviation} ${parts.postalCode}`.trim(),
        country,
      );
    case 'ca':
      return join(
        street(`${parts.number} ${parts.street}`),
        city.name,
        `${abbreviation} ${parts.postalCode}`.trim(),
        country,
      );
    case 'au':
      return join(
        street(`${parts.number} ${parts.street}`),
        `${city.name} ${abbreviation} ${parts.postalCode}`.trim(),
        country,
      );
    case 'uk':
      return join(
        street(`${parts.number} ${parts.street}`),
        `${city.name} ${parts.postalCode}`.trim(),
        country,
      );
    case 'fr':
      return join(street(`${parts.number} ${parts.street}`), postalThenCity, country);
    case 'eu':
      return join(street(`${parts.street} ${parts.number}`), postalThenCity, country);
    case 'in':
      return join(
        parts.street,
        street(parts.locality),
        city.name,
        `${region} ${parts.postalCode}`.trim(),
        country,
      );
    case 'jp':
      return join(
        street(
          `${(parts.number % 5) + 1} Chome-${(parts.number % 23) + 1}-${(parts.number % 17) + 1} ${parts.locality}`,
        ),
        city.name,
        `${region} ${parts.postalCode}`.trim(),
        country,
      );
    case 'br':
      return join(
        parts.street === '' ? city.name : `${parts.street}, ${parts.number} - ${city.name}`,
        region,
        parts.postalCode,
        country,
      );
    case 'generic':
      return join(street(`${parts.street} ${parts.number}`), city.name, region, country);
  }
}

/** "Pune, Maharashtra, India": a city's own address. */
export function cityAddress(city: AddressCity): string {
  const country = ADDRESS_COUNTRY_NAMES[city.cca2] ?? city.countryName;
  const region = city.region && city.region !== city.name ? city.region : '';
  const abbreviation = REGION_ABBREVIATIONS[city.cca2]?.[city.region];
  // City states (Singapore, Monaco) are named once.
  const countryPart = country === city.name ? '' : country;
  return [city.name, abbreviation ?? region, countryPart]
    .filter((piece) => piece !== '')
    .join(', ');
}
