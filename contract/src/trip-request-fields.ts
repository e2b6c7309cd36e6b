import { z } from 'zod';
import { withStatus } from './request-error';
import { safeText } from './safe-text';
import { CLOCK_TIME_PATTERN, OBJECT_ID_PATTERN, tripLimits } from './trip';
import { inclusiveDayCount, parseIsoDate } from './trip-dates';
import { tripMessages } from './trip-messages';

/**
 * The pieces the trip request schemas (trip-requests.ts) are made of. Each carries the spec's text as
 * its error, so the first zod issue is the answer's message (request-error.ts). Text is trimmed;
 * unknown fields are dropped; "absent" means undefined or null.
 */

/** An ObjectId (24 hex digits), lowercased; another text is the message. */
export const objectId = (invalidMessage: string) =>
  z
    .string({ error: invalidMessage })
    .regex(OBJECT_ID_PATTERN, { error: invalidMessage })
    .transform((id) => id.toLowerCase());

/**
 * An id that may be left out ('', undefined or null: undefined), else an ObjectId, lowercased. With
 * `trim`, surrounding blanks are dropped first (the activity's destinationId).
 */
export const optionalObjectId = (invalidMessage: string, { trim = false } = {}) =>
  z
    .string({ error: invalidMessage })
    .nullish()
    .transform((value, context) => {
      if (value === undefined || value === null || value === '') return undefined;
      const id = trim ? value.trim() : value;
      if (OBJECT_ID_PATTERN.test(id)) return id.toLowerCase();
      context.issues.push({ code: 'custom', message: invalidMessage, input: value });
      return z.NEVER;
    });

/** A query parameter that must be there and not blank, trimmed. */
export const requiredParam = (missingMessage: string) =>
  safeText(z.string({ error: missingMessage }).trim().min(1, { error: missingMessage }));

/** A day number in the query (1-based); its range is the trip's. */
export const dayParam = z
  .string()
  .regex(/^\d+$/, { error: tripMessages.dayInvalid })
  .transform(Number)
  .refine((day) => Number.isSafeInteger(day) && day >= 1, { error: tripMessages.dayInvalid });

/** A day number in a body (1-based); its range is the trip's. */
export const dayNumber = z
  .number({ error: tripMessages.dayInvalid })
  .refine((day) => Number.isSafeInteger(day) && day >= 1, { error: tripMessages.dayInvalid });

/** Required text: absent is `missingMessage`, another type "<label> must be text", blank `missingMessage`. */
export const labelledText = (label: string, missingMessage: string) =>
  safeText(
    z
      .string({
        error: (issue) =>
          issue.input === undefined || issue.input === null
            ? missingMessage
            : tripMessages.fieldNotText(label),
      })
      .trim()
      .min(1, { error: missingMessage }),
  );

/** Required text whose every fault has the one message (the destination's placeId and name). */
export const requiredText = (missingMessage: string) =>
  safeText(z.string({ error: missingMessage }).trim().min(1, { error: missingMessage }));

/** Optional text: undefined or null when absent, else trimmed; another type "<label> must be text". */
export const optionalText = (label: string, maxLength: number, tooLongMessage: string) =>
  safeText(
    z
      .string({ error: tripMessages.fieldNotText(label) })
      .trim()
      .max(maxLength, { error: tooLongMessage }),
  ).nullish();

export const title = (missingMessage: string) =>
  labelledText('Title', missingMessage).max(tripLimits.titleMaxLength, {
    error: tripMessages.titleTooLong,
  });

export const description = optionalText(
  'Description',
  tripLimits.descriptionMaxLength,
  tripMessages.descriptionTooLong,
);

type DateLabel = 'Start date' | 'End date';
const isDate = (text: string) => parseIsoDate(text) !== null;

/** A new trip's date: null when absent or blank, else a YYYY-MM-DD date that exists. */
export const optionalTripDate = (label: DateLabel) =>
  z
    .string({ error: tripMessages.dateInvalid(label) })
    .trim()
    .refine((text) => text === '' || isDate(text), { error: tripMessages.dateInvalid(label) })
    .nullish()
    .transform((text) => text || null);

/** An edited date: may be left out, but not cleared (null or blank is `requiredMessage`). */
export const editedTripDate = (label: DateLabel, requiredMessage: string) =>
  z
    .string({
      error: (issue) => (issue.input === null ? requiredMessage : tripMessages.dateInvalid(label)),
    })
    .trim()
    .refine((text) => text === '' || isDate(text), { error: tripMessages.dateInvalid(label) })
    .refine((text) => text !== '', { error: requiredMessage })
    .optional();

/** The message when a trip would end before it starts or last too long; undefined when it is fine. */
export function dateRangeFault(startDate: string, endDate: string): string | undefined {
  const dayCount = inclusiveDayCount(startDate, endDate);
  if (dayCount === 0) return tripMessages.endBeforeStart;
  if (dayCount > tripLimits.maxTripDays) return tripMessages.tripTooLong;
  return undefined;
}

/** Marks the issue of a place planned twice in one trip: 409, not 400. */
export const placeAlreadyInTrip = {
  code: 'custom' as const,
  message: tripMessages.placeAlreadyInTrip,
  params: withStatus(409),
};

/** An activity time (HH:mm): undefined when absent or blank. */
const clockTime = z
  .string({ error: tripMessages.timeInvalid })
  .refine((text) => text === '' || CLOCK_TIME_PATTERN.test(text), {
    error: tripMessages.timeInvalid,
  })
  .nullish()
  .transform((text) => text || undefined);

/** `time {start, end}` (D2 §3): the end not before the start; undefined when neither is given. */
export const activityTime = z
  .object({ start: clockTime, end: clockTime }, { error: tripMessages.timeNotObject })
  .refine(
    // Same-width HH:mm texts compare like the times they name.
    ({ start, end }) => start === undefined || end === undefined || end >= start,
    { error: tripMessages.endTimeBeforeStart },
  )
  .nullish()
  .transform((time) =>
    time && (time.start || time.end)
      ? { ...(time.start ? { start: time.start } : {}), ...(time.end ? { end: time.end } : {}) }
      : undefined,
  );

/** The checklist item's text (D2 §5 "non-empty trimmed text"). */
export const checklistItemText = labelledText('Item text', tripMessages.checklistItemRequired).max(
  tripLimits.checklistItemMaxLength,
  { error: tripMessages.checklistItemTooLong },
);

export const isCompleted = z.boolean({ error: tripMessages.isCompletedInvalid });
