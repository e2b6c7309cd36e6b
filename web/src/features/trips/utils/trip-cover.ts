/**
 * A cover for a trip without one (spec 000 §2 "a placeholder seeded by the trip id"): a gradient
 * whose two hues come from a hash of the id, so each trip keeps its own colours.
 */
export function placeholderCover(tripId: string): string {
  const hash = mixedHash(tripId);
  const hue = hash % 360;
  const second = (hue + 40 + ((hash >>> 9) % 80)) % 360;
  return `linear-gradient(135deg, hsl(${hue} 55% 42%), hsl(${second} 60% 30%))`;
}

/**
 * A 32-bit hash of the text in which every character moves every bit: ids that differ only in their
 * last characters (ObjectIds made one after another) still get far-apart hues. FNV-1a, then
 * MurmurHash3's finaliser.
 */
function mixedHash(text: string): number {
  let hash = 0x811c9dc5;
  for (const character of text) hash = Math.imul(hash ^ character.charCodeAt(0), 0x01000193);
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

export const peopleCount = (trip: { collaborators: readonly unknown[] }) =>
  1 + trip.collaborators.length;

export const plural = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;
