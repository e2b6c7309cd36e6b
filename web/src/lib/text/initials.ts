/**
 * Initials for an avatar without a picture, built by grapheme (what a reader sees as one letter),
 * never by UTF-16 unit: a name starting with an emoji or a decomposed accent keeps it whole instead
 * of showing half a surrogate pair ("M�"). The one initials helper of the app.
 */

/**
 * Made at the first name that needs it, not when the module loads: creating one loads ICU's
 * grapheme rules: 115 ms in a CPU profile at Lighthouse's 4× slowdown, in the task that evaluates
 * the screens' shared chunk, on every first view (issue 19); at first need, 85 ms of the place
 * page's render of its reviews, whose authors' names need none.
 */
let segmenter: Intl.Segmenter | undefined;

/**
 * Characters each a grapheme of its own wherever they stand (Unicode's grapheme break property
 * "Other", or a precomposed Hangul syllable): printable ASCII, Latin-1 to IPA and the spacing
 * modifiers, Greek, Cyrillic letters, kana, CJK ideographs, Hangul syllables. Checked against
 * Intl.Segmenter beside a letter and a Hangul syllable (initials.test.ts). A name
 * made of these needs no segmenter; combining marks, emoji and other scripts do.
 */
const ONE_GRAPHEME_EACH =
  /^[\x21-\x7e\u00a0-\u02ff\u0370-\u0482\u048a-\u052f\u3041-\u3096\u30a1-\u30fa\u4e00-\u9fff\uac00-\ud7a3]*$/;

function graphemesOf(word: string): string[] {
  if (ONE_GRAPHEME_EACH.test(word)) return Array.from(word);
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
