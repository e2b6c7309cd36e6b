import { z } from 'zod';
import addressesJson from './data/addresses.json' with { type: 'json' };
import { lazyDataFile } from './data/parse-data-file';
import { streetStyleSchema } from './culture';
import type { Culture, StreetStyle } from './culture';
import { createRandom } from './random';
import type { Random } from './random';

/** Addresses, postal codes and phone numbers in each country's style (see culture.ts). */

const cityKeyed = z.record(z.string().regex(/^[A-Z]{2}\|.+$/), z.string().min(1));
const streetWords = z.object({
  names: z.array(z.string().min(1)).min(1),
  forms: z.array(z.string().includes('{}')).min(1),
});
const addressesFile = z.strictObject({
  /** How Google's English addresses name a few countries (keyed by cca2). */
  countryNames: z.record(z.string(), z.string().min(1)),
  /** Two-letter abbreviations Google uses in US, Canadian and Australian addresses (cca2 → region → abbreviation). */
  regionAbbreviations: z.record(z.string(), z.record(z.string(), z.string().min(1))),
  /** Real leading digits for a few cities (`cca2|name`), so their codes look right to people who know them. */
  postalPrefixes: cityKeyed,
  /** Real area codes for a few cities (replacing the start of the national phone layout). */
  phoneAreaCodes: cityKeyed,
  /** Street names and the forms they take ("{} Road"), per street style. */
  streets: z.record(streetStyleSchema, streetWords),
  /** India's addresses name a neighbourhood. */
  indianLocalities: z.array(z.string().min(1)).min(1),
});
const addressData = lazyDataFile('addresses.json', addressesFile, addressesJson);

export interface AddressCity {
  geonameId: number;
  name: string;
  region: string;
  cca2: string;
  countryName: string;
  culture: Culture;
}

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
  const known = addressData().postalPrefixes[`${city.cca2}|${city.name}`];
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
  const area = addressData().phoneAreaCodes[`${city.cca2}|${city.name}`];
  const national = area
    ? area + fillPattern(pattern.slice(area.length), random)
    : fillPattern(pattern, random);
  // Where the layout is the neutral default, show the international form so the number is usable.
  return pattern === '### ### ####' && callingCode ? `${callingCode} ${national}` : national;
}

export function streetName(style: StreetStyle, random: Random): string {
  const { names, forms } = addressData().streets[style];
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
        ? random.pick(addressData().streets.jp.names)
        : random.pick(addressData().indianLocalities),
  };
}

/**
 * A place's formatted address, laid out as Google formats addresses in that country (English). With
 * an empty street (landmarks: the mock knows where they are, not their street) only the postal code,
 * city, region and country remain.
 */
export function formatAddress(city: AddressCity, parts: AddressParts): string {
  const country = addressData().countryNames[city.cca2] ?? city.countryName;
  const region = city.region && city.region !== city.name ? city.region : '';
  const abbreviation = addressData().regionAbbreviations[city.cca2]?.[city.region] ?? region;
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
  const country = addressData().countryNames[city.cca2] ?? city.countryName;
  const region = city.region && city.region !== city.name ? city.region : '';
  const abbreviation = addressData().regionAbbreviations[city.cca2]?.[city.region];
  // City states (Singapore, Monaco) are named once.
  const countryPart = country === city.name ? '' : country;
  return [city.name, abbreviation ?? region, countryPart]
    .filter((piece) => piece !== '')
    .join(', ');
}
