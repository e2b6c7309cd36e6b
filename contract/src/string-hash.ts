/**
 * A 32-bit hash of a text in which every character moves every bit: 32-bit FNV-1a, then MurmurHash3's
 * finaliser, so close strings ("city:1", "city:2", ObjectIds made one after another) spread apart.
 * Deterministic on every run and machine: the mock seeds its generated catalogue with it, and the web
 * picks a trip's placeholder cover colours from it.
 */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}
