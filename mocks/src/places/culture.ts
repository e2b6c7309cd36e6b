import { z } from 'zod';
import culturesJson from './data/cultures.json' with { type: 'json' };
import { lazyDataFile } from './data/parse-data-file';

/**
 * How generated places look in each country (data/cultures.json): the language of street names, the
 * address layout, the cuisine of most restaurants, the usual places of worship, the postal-code and
 * phone formats. Countries not listed fall back on their subregion, then on a neutral English style.
 */

export const streetStyleSchema = z.enum([
  'en',
  'us',
  'fr',
  'de',
  'es',
  'it',
  'pt',
  'nl',
  'in',
  'jp',
  'generic',
]);
const addressStyle = z.enum(['us', 'uk', 'fr', 'eu', 'in', 'jp', 'br', 'au', 'ca', 'generic']);
const cuisine = z.enum([
  'indian',
  'italian',
  'french',
  'spanish',
  'mexican',
  'latin',
  'japanese',
  'chinese',
  'korean',
  'thai',
  'vietnamese',
  'middle_eastern',
  'turkish',
  'greek',
  'german',
  'british',
  'american',
  'african',
  'generic',
]);
const religion = z.enum([
  'christian',
  'muslim',
  'hindu',
  'buddhist',
  'japanese',
  'jewish',
  'chinese',
  'mixed',
]);
export const NAME_POOLS = [
  'indian',
  'english',
  'french',
  'german',
  'spanish',
  'italian',
  'portuguese',
  'japanese',
  'chinese',
  'korean',
  'arabic',
  'slavic',
  'nordic',
  'southeast_asian',
  'african',
] as const;
const namePool = z.enum(NAME_POOLS);
export const CHRISTIAN_LANGUAGES = ['en', 'fr', 'es', 'it', 'pt'] as const;
const christianLanguage = z.enum(CHRISTIAN_LANGUAGES);

export type StreetStyle = z.infer<typeof streetStyleSchema>;
export type AddressStyle = z.infer<typeof addressStyle>;
export type Cuisine = z.infer<typeof cuisine>;
export type Religion = z.infer<typeof religion>;
export type NamePool = z.infer<typeof namePool>;
export type ChristianLanguage = z.infer<typeof christianLanguage>;

const cultureSchema = z.strictObject({
  street: streetStyleSchema,
  address: addressStyle,
  cuisine,
  religion,
  names: namePool,
  /** Postal code pattern: # a digit, A a capital letter; '' where the country has none. */
  postal: z.string().regex(/^[#A -]*$/),
  /** National phone layout, # a digit. */
  phone: z.string().regex(/^[#0-9 ()-]+$/),
  /** Language of church names (only where religion is christian or mixed). */
  churches: christianLanguage,
});
export type Culture = z.infer<typeof cultureSchema>;

const culturesFile = z.strictObject({
  neutral: cultureSchema,
  /** Keyed by the snapshot's subregion ("Southern Asia"). */
  subregions: z.record(z.string(), cultureSchema.partial()),
  /** Keyed by cca2. */
  countries: z.record(z.string().regex(/^[A-Z]{2}$/), cultureSchema.partial()),
});

const cultures = lazyDataFile('cultures.json', culturesFile, culturesJson);

export function cultureOf(cca2: string, subregion: string): Culture {
  const { neutral, subregions, countries } = cultures();
  return { ...neutral, ...subregions[subregion], ...countries[cca2] };
}
