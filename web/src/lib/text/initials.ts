/**
 * Initials for an avatar without a picture, built by grapheme (what a reader sees as one letter),
 * never by UTF-16 unit: a name starting with an emoji or a decomposed accent keeps it whole instead
 * of showing half a surrogate pair ("M�"). The one initials helper of the app.
 */
const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

const firstGrapheme = (word: string) =>
  segmenter.segment(word)[Symbol.iterator]().next().value?.segment ?? '';

/**
 * Up to `limit` initials: the first grapheme of each word; a one-word name gives its first
 * `limit` graphemes (as Mantine's Avatar does for `name`). '' for a blank name, so the avatar shows
 * its placeholder icon.
 */
export function initialsOf(name: string | null | undefined, limit = 2): string {
  const words = (name ?? '')
    .trim()
    .split(/\s+/u)
    .filter((word) => word !== '');
  if (words.length === 0) return '';
  const letters =
    words.length === 1
      ? Array.from(segmenter.segment(words[0] ?? ''), (part) => part.segment).slice(0, limit)
      : words.slice(0, limit).map(firstGrapheme);
  return letters.join('').toLocaleUpperCase();
}

/** One initial: the first grapheme of the name, upper-cased; '' for a blank name. */
export const initialOf = (name: string | null | undefined) => initialsOf(name, 1);
