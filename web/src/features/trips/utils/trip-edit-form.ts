import { z } from 'zod';
import { tripDayCount, validateTripEdit } from '@machines/trips/itinerary';
import type { TripDetails } from '@machines/trips/itinerary';
import { zodFormValidate } from '@web/lib/forms/zod-form';

/** What the Edit Trip form holds, as typed. */
export interface TripEditFormValues {
  title: string;
  description: string;
  startDate: string;
  endDate: string;
}

/**
 * Edit Trip's checks (spec 001 §5) as the form's zod schema. The rules and texts stay in the
 * machines layer's `validateTripEdit` (tested there, and the one place that turns dates into
 * calendar days); the schema reports its messages field by field.
 */
export const tripEditFormSchema = z
  .object({
    title: z.string(),
    description: z.string(),
    startDate: z.string(),
    endDate: z.string(),
  })
  .superRefine((values, context) => {
    const checked = validateTripEdit(values);
    if (checked.ok) return;
    for (const [field, message] of Object.entries(checked.errors)) {
      context.addIssue({ code: 'custom', path: [field], message });
    }
  });

export const validateTripEditForm = zodFormValidate<TripEditFormValues>(tripEditFormSchema);

/** The details as saved: trimmed texts and calendar days (only called once the form is valid). */
export function toTripDetails(values: TripEditFormValues): TripDetails | null {
  const checked = validateTripEdit(values);
  return checked.ok ? checked.value : null;
}

/** An itinerary entry as the trip holds it: a day number and its activities. */
export interface PlannedDay {
  day: number;
  activities: readonly unknown[];
}

/**
 * How many activities saving these dates removes: activities keep their day number, and days past
 * the new last day go with their activities (the API's rule, mocks/src/trips/days.ts).
 */
export function activitiesDroppedBy(
  itinerary: readonly PlannedDay[],
  details: Pick<TripDetails, 'startDate' | 'endDate'>,
): number {
  const dayCount = tripDayCount(details.startDate, details.endDate);
  return itinerary
    .filter((entry) => entry.day > dayCount)
    .reduce((count, entry) => count + entry.activities.length, 0);
}
