import { z } from 'zod';
import placeWordsJson from './data/place-words.json' with { type: 'json' };
import { lazyDataFile } from './data/parse-data-file';
import { CHRISTIAN_LANGUAGES } from './culture';

/** Words generated attraction names are made of (data/place-words.json). */

const words = z.array(z.string().min(1)).min(1);
const byChurchLanguage = <T extends z.ZodType>(value: T) =>
  z.record(z.enum(CHRISTIAN_LANGUAGES), value);
export const placeWords = lazyDataFile(
  'place-words.json',
  z.strictObject({
    natureWords: words,
    museumTopics: words,
    saints: byChurchLanguage(words),
    /** `{C}`: the city. */
    cathedrals: byChurchLanguage(z.string().includes('{C}')),
    /** `{S}`: a saint. */
    churches: byChurchLanguage(z.string().includes('{S}')),
    mosqueNames: words,
    deities: words,
    buddhistWords: words,
    japaneseTemples: words,
    japaneseShrines: words,
    chineseTemples: words,
  }),
  placeWordsJson,
);
