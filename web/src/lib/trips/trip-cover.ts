import { hashString } from '@contract/string-hash';

/**
 * A cover for a trip without one (spec 000 §2 "a placeholder seeded by the trip id"): a gradient
 * whose two hues come from a hash of the id, so each trip keeps its own colours.
 */
export function placeholderCover(tripId: string): string {
  const hash = hashString(tripId);
  const hue = hash % 360;
  const second = (hue + 40 + ((hash >>> 9) % 80)) % 360;
  return `linear-gradient(135deg, hsl(${hue} 55% 42%), hsl(${second} 60% 30%))`;
}

export const peopleCount = (trip: { collaborators: readonly unknown[] }) =>
  1 + trip.collaborators.length;

export const plural = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;
