import { formatTimestamp } from '@machines/shared/date-format';
import { calendarDayOf } from '@machines/trips/calendar-day';
import type { TripDetailFieldsFragment } from '@web/gql/graphql';
import { byCodeUnits } from '@web/lib/text/code-unit-order';

export type TripActivity = TripDetailFieldsFragment['itineraryDays'][number]['activities'][number];
export type ActivityMemories = TripActivity['memories'];

/** "Mar 8, 2026 14:05" (RESOLUTIONS "Date formats"); empty for a time the server garbled. */
export function memoryTime(iso: string): string {
  return formatTimestamp(iso);
}

export const hasMemories = (memories: ActivityMemories) =>
  memories.photos.length > 0 || memories.reflections.length > 0;

/** Reflections oldest first, so the newest is read last, as in a conversation. */
export const reflectionsInOrder = (memories: ActivityMemories) =>
  [...memories.reflections].sort((a, b) => byCodeUnits(a.createdAt, b.createdAt));

/** The trip's last day has passed (local calendar), so it is a trip to remember. */
export function isTripOver(endDate: string | null, today: Date): boolean {
  const end = endDate === null ? null : calendarDayOf(endDate);
  const todayDay = calendarDayOf(today);
  return end !== null && todayDay !== null && end < todayDay;
}
