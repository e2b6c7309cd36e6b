import type { NamePool } from './culture';
import { personNames } from './person-names';
import type { GeneratorCity } from './place-types';
import { placeWords } from './place-words';
import type { Random } from './random';

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

export function compile(templates: readonly string[]): Template[] {
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

export interface NamedPlace {
  name: string;
  primaryType: string;
  /** Null for names built otherwise (places of worship, numbered repeats, landmarks). */
  parts: NameParts | null;
}

export function compileAll<K extends string>(
  lists: Record<K, readonly string[]>,
): Record<K, Template[]> {
  const compiled = {} as Record<K, Template[]>;
  for (const key of Object.keys(lists) as K[]) compiled[key] = compile(lists[key]);
  return compiled;
}

export function pickName(
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
      value = random.pick(personNames().surnames[pool]);
      break;
    case 'F':
      value = random.pick(personNames().firstNames[pool]);
      break;
    case 'N':
      value = random.pick(placeWords().natureWords);
      break;
    case 'T':
      value = random.pick(placeWords().museumTopics);
      break;
  }
  return {
    name: template.before + value + template.after,
    primaryType,
    parts: { template, value },
  };
}

/** pickName with the city's own names (a plain function: this runs 220 000 times at start). */
export function pickFor(
  templates: readonly Template[],
  primaryType: string,
  random: Random,
  city: GeneratorCity,
): NamedPlace {
  return pickName(templates, primaryType, random, city, city.culture.names);
}
