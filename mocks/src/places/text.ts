/**
 * Text folding shared by the snapshot script (ASCII names) and the search index (query and names are
 * folded alike, so "zurich" finds Zürich and "sao paulo" finds São Paulo).
 */

/** Letters that Unicode decomposition leaves alone but travellers type in plain ASCII. */
const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss',
  ẞ: 'SS',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'Th',
  ı: 'i',
  ə: 'e',
  Ə: 'E',
  ħ: 'h',
  Ħ: 'H',
  ŀ: 'l',
  '‘': "'",
  '’': "'",
  ʻ: "'",
  ʼ: "'",
  '`': "'",
};
const SPECIAL_LETTER_PATTERN = new RegExp(`[${Object.keys(SPECIAL_LETTERS).join('')}]`, 'g');
const COMBINING_MARKS = /[\u0300-\u036f]/g;
const PLAIN_ASCII = /^[\x20-\x7e]*$/;
const ASCII_SEPARATORS = /[^a-z0-9]+/;

/** "São Paulo" → "Sao Paulo", "Straßgang" → "Strassgang"; other characters stay as they are. */
export function foldToAscii(text: string): string {
  return text
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(SPECIAL_LETTER_PATTERN, (letter) => SPECIAL_LETTERS[letter] ?? letter);
}

/**
 * The words of a text as the search index keys them: folded, lower-cased, split on anything that is
 * not a letter or digit ("Xi'an" → ["xi", "an"], "Sant Julià de Lòria" → ["sant", "julia", "de", "loria"]).
 */
export function searchWords(text: string): string[] {
  // Most names are plain ASCII: skip the Unicode work for them (the index splits 250 000 names).
  if (PLAIN_ASCII.test(text)) {
    return text
      .toLowerCase()
      .split(ASCII_SEPARATORS)
      .filter((word) => word !== '');
  }
  return foldToAscii(text)
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}
