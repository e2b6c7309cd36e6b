/**
 * How generated places look in each country: the language of street names, the address layout, the
 * cuisine of most restaurants, the usual places of worship, the postal-code and phone formats.
 * Countries not listed fall back on their subregion, then on a neutral English style.
 */

export type StreetStyle =
  'en' | 'us' | 'fr' | 'de' | 'es' | 'it' | 'pt' | 'nl' | 'in' | 'jp' | 'generic';
export type AddressStyle = 'us' | 'uk' | 'fr' | 'eu' | 'in' | 'jp' | 'br' | 'au' | 'ca' | 'generic';
export type Cuisine =
  | 'indian'
  | 'italian'
  | 'french'
  | 'spanish'
  | 'mexican'
  | 'latin'
  | 'japanese'
  | 'chinese'
  | 'korean'
  | 'thai'
  | 'vietnamese'
  | 'middle_eastern'
  | 'turkish'
  | 'greek'
  | 'german'
  | 'british'
  | 'american'
  | 'african'
  | 'generic';
export type Religion =
  'christian' | 'muslim' | 'hindu' | 'buddhist' | 'japanese' | 'jewish' | 'chinese' | 'mixed';
export type NamePool =
  | 'indian'
  | 'english'
  | 'french'
  | 'german'
  | 'spanish'
  | 'italian'
  | 'portuguese'
  | 'japanese'
  | 'chinese'
  | 'korean'
  | 'arabic'
  | 'slavic'
  | 'nordic'
  | 'southeast_asian'
  | 'african';
export type ChristianLanguage = 'en' | 'fr' | 'es' | 'it' | 'pt';

export interface Culture {
  street: StreetStyle;
  address: AddressStyle;
  cuisine: Cuisine;
  religion: Religion;
  names: NamePool;
  /** Postal code pattern: # a digit, A a capital letter; '' where the country has none. */
  postal: string;
  /** National phone layout, # a digit. */
  phone: string;
  /** Language of church names (only where religion is christian or mixed). */
  churches: ChristianLanguage;
}

const base: Culture = {
  street: 'generic',
  address: 'generic',
  cuisine: 'generic',
  religion: 'christian',
  names: 'english',
  postal: '#####',
  phone: '### ### ####',
  churches: 'en',
};

const SUBREGION_DEFAULTS: Record<string, Partial<Culture>> = {
  'Northern America': { street: 'us', address: 'us', cuisine: 'american', names: 'english' },
  'Central America': { street: 'es', cuisine: 'latin', names: 'spanish', churches: 'es' },
  Caribbean: { street: 'en', cuisine: 'latin', names: 'english' },
  'South America': { street: 'es', cuisine: 'latin', names: 'spanish', churches: 'es' },
  'Northern Europe': {
    street: 'en',
    address: 'eu',
    cuisine: 'generic',
    names: 'nordic',
    postal: '### ##',
  },
  'Western Europe': { street: 'de', address: 'eu', cuisine: 'german', names: 'german' },
  'Southern Europe': { street: 'generic', address: 'eu', cuisine: 'generic', names: 'slavic' },
  'Central Europe': { street: 'generic', address: 'eu', cuisine: 'german', names: 'slavic' },
  'Eastern Europe': {
    street: 'generic',
    address: 'eu',
    cuisine: 'generic',
    names: 'slavic',
    postal: '######',
  },
  'Southern Asia': {
    street: 'in',
    cuisine: 'indian',
    religion: 'muslim',
    names: 'indian',
    postal: '######',
  },
  'Western Asia': { cuisine: 'middle_eastern', religion: 'muslim', names: 'arabic' },
  'Central Asia': {
    cuisine: 'middle_eastern',
    religion: 'muslim',
    names: 'slavic',
    postal: '######',
  },
  'Eastern Asia': { cuisine: 'chinese', religion: 'chinese', names: 'chinese', postal: '######' },
  'South-Eastern Asia': { cuisine: 'thai', religion: 'buddhist', names: 'southeast_asian' },
  'Northern Africa': { cuisine: 'middle_eastern', religion: 'muslim', names: 'arabic' },
  'Western Africa': { cuisine: 'african', religion: 'mixed', names: 'african', postal: '' },
  'Eastern Africa': { cuisine: 'african', religion: 'mixed', names: 'african', postal: '' },
  'Middle Africa': {
    cuisine: 'african',
    religion: 'christian',
    names: 'african',
    postal: '',
    churches: 'fr',
  },
  'Southern Africa': { street: 'en', cuisine: 'african', names: 'african', postal: '####' },
  'Australia and New Zealand': {
    street: 'en',
    address: 'au',
    cuisine: 'british',
    names: 'english',
    postal: '####',
  },
  Melanesia: { street: 'en', names: 'english', postal: '' },
  Micronesia: { street: 'en', names: 'english', postal: '' },
  Polynesia: { street: 'en', names: 'english', postal: '' },
};

const COUNTRY_CULTURES: Record<string, Partial<Culture>> = {
  IN: {
    street: 'in',
    address: 'in',
    cuisine: 'indian',
    religion: 'hindu',
    names: 'indian',
    postal: '######',
    phone: '0## #### ####',
  },
  NP: { street: 'in', cuisine: 'indian', religion: 'hindu', names: 'indian', postal: '#####' },
  PK: { street: 'in', cuisine: 'indian', religion: 'muslim', names: 'indian', postal: '#####' },
  BD: { street: 'in', cuisine: 'indian', religion: 'muslim', names: 'indian', postal: '####' },
  LK: { street: 'in', cuisine: 'indian', religion: 'buddhist', names: 'indian', postal: '#####' },
  US: {
    street: 'us',
    address: 'us',
    cuisine: 'american',
    names: 'english',
    postal: '#####',
    phone: '(###) 555-01##',
  },
  CA: {
    street: 'us',
    address: 'ca',
    cuisine: 'american',
    names: 'english',
    postal: 'A#A #A#',
    phone: '(###) 555-01##',
  },
  MX: {
    street: 'es',
    cuisine: 'mexican',
    names: 'spanish',
    churches: 'es',
    postal: '#####',
    phone: '## #### ####',
  },
  BR: {
    street: 'pt',
    address: 'br',
    cuisine: 'latin',
    names: 'portuguese',
    churches: 'pt',
    postal: '#####-###',
    phone: '(##) #####-####',
  },
  PT: {
    street: 'pt',
    address: 'eu',
    cuisine: 'spanish',
    names: 'portuguese',
    churches: 'pt',
    postal: '####-###',
    phone: '### ### ###',
  },
  ES: {
    street: 'es',
    address: 'eu',
    cuisine: 'spanish',
    names: 'spanish',
    churches: 'es',
    postal: '#####',
    phone: '### ## ## ##',
  },
  FR: {
    street: 'fr',
    address: 'fr',
    cuisine: 'french',
    names: 'french',
    churches: 'fr',
    postal: '#####',
    phone: '0# ## ## ## ##',
  },
  BE: {
    street: 'fr',
    address: 'eu',
    cuisine: 'french',
    names: 'french',
    churches: 'fr',
    postal: '####',
    phone: '0# ### ## ##',
  },
  LU: {
    street: 'fr',
    address: 'eu',
    cuisine: 'french',
    names: 'french',
    churches: 'fr',
    postal: '####',
  },
  MC: {
    street: 'fr',
    address: 'fr',
    cuisine: 'french',
    names: 'french',
    churches: 'fr',
    postal: '#####',
  },
  CH: {
    street: 'de',
    address: 'eu',
    cuisine: 'german',
    names: 'german',
    postal: '####',
    phone: '0## ### ## ##',
  },
  DE: {
    street: 'de',
    address: 'eu',
    cuisine: 'german',
    names: 'german',
    postal: '#####',
    phone: '0### #######',
  },
  AT: {
    street: 'de',
    address: 'eu',
    cuisine: 'german',
    names: 'german',
    postal: '####',
    phone: '0# #######',
  },
  NL: {
    street: 'nl',
    address: 'eu',
    cuisine: 'generic',
    names: 'german',
    postal: '#### AA',
    phone: '0## ### ####',
  },
  IT: {
    street: 'it',
    address: 'eu',
    cuisine: 'italian',
    names: 'italian',
    churches: 'it',
    postal: '#####',
    phone: '0# #### ####',
  },
  SM: {
    street: 'it',
    address: 'eu',
    cuisine: 'italian',
    names: 'italian',
    churches: 'it',
    postal: '#####',
  },
  VA: {
    street: 'it',
    address: 'eu',
    cuisine: 'italian',
    names: 'italian',
    churches: 'it',
    postal: '#####',
  },
  MT: { street: 'en', address: 'eu', cuisine: 'italian', names: 'italian', postal: 'AAA ####' },
  GR: { address: 'eu', cuisine: 'greek', names: 'slavic', postal: '### ##', phone: '2## ### ####' },
  CY: { address: 'eu', cuisine: 'greek', names: 'slavic', postal: '####' },
  TR: {
    address: 'eu',
    cuisine: 'turkish',
    religion: 'muslim',
    names: 'arabic',
    postal: '#####',
    phone: '0### ### ## ##',
  },
  GB: {
    street: 'en',
    address: 'uk',
    cuisine: 'british',
    names: 'english',
    postal: 'AA# #AA',
    phone: '0## #### ####',
  },
  IE: {
    street: 'en',
    address: 'eu',
    cuisine: 'british',
    names: 'english',
    postal: 'A## A#A#',
    phone: '(0#) ### ####',
  },
  AU: {
    street: 'en',
    address: 'au',
    cuisine: 'british',
    names: 'english',
    postal: '####',
    phone: '(0#) #### ####',
  },
  NZ: {
    street: 'en',
    address: 'au',
    cuisine: 'british',
    names: 'english',
    postal: '####',
    phone: '0# ### ####',
  },
  ZA: {
    street: 'en',
    address: 'generic',
    cuisine: 'african',
    names: 'african',
    postal: '####',
    phone: '0## ### ####',
  },
  JP: {
    street: 'jp',
    address: 'jp',
    cuisine: 'japanese',
    religion: 'japanese',
    names: 'japanese',
    postal: '###-####',
    phone: '0#-####-####',
  },
  KR: {
    cuisine: 'korean',
    religion: 'buddhist',
    names: 'korean',
    postal: '#####',
    phone: '0#-####-####',
  },
  CN: {
    cuisine: 'chinese',
    religion: 'chinese',
    names: 'chinese',
    postal: '######',
    phone: '0## ####-####',
  },
  TW: { cuisine: 'chinese', religion: 'chinese', names: 'chinese', postal: '###' },
  HK: {
    street: 'en',
    cuisine: 'chinese',
    religion: 'chinese',
    names: 'chinese',
    postal: '',
    phone: '#### ####',
  },
  MO: { cuisine: 'chinese', religion: 'chinese', names: 'chinese', postal: '' },
  SG: {
    street: 'en',
    cuisine: 'chinese',
    religion: 'buddhist',
    names: 'chinese',
    postal: '######',
    phone: '#### ####',
  },
  TH: {
    cuisine: 'thai',
    religion: 'buddhist',
    names: 'southeast_asian',
    postal: '#####',
    phone: '0# ### ####',
  },
  VN: { cuisine: 'vietnamese', religion: 'buddhist', names: 'southeast_asian', postal: '######' },
  KH: { cuisine: 'thai', religion: 'buddhist', names: 'southeast_asian', postal: '#####' },
  LA: { cuisine: 'thai', religion: 'buddhist', names: 'southeast_asian', postal: '#####' },
  MM: { cuisine: 'thai', religion: 'buddhist', names: 'southeast_asian', postal: '#####' },
  MY: {
    cuisine: 'thai',
    religion: 'muslim',
    names: 'southeast_asian',
    postal: '#####',
    phone: '0#-### ####',
  },
  ID: {
    cuisine: 'thai',
    religion: 'muslim',
    names: 'southeast_asian',
    postal: '#####',
    phone: '(0###) ######',
  },
  PH: { street: 'en', cuisine: 'generic', religion: 'christian', names: 'spanish', postal: '####' },
  IL: { cuisine: 'middle_eastern', religion: 'jewish', names: 'arabic', postal: '#######' },
  AE: {
    cuisine: 'middle_eastern',
    religion: 'muslim',
    names: 'arabic',
    postal: '',
    phone: '0# ### ####',
  },
  SA: { cuisine: 'middle_eastern', religion: 'muslim', names: 'arabic', postal: '#####' },
  QA: { cuisine: 'middle_eastern', religion: 'muslim', names: 'arabic', postal: '' },
  EG: {
    cuisine: 'middle_eastern',
    religion: 'muslim',
    names: 'arabic',
    postal: '#####',
    phone: '0# ########',
  },
  MA: {
    street: 'fr',
    cuisine: 'middle_eastern',
    religion: 'muslim',
    names: 'arabic',
    postal: '#####',
  },
  RU: {
    cuisine: 'generic',
    religion: 'christian',
    names: 'slavic',
    postal: '######',
    phone: '8 (###) ###-##-##',
  },
  PL: { cuisine: 'generic', names: 'slavic', postal: '##-###' },
  CZ: { cuisine: 'german', names: 'slavic', postal: '### ##' },
  HU: { cuisine: 'german', names: 'slavic', postal: '####' },
  SE: { names: 'nordic', postal: '### ##' },
  NO: { names: 'nordic', postal: '####' },
  DK: { names: 'nordic', postal: '####' },
  FI: { names: 'nordic', postal: '#####' },
  IS: { names: 'nordic', postal: '###' },
  AR: { street: 'es', cuisine: 'latin', names: 'spanish', churches: 'es', postal: 'A####AAA' },
  CL: { street: 'es', cuisine: 'latin', names: 'spanish', churches: 'es', postal: '#######' },
  PE: { street: 'es', cuisine: 'latin', names: 'spanish', churches: 'es', postal: '#####' },
  CO: { street: 'es', cuisine: 'latin', names: 'spanish', churches: 'es', postal: '######' },
  KE: {
    street: 'en',
    cuisine: 'african',
    religion: 'christian',
    names: 'african',
    postal: '#####',
  },
  NG: { street: 'en', cuisine: 'african', religion: 'mixed', names: 'african', postal: '######' },
};

export function cultureOf(cca2: string, subregion: string): Culture {
  return { ...base, ...SUBREGION_DEFAULTS[subregion], ...COUNTRY_CULTURES[cca2] };
}

/** Two-letter abbreviations Google uses in US, Canadian and Australian addresses. */
export const REGION_ABBREVIATIONS: Record<string, Record<string, string>> = {
  US: {
    Alabama: 'AL',
    Alaska: 'AK',
    Arizona: 'AZ',
    Arkansas: 'AR',
    California: 'CA',
    Colorado: 'CO',
    Connecticut: 'CT',
    Delaware: 'DE',
    'District of Columbia': 'DC',
    'Washington, D.C.': 'DC',
    Florida: 'FL',
    Georgia: 'GA',
    Hawaii: 'HI',
    Idaho: 'ID',
    Illinois: 'IL',
    Indiana: 'IN',
    Iowa: 'IA',
    Kansas: 'KS',
    Kentucky: 'KY',
    Louisiana: 'LA',
    Maine: 'ME',
    Maryland: 'MD',
    Massachusetts: 'MA',
    Michigan: 'MI',
    Minnesota: 'MN',
    Mississippi: 'MS',
    Missouri: 'MO',
    Montana: 'MT',
    Nebraska: 'NE',
    Nevada: 'NV',
    'New Hampshire': 'NH',
    'New Jersey': 'NJ',
    'New Mexico': 'NM',
    'New York': 'NY',
    'North Carolina': 'NC',
    'North Dakota': 'ND',
    Ohio: 'OH',
    Oklahoma: 'OK',
    Oregon: 'OR',
    Pennsylvania: 'PA',
    'Rhode Island': 'RI',
    'South Carolina': 'SC',
    'South Dakota': 'SD',
    Tennessee: 'TN',
    Texas: 'TX',
    Utah: 'UT',
    Vermont: 'VT',
    Virginia: 'VA',
    Washington: 'WA',
    'West Virginia': 'WV',
    Wisconsin: 'WI',
    Wyoming: 'WY',
  },
  CA: {
    Alberta: 'AB',
    'British Columbia': 'BC',
    Manitoba: 'MB',
    'New Brunswick': 'NB',
    'Newfoundland and Labrador': 'NL',
    'Nova Scotia': 'NS',
    Ontario: 'ON',
    'Prince Edward Island': 'PE',
    Quebec: 'QC',
    Saskatchewan: 'SK',
    'Northwest Territories': 'NT',
    Nunavut: 'NU',
    Yukon: 'YT',
  },
  AU: {
    'New South Wales': 'NSW',
    Victoria: 'VIC',
    Queensland: 'QLD',
    'Western Australia': 'WA',
    'South Australia': 'SA',
    Tasmania: 'TAS',
    'Australian Capital Territory': 'ACT',
    'Northern Territory': 'NT',
  },
};

/** How Google's English addresses name a few countries. */
export const ADDRESS_COUNTRY_NAMES: Record<string, string> = {
  US: 'USA',
  GB: 'UK',
  AE: 'United Arab Emirates',
};
