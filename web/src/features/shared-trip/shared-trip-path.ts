import { JOIN_ON_ARRIVAL_KEY } from './constants';

/**
 * The shared page's own path, the return path login and sign-up take (12.17). With `join`, the path
 * asks the page to join once signed in (12.18), so a guest's press is not asked for twice.
 */
export function sharedTripPath(shareToken: string, { join = false } = {}): string {
  const path = `/shared-trip/${encodeURIComponent(shareToken)}`;
  return join ? `${path}?${JOIN_ON_ARRIVAL_KEY}=true` : path;
}

/** Whether the page's search asks for the remembered join (`?join=true`). */
export const asksToJoin = (value: unknown): boolean => value === true || value === 'true';

/** "1 destination", "3 destinations". */
export const countOf = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;
