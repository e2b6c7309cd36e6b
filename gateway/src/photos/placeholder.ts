import type { PhotoQuality } from '@contract/places';
import { MAX_PLACEHOLDER_NAME_LENGTH, PHOTO_ASPECT, PHOTO_TIER_WIDTHS } from '../places/constants';

/**
 * The image of a place without a photo: a gradient whose colours come from the name (the same name
 * always gives the same picture), the initials large and the name below. The spec uses a stock-image
 * search URL built from the name (D1 §7 place-photo); that needs the internet and a third-party origin
 * the CSP does not allow, so the gateway draws its own. SVG: a few hundred bytes, sharp at any tier.
 */

/** FNV-1a: a stable 32-bit hash, so colours do not change between runs or machines. */
export function nameHash(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Up to two initials from the first two words (letters or digits); "?" for a name without any. */
export function initialsOf(name: string): string {
  const words = name.match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}'’-]*/gu) ?? [];
  const initials = words
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join('')
    .toLocaleUpperCase();
  return initials === '' ? '?' : initials;
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/** The name as shown: whitespace collapsed, control characters dropped, cut to a sane length. */
export function cleanPlaceName(name: string): string {
  const visible = [
    ...name
      .replace(/\p{Cc}/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  ];
  return visible.slice(0, MAX_PLACEHOLDER_NAME_LENGTH).join('');
}

/** Longest name line drawn under the initials before it is shortened with an ellipsis. */
const NAME_LINE_CHARS = 32;

export function placeholderSvg(rawName: string, quality: PhotoQuality): string {
  const name = cleanPlaceName(rawName);
  const width = PHOTO_TIER_WIDTHS[quality];
  const height = Math.round(width * PHOTO_ASPECT);
  const hash = nameHash(name.toLocaleLowerCase());
  const hue = hash % 360;
  // A second hue 40–100° away: two related colours, never a muddy pair.
  const secondHue = (hue + 40 + ((hash >>> 9) % 61)) % 360;
  const chars = [...name];
  const line =
    chars.length > NAME_LINE_CHARS ? `${chars.slice(0, NAME_LINE_CHARS - 1).join('')}…` : name;
  const initialsSize = Math.round(height * 0.34);
  const nameSize = Math.max(10, Math.round(height * 0.075));

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(name || 'Place')}">`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="hsl(${hue} 62% 46%)"/>`,
    `<stop offset="1" stop-color="hsl(${secondHue} 68% 30%)"/>`,
    '</linearGradient></defs>',
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    `<text x="50%" y="${Math.round(height * 0.52)}" text-anchor="middle" dominant-baseline="middle" fill="#fff" fill-opacity="0.92" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-weight="700" font-size="${initialsSize}">${escapeXml(initialsOf(name))}</text>`,
    line === ''
      ? ''
      : `<text x="50%" y="${Math.round(height * 0.84)}" text-anchor="middle" fill="#fff" fill-opacity="0.85" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="${nameSize}">${escapeXml(line)}</text>`,
    '</svg>',
  ].join('');
}
