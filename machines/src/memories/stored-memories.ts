/**
 * An activity's memories as read again after an upload or a reflection whose answer was lost
 * (issue 17 "Writes are safe to retry"): as much as "is what I sent there now" needs. Photos carry
 * no name or size of their own (contract `memoryPhoto`: url, uploadedBy, uploadedAt), so an upload
 * is recognised by photo URLs that were not there when it left; a reflection (an added one, not a
 * replaced text: add-activity-reflection appends) by its text being there more often than before.
 */

export interface MemoryTarget {
  tripId: string;
  day: number;
  activityId: string;
}

export interface StoredMemories {
  photoUrls: readonly string[];
  reflections: readonly string[];
}

/**
 * Reads the activity's memories: `fresh` from the server (never the cache), else as the page holds
 * them. Null when the trip, day or activity is gone.
 */
export type ReadMemoriesEffect = (
  input: MemoryTarget & { fresh: boolean },
) => Promise<StoredMemories | null>;

/** What was there when the write left: nothing when it could not be read. */
export const NO_MEMORIES: StoredMemories = { photoUrls: [], reflections: [] };

/** Whether the re-read holds at least `sent` photos that were not there before. */
export const hasNewPhotos = (before: StoredMemories, after: StoredMemories | null, sent: number) =>
  after !== null && after.photoUrls.filter((url) => !before.photoUrls.includes(url)).length >= sent;

const timesWritten = (memories: StoredMemories, text: string) =>
  memories.reflections.filter((stored) => stored.trim() === text.trim()).length;

/** Whether the re-read holds the reflection's text once more than before. */
export const hasNewReflection = (
  before: StoredMemories,
  after: StoredMemories | null,
  text: string,
) => after !== null && timesWritten(after, text) > timesWritten(before, text);
