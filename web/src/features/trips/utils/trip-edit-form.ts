import { z } from 'zod';
import { validateTripEdit } from '@machines/trips/itinerary';
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
