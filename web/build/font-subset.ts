import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin, ResolvedConfig } from 'vite';

/** Inter's stylesheet as the app imports it (web/src/app/main.tsx). */
const INTER_STYLESHEET = /[\\/]@fontsource-variable[\\/]inter[\\/]wght\.css$/;

/** Inter's variable Latin file, beside that stylesheet. */
const LATIN_FILE = 'files/inter-latin-wght-normal.woff2';

/** The `unicode-range` of that file's face in the stylesheet. */
const LATIN_FACE_RANGE = new RegExp(
  `(url\\(\\./${LATIN_FILE.replace(/\./g, '\\.')}\\)[^;]*;\\s*unicode-range:\\s*)([^;]+);`,
);

/** The name of the cut file; the build adds its hash (web/build/font-preload.ts preloads it). */
export const FIRST_VIEW_FONT_NAME = 'inter-latin-first-view-wght-normal.woff2';

/** The characters from `first` to `last`, code points included. */
const charactersFrom = (first: number, last: number) =>
  Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index)).join(
    '',
  );

/**
 * The characters of the cut: printable ASCII, the Latin-1 letters and signs (the accents of most
 * Western European place names and travellers' names: é, ü, ñ, ø…), and the punctuation the app's
 * own texts use (dates' dashes, arrows, quotes, the ellipsis). Any other Latin character comes from
 * Inter's whole Latin file, which the browser fetches only for a page that shows one, as it fetches
 * the Latin Extended file for ł or ş.
 */
export const FIRST_VIEW_CHARACTERS =
  charactersFrom(0x20, 0x7e) + charactersFrom(0xa0, 0xff) + '–—‘’“”…•→←€';

/** Code points as a CSS `unicode-range`, runs of consecutive points joined. */
function unicodeRangeOfPoints(points: Iterable<number>): string {
  const sorted = [...new Set(points)].sort((a, b) => a - b);
  const ranges: string[] = [];
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');
  for (let start = 0; start < sorted.length;) {
    let end = start;
    while (end + 1 < sorted.length && sorted[end + 1] === (sorted[end] ?? 0) + 1) end += 1;
    const [first, last] = [sorted[start] ?? 0, sorted[end] ?? 0];
    ranges.push(first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`);
    start = end + 1;
  }
  return ranges.join(',');
}

const codePointsOf = (characters: string) =>
  [...characters].map((character) => character.codePointAt(0) ?? 0);

/** `characters` as a CSS `unicode-range`. */
export function unicodeRangeOf(characters: string): string {
  return unicodeRangeOfPoints(codePointsOf(characters));
}

/** A CSS `unicode-range` (`U+0000-00FF,U+0131,…`) less the code points of `characters`. */
export function unicodeRangeWithout(range: string, characters: string): string {
  const left = new Set(codePointsOf(characters));
  const points: number[] = [];
  for (const part of range.split(',')) {
    const [first = '', last = first] = part.trim().replace(/^U\+/i, '').split('-');
    for (let point = parseInt(first, 16); point <= parseInt(last, 16); point += 1) {
      if (!left.has(point)) points.push(point);
    }
  }
  return unicodeRangeOfPoints(points);
}

/**
 * Serves the first view a cut of Inter's Latin file (issue 19: "the one web font preloaded and
 * subset"): 37 KiB instead of 47, every weight still in it (the cut keeps the variable axis and
 * the layout features). Inter's stylesheet gets a face for the cut's FIRST_VIEW_CHARACTERS, and its
 * Latin face keeps the rest of the Latin range, fetched only for a page that shows one of those.
 * The ranges do not overlap: `document.fonts.load` (which the app's first render waits on) loads
 * every face whose range covers its text. The head preloads the cut (web/build/font-preload.ts).
 * Written under Vite's cache directory and named in the stylesheet by its path from the root,
 * so Vite emits it as an asset with its own content hash.
 */
export function fontSubsetPlugin(): Plugin {
  let config: ResolvedConfig;
  let cutFile: Promise<string> | undefined;
  const cut = async (stylesheet: string) => {
    const latin = readFileSync(join(dirname(stylesheet), LATIN_FILE));
    const subset = await subsetFont(latin, FIRST_VIEW_CHARACTERS, { targetFormat: 'woff2' });
    const version = createHash('sha256').update(subset).digest('hex').slice(0, 10);
    const file = join(config.cacheDir, 'fonts', version, FIRST_VIEW_FONT_NAME);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, subset);
    return file;
  };
  return {
    name: 'wayfarer-font-subset',
    enforce: 'pre',
    apply: (_config, env) => env.command === 'build' && env.isSsrBuild !== true,
    configResolved(resolved) {
      config = resolved;
    },
    async transform(code, id) {
      if (!INTER_STYLESHEET.test(id)) return null;
      cutFile ??= cut(id);
      const url = `/${relative(config.root, await cutFile)
        .split(sep)
        .join('/')}`;
      const face = [
        '/* inter-latin-first-view-wght-normal (web/build/font-subset.ts) */',
        '@font-face {',
        "  font-family: 'Inter Variable';",
        '  font-style: normal;',
        '  font-display: swap;',
        '  font-weight: 100 900;',
        `  src: url(${url}) format('woff2-variations');`,
        `  unicode-range: ${unicodeRangeOf(FIRST_VIEW_CHARACTERS)};`,
        '}',
      ].join('\n');
      // Inter's Latin face: the whole file, for the rest of the Latin range.
      if (!LATIN_FACE_RANGE.test(code)) {
        throw new Error(`font-subset: no face for ${LATIN_FILE} in ${id}`);
      }
      const rest = code.replace(
        LATIN_FACE_RANGE,
        (_match, before: string, range: string) =>
          `${before}${unicodeRangeWithout(range, FIRST_VIEW_CHARACTERS)};`,
      );
      return { code: `${rest}\n${face}\n`, map: null };
    },
  };
}
