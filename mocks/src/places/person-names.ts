import { z } from 'zod';
import personNamesJson from './data/person-names.json' with { type: 'json' };
import { lazyDataFile } from './data/parse-data-file';
import { NAME_POOLS } from './culture';
import type { NamePool } from './culture';
import type { Random } from './random';

/** First names and surnames per name pool (data/person-names.json): reviewers, owners, house museums. */

const namesByPool = z.record(z.enum(NAME_POOLS), z.array(z.string().min(1)).min(1));
export const personNames = lazyDataFile(
  'person-names.json',
  z.strictObject({ firstNames: namesByPool, surnames: namesByPool }),
  personNamesJson,
);

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
  const { firstNames, surnames } = personNames();
  return `${random.pick(firstNames[chosen])} ${random.pick(surnames[chosen])}`;
}
