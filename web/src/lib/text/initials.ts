/**
 * Initials for an avatar without a picture, built by grapheme (what a reader sees as one letter),
 * never by UTF-16 unit: a name starting with an emoji or a decomposed accent keeps it whole instead
 * of showing half a surrogate pair ("M�"). The one initials helper of the app.
 */

/**
 * Made at the first name that needs it, not when the module loads: creating one loads ICU's
 * grapheme rules: 115 ms in a CPU profile at Lighthouse's 4× slowdown, in the task that evaluates
 * the screens' shared chunk, on every first view, most of which show no initials (issue 19).
 */
let segmenter: Intl.Segmenter | undefined;

/** Printable ASCII without spaces: each character is a grapheme of its own (only CR LF pair up). */
const PRINTABLE_ASCII = /^[\x21-\x7e]*$/;

function graphemesOf(word: string): string[] {
  if (PRINTABLE_ASCII.test(word)) return Array.from(word);
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return Array.from(segmenter.segment(word), (part) => part.segment);
}

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
      ? graphemesOf(words[0] ?? '').slice(0, limit)
      : words.slice(0, limit).map((word) => graphemesOf(word)[0] ?? '');
  return letters.join('').toLocaleUpperCase();
}

/** One initial: the first grapheme of the name, upper-cased; '' for a blank name. */
export const initialOf = (name: string | null | undefined) => initialsOf(name, 1);
