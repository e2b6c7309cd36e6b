/**
 * Numbers as the app writes them (en-US), without Intl: a page's first Intl number format loads
 * ICU's number data, 80 ms of Explore's start and 157 ms of the trip page's in a CPU profile at
 * Lighthouse's 4× slowdown (`npm run bench -- profile`), for commas every three digits and one
 * rounding (issue 19). The text is Intl's (number-text.test.ts compares them).
 */

const group = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * `value` with at most `maximumFractionDigits` decimals, trailing zeros dropped, and en-US
 * grouping: `new Intl.NumberFormat('en-US', { maximumFractionDigits })`. Like ICU, it rounds the
 * number's shortest decimal form (`String(value)`: 8033.95, not the double's 8033.9499…) half up.
 */
export function roundedText(value: number, maximumFractionDigits: number): string {
  const shortest = String(value);
  // Negative, not finite, or written with an exponent (below 1e-6, from 1e21): Intl's own text.
  if (value < 0 || Object.is(value, -0) || !/^\d+(\.\d+)?$/.test(shortest)) {
    return value.toLocaleString('en-US', { maximumFractionDigits });
  }
  const [whole = '', fraction = ''] = shortest.split('.');
  let kept = `${whole}${fraction.slice(0, maximumFractionDigits).padEnd(maximumFractionDigits, '0')}`;
  if ((fraction[maximumFractionDigits] ?? '0') >= '5') {
    kept = (BigInt(kept) + 1n).toString().padStart(kept.length, '0');
  }
  const cut = kept.length - maximumFractionDigits;
  const decimals = kept.slice(cut).replace(/0+$/, '');
  return `${group(kept.slice(0, cut) || '0')}${decimals === '' ? '' : `.${decimals}`}`;
}
