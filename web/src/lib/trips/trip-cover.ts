import { hashString } from '@contract/string-hash';
import { coverSceneSvg } from './cover-scene';

/**
 * A cover for a trip without one (spec 000 §2 "a placeholder seeded by the trip id"): a painted
 * landscape (cover-scene.ts) over a gradient, whose hues come from a hash of the id, so each trip
 * keeps its own picture and colours. A CSS background value.
 */
export function placeholderCover(tripId: string): string {
  const hash = hashString(tripId);
  const hue = hash % 360;
  const second = (hue + 40 + ((hash >>> 9) % 80)) % 360;
  const scene = `url("data:image/svg+xml,${encodeURIComponent(coverSceneSvg(hash, hue))}")`;
  return `${scene} center / cover no-repeat, linear-gradient(135deg, hsl(${hue} 55% 42%), hsl(${second} 60% 30%))`;
}

export const peopleCount = (trip: { collaborators: readonly unknown[] }) =>
  1 + trip.collaborators.length;

export const plural = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;
