import { TextInput, Textarea } from '@mantine/core';
import { DateRangePicker } from '@web/components/date-range-picker/date-range-picker';
import { characterCount } from '@web/lib/forms/character-count';
import {
  DESCRIPTION_LABEL,
  TRIP_DATES_LABEL,
  TRIP_DESCRIPTION_MAX_LENGTH,
  TRIP_TITLE_LABEL,
  TRIP_TITLE_MAX_LENGTH,
} from '../constants';
import type { NewTripForm } from '../hooks/use-new-trip-form';

/**
 * The new-trip fields shared by the create-trip dialog (spec 000 §2) and Plan Your Visit's "Create
 * New Trip" (spec 001 §2): Trip Title*, Description, the dates. The dates message shows while dates
 * are missing, so picking both clears it.
 */
export function NewTripFields({
  form,
  datesDescription,
  autoFocusTitle = false,
}: {
  form: NewTripForm;
  /** Shown under the dates' label (the create dialog's "past dates are allowed" note). */
  datesDescription?: string;
  autoFocusTitle?: boolean;
}) {
  const datesError = form.errors.dates;
  return (
    <>
      <TextInput
        {...form.getInputProps('title')}
        label={TRIP_TITLE_LABEL}
        required
        maxLength={TRIP_TITLE_MAX_LENGTH}
        data-autofocus={autoFocusTitle || undefined}
      />
      <Textarea
        {...form.getInputProps('description')}
        label={DESCRIPTION_LABEL}
        rows={3}
        maxLength={TRIP_DESCRIPTION_MAX_LENGTH}
        description={characterCount(form.values.description, TRIP_DESCRIPTION_MAX_LENGTH)}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
      <DateRangePicker
        label={TRIP_DATES_LABEL}
        description={datesDescription}
        required
        value={form.values.dates}
        onChange={(range) => {
          form.setFieldValue('dates', range);
          if (range.startDate !== null && range.endDate !== null) form.clearFieldError('dates');
        }}
        // The schema's messages are strings; Mantine types errors as any node.
        error={typeof datesError === 'string' ? datesError : null}
      />
    </>
  );
}
