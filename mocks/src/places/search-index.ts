import type { Catalogue, City, Country } from './catalogue';
import { generateCityPlaceIdentities } from './place-stubs';
import type { Template } from './name-templates';
import { searchWords } from './text';
import { IntList, invert } from './int-rows';
import type { Rows } from './int-rows';

/**
 * The autocomplete index over every country, city and place of the catalogue (about 250 000 entries),
 * built once. Entries are kept in popularity order (population; a place's rating count), so a search
 * answers the first matches it meets. Words live in one sorted vocabulary, so "every word starting with
 * `par`" is a contiguous range of word ids and a match is two integer comparisons.
 *
 * A query matches an entry when each query word starts some word of the entry's name or of its
 * context (a city's region and country; a place's city, region and country), and at least one query
 * word starts a word of the name itself: "eiffel paris" finds the Eiffel Tower, "paris" alone does not
 * list every place in Paris.
 */

const KIND_COUNTRY = 0;
const KIND_CITY = 1;
const KIND_PLACE = 2;

/** A place weighs this many people per rating: a landmark with 400 000 ratings ranks with a big city. */
const PLACE_WEIGHT_PER_RATING = 10;
/** Each landmark adds half the city's population again (capped): visitors mean Paris, not Paris, Texas. */
const LANDMARK_BOOST = 0.5;
const MAX_BOOSTED_LANDMARKS = 12;
/** Above this many candidates, a scan in popularity order (which stops early) is cheaper. */
const MAX_CANDIDATES = 50_000;

export interface SearchHit {
  kind: 'country' | 'city' | 'place';
  country: Country;
  city: City | null;
  slot: number;
}

export interface PlaceSearchIndex {
  /** Entries: countries, cities and places. */
  readonly size: number;
  readonly vocabularySize: number;
  /** Build time in ms, the catalogue's included. */
  readonly buildMs: number;
  /** The `limit` most popular entries matching every word of the query (as prefixes). */
  search(query: string, limit: number): SearchHit[];
}

export function buildPlaceSearchIndex(catalogue: Catalogue): PlaceSearchIndex {
  const started = performance.now();

  // 1. Entries with their words (ids in order of first sight), in build order.
  const wordIds = new Map<string, number>();
  const words: string[] = [];
  // Countries, regions and names from fixed lists repeat a lot: split each distinct text once.
  const wordIdsByText = new Map<string, readonly number[]>();
  const wordIdsOf = (text: string): readonly number[] => {
    let ids = wordIdsByText.get(text) as number[] | undefined;
    if (ids) return ids;
    ids = [];
    for (const word of searchWords(text)) {
      let id = wordIds.get(word);
      if (id === undefined) {
        id = words.length;
        words.push(word);
        wordIds.set(word, id);
      }
      if (!ids.includes(id)) ids.push(id);
    }
    wordIdsByText.set(text, ids);
    return ids;
  };
  const templateWordIds = new Map<Template, readonly number[]>();
  const templateWords = (template: Template): readonly number[] => {
    let ids = templateWordIds.get(template);
    if (!ids) {
      ids = wordIdsOf(`${template.before} ${template.after}`);
      templateWordIds.set(template, ids);
    }
    return ids;
  };
  const noWords: readonly number[] = [];
  const kinds = new IntList();
  const refs = new IntList();
  const slots = new IntList();
  const entryContexts = new IntList();
  const scores: number[] = [];
  const nameStart = new IntList();
  const nameWords = new IntList();
  const contextStart = new IntList();
  const contextWords = new IntList();
  const addContext = (ids: readonly number[]): number => {
    contextStart.push(contextWords.length);
    for (const id of ids) contextWords.push(id);
    return contextStart.length - 1;
  };
  /** An entry; its name words are `ids`, then those of `more` it does not hold yet. */
  const addEntry = (
    kind: number,
    ref: number,
    slot: number,
    context: number,
    score: number,
    ids: readonly number[],
    more: readonly number[] = noWords,
  ) => {
    kinds.push(kind);
    refs.push(ref);
    slots.push(slot);
    entryContexts.push(context);
    scores.push(score);
    nameStart.push(nameWords.length);
    for (const id of ids) nameWords.push(id);
    for (const id of more) if (!ids.includes(id)) nameWords.push(id);
  };

  for (const country of catalogue.countries) {
    addEntry(KIND_COUNTRY, country.index, 0, -1, country.population, wordIdsOf(country.name));
  }
  for (const city of catalogue.cities) {
    const countryWords = wordIdsOf(city.country.name);
    const regionWords = city.region ? wordIdsOf(city.region) : [];
    const cityWords = city.localName
      ? [...new Set([...wordIdsOf(city.name), ...wordIdsOf(city.localName)])]
      : wordIdsOf(city.name);
    const cityContext = addContext([...regionWords, ...countryWords]);
    const placeContext = addContext([...cityWords, ...regionWords, ...countryWords]);
    const boost = 1 + LANDMARK_BOOST * Math.min(city.landmarks.length, MAX_BOOSTED_LANDMARKS);
    addEntry(KIND_CITY, city.index, 0, cityContext, city.population * boost, cityWords);
    // Generated directly, not through the catalogue's cache: the index visits each city once.
    for (const place of generateCityPlaceIdentities(catalogue.generatorCity(city))) {
      const score = place.userRatingCount * PLACE_WEIGHT_PER_RATING;
      const parts = place.nameParts;
      if (!parts) {
        addEntry(KIND_PLACE, city.index, place.slot, placeContext, score, wordIdsOf(place.name));
        continue;
      }
      // A generated name's words are its template's plus its slot value's (the city's own for
      // `{C}`): read from the parts, 220 000 fresh strings need no hashing.
      const { template, value } = parts;
      const filled = value === '' ? noWords : template.slot === 'C' ? cityWords : wordIdsOf(value);
      const fixed = templateWords(template);
      addEntry(KIND_PLACE, city.index, place.slot, placeContext, score, fixed, filled);
    }
  }
  nameStart.push(nameWords.length);
  contextStart.push(contextWords.length);

  // 2. Words renumbered in sorted order, so the words starting with a prefix are one id range.
  const sortedIds = Array.from(words.keys()).sort((a, b) =>
    (words[a] as string) < (words[b] as string) ? -1 : 1,
  );
  const rank = new Int32Array(words.length);
  sortedIds.forEach((id, position) => {
    rank[id] = position;
  });
  const sortedWords = sortedIds.map((id) => words[id] as string);

  // 3. Entries renumbered by descending score: one numeric sort of keys that pack the score (log
  // scale, fine enough to keep real figures apart) above the build number (ties keep build order).
  const entryCount = scores.length;
  if (entryCount >= 2 ** 20) throw new Error('the search index packs entry numbers in 20 bits');
  const keys = new Float64Array(entryCount);
  for (let entry = 0; entry < entryCount; entry += 1) {
    const score = Math.round(Math.log2((scores[entry] ?? 0) + 1) * 2 ** 22);
    keys[entry] = -(score * 2 ** 20) + entry;
  }
  keys.sort();
  const rawKinds = kinds.toArray();
  const rawRefs = refs.toArray();
  const rawSlots = slots.toArray();
  const rawContexts = entryContexts.toArray();
  const rawNameStart = nameStart.toArray();
  const rawNameWords = nameWords.toArray();
  const entryKind = new Uint8Array(entryCount);
  const entryRef = new Int32Array(entryCount);
  const entrySlot = new Uint8Array(entryCount);
  const entryContext = new Int32Array(entryCount);
  const names: Rows = {
    start: new Int32Array(entryCount + 1),
    values: new Int32Array(rawNameWords.length),
  };
  let written = 0;
  for (let entry = 0; entry < entryCount; entry += 1) {
    const from = (((keys[entry] ?? 0) % 2 ** 20) + 2 ** 20) % 2 ** 20;
    entryKind[entry] = rawKinds[from] ?? 0;
    entryRef[entry] = rawRefs[from] ?? 0;
    entrySlot[entry] = rawSlots[from] ?? 0;
    entryContext[entry] = rawContexts[from] ?? -1;
    names.start[entry] = written;
    for (let word = rawNameStart[from] ?? 0; word < (rawNameStart[from + 1] ?? 0); word += 1) {
      names.values[written] = rank[rawNameWords[word] ?? 0] ?? 0;
      written += 1;
    }
  }
  names.start[entryCount] = written;
  const contextsRows: Rows = {
    start: contextStart.toArray(),
    values: contextWords.toArray().map((id) => rank[id] ?? 0),
  };
  const contextCount = contextsRows.start.length - 1;

  // 4. Inverted lists: word → entries naming it, word → contexts holding it, context → its entries.
  const nameLists = invert(names, sortedWords.length);
  const contextLists = invert(contextsRows, sortedWords.length);
  const entryContextRows: Rows = {
    start: new Int32Array(entryCount + 1),
    values: new Int32Array(entryCount),
  };
  let contextual = 0;
  for (let entry = 0; entry < entryCount; entry += 1) {
    entryContextRows.start[entry] = contextual;
    const context = entryContext[entry] ?? -1;
    if (context >= 0) {
      entryContextRows.values[contextual] = context;
      contextual += 1;
    }
  }
  entryContextRows.start[entryCount] = contextual;
  entryContextRows.values = entryContextRows.values.slice(0, contextual);
  const contextEntries = invert(entryContextRows, contextCount);
  // Per word, how many entries its contexts hold, summed along the sorted words (a range is a difference).
  const contextEntryTotals = new Float64Array(sortedWords.length + 1);
  for (let word = 0; word < sortedWords.length; word += 1) {
    let total = 0;
    for (
      let index = contextLists.start[word] ?? 0;
      index < (contextLists.start[word + 1] ?? 0);
      index += 1
    ) {
      const context = contextLists.values[index] ?? 0;
      total += (contextEntries.start[context + 1] ?? 0) - (contextEntries.start[context] ?? 0);
    }
    contextEntryTotals[word + 1] = (contextEntryTotals[word] ?? 0) + total;
  }

  /** [first word id starting with the prefix, first id past them]. */
  const prefixRange = (prefix: string): [number, number] => {
    const lowerBound = (target: string) => {
      let low = 0;
      let high = sortedWords.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if ((sortedWords[middle] as string) < target) low = middle + 1;
        else high = middle;
      }
      return low;
    };
    return [lowerBound(prefix), lowerBound(`${prefix}\uffff`)];
  };

  const inRange = (rows: Rows, row: number, low: number, high: number): boolean => {
    for (let index = rows.start[row] ?? 0; index < (rows.start[row + 1] ?? 0); index += 1) {
      const word = rows.values[index] ?? -1;
      if (word >= low && word < high) return true;
    }
    return false;
  };

  /** Every range starts a word of the entry's name or context, and one at least a word of its name. */
  const matches = (entry: number, ranges: [number, number][]): boolean => {
    const context = entryContext[entry] ?? -1;
    let nameMatched = false;
    for (const [low, high] of ranges) {
      if (inRange(names, entry, low, high)) nameMatched = true;
      else if (context < 0 || !inRange(contextsRows, context, low, high)) return false;
    }
    return nameMatched;
  };

  const seen = new Int32Array(entryCount);
  let stamp = 0;

  const hitOf = (entry: number): SearchHit => {
    const ref = entryRef[entry] ?? 0;
    if (entryKind[entry] === KIND_COUNTRY) {
      return { kind: 'country', country: catalogue.countries[ref] as Country, city: null, slot: 0 };
    }
    const city = catalogue.cities[ref] as City;
    const kind = entryKind[entry] === KIND_CITY ? 'city' : 'place';
    return { kind, country: city.country, city, slot: entrySlot[entry] ?? 0 };
  };

  const search = (query: string, limit: number): SearchHit[] => {
    const tokens = [...new Set(searchWords(query))];
    if (tokens.length === 0 || limit <= 0) return [];
    const ranges = tokens.map(prefixRange);
    if (ranges.some(([low, high]) => low === high)) return [];

    // Where candidates come from, whichever visits fewer entries: the names holding any query word
    // (every result names one of them), or everything matching one query word by name or context.
    const nameCount = ([low, high]: [number, number]) =>
      (nameLists.start[high] ?? 0) - (nameLists.start[low] ?? 0);
    const contextCount = ([low, high]: [number, number]) =>
      (contextEntryTotals[high] ?? 0) - (contextEntryTotals[low] ?? 0);
    let sources = ranges.map((range) => ({ range, contexts: false }));
    let cost = ranges.reduce((sum, range) => sum + nameCount(range), 0);
    if (ranges.length > 1) {
      for (const range of ranges) {
        const rangeCost = nameCount(range) + contextCount(range);
        if (rangeCost < cost) {
          cost = rangeCost;
          sources = [{ range, contexts: true }];
        }
      }
    }

    // The best entries so far, ascending (a lower number is a more popular entry).
    const best: number[] = [];
    if (ranges.length > 1 && cost > MAX_CANDIDATES) {
      // Common words on both sides: the most popular entries match early.
      for (let entry = 0; entry < entryCount && best.length < limit; entry += 1) {
        if (matches(entry, ranges)) best.push(entry);
      }
      return best.map(hitOf);
    }
    const consider = (entry: number): boolean => {
      if (best.length === limit && entry > (best[limit - 1] as number)) return false;
      if (seen[entry] === stamp) return true;
      seen[entry] = stamp;
      if (!matches(entry, ranges)) return true;
      let position = best.length;
      while (position > 0 && (best[position - 1] as number) > entry) position -= 1;
      best.splice(position, 0, entry);
      if (best.length > limit) best.pop();
      return true;
    };
    stamp += 1;
    // Each list is ascending: once an entry cannot make the best, the rest of its list cannot either.
    for (const { range, contexts } of sources) {
      const [low, high] = range;
      for (let word = low; word < high; word += 1) {
        for (
          let index = nameLists.start[word] ?? 0;
          index < (nameLists.start[word + 1] ?? 0);
          index += 1
        ) {
          if (!consider(nameLists.values[index] ?? 0)) break;
        }
        if (!contexts) continue;
        for (
          let index = contextLists.start[word] ?? 0;
          index < (contextLists.start[word + 1] ?? 0);
          index += 1
        ) {
          const context = contextLists.values[index] ?? 0;
          for (
            let at = contextEntries.start[context] ?? 0;
            at < (contextEntries.start[context + 1] ?? 0);
            at += 1
          ) {
            if (!consider(contextEntries.values[at] ?? 0)) break;
          }
        }
      }
    }
    return best.map(hitOf);
  };

  return {
    size: entryCount,
    vocabularySize: sortedWords.length,
    buildMs: performance.now() - started + catalogue.buildMs,
    search,
  };
}
