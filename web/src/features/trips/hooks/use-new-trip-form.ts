import { useForm } from '@mantine/form';
import type { UseFormReturnType } from '@mantine/form';
import { z } from 'zod';
import { validateNewTrip } from '@machines/trips/itinerary';
import type { TripDetails } from '@machines/trips/itinerary';
import type { DateRange } from '@web/components/date-range-picker/date-range-picker';
import { useSessionDraft } from '@web/lib/forms/use-session-draft';
import { zodFormValidate } from '@web/lib/forms/zod-form';

/** What the new-trip fields hold, as typed. */
export interface NewTripFormValues {
  title: string;
  description: string;
  dates: DateRange;
}

export type NewTripForm = UseFormReturnType<NewTripFormValues>;

const NO_DATES: DateRange = { startDate: null, endDate: null };

const newTripDraftSchema = z.object({
  title: z.string(),
  description: z.string(),
  dates: z.object({ startDate: z.string().nullable(), endDate: z.string().nullable() }),
});

const toDraft = ({ title, description, dates }: NewTripFormValues) => ({
  title,
  description,
  ...dates,
});

/**
 * Create trip's checks (000 §5, 001 §5) as the form's zod schema; the rules and texts stay in the
 * machines layer's `validateNewTrip` (tested there), reported field by field.
 */
const newTripFormSchema = z.custom<NewTripFormValues>().superRefine((values, context) => {
  const checked = validateNewTrip(toDraft(values));
  if (checked.ok) return;
  for (const [field, message] of Object.entries(checked.errors)) {
    context.addIssue({ code: 'custom', path: [field], message });
  }
});

/**
 * The form behind `NewTripFields`, shared by the create-trip dialog (spec 000 §2) and Plan Your
 * Visit's "Create New Trip" (spec 001 §2): checked on send; a failed send leaves everything as
 * typed; the dialog is mounted afresh for the next trip. With a `draftKey` what is typed is kept in
 * the tab's session storage and comes back on the next mount (lib/forms/use-session-draft).
 */
export function useNewTripForm(initialTitle = '', draftKey: string | null = null) {
  const draft = useSessionDraft(draftKey, newTripDraftSchema);
  const form = useForm<NewTripFormValues>({
    mode: 'controlled',
    initialValues: draft.restored ?? { title: initialTitle, description: '', dates: NO_DATES },
    onValuesChange: draft.keep,
    validate: zodFormValidate<NewTripFormValues>(newTripFormSchema),
    // The title's message stays until the next send; the dates' goes once both are picked.
    clearInputErrorOnChange: false,
  });

  return {
    /** The props of `NewTripFields`. */
    fields: { form },
    /** The checked values, or null once the errors show beside the fields. */
    check(): TripDetails | null {
      if (form.validate().hasErrors) return null;
      const checked = validateNewTrip(toDraft(form.getValues()));
      return checked.ok ? checked.value : null;
    },
  };
}
