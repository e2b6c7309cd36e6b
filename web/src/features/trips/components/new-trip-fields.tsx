import { TextInput, Textarea } from '@mantine/core';
import type { Dispatch, SetStateAction } from 'react';
import type { NewTripErrors } from '@machines/trips/itinerary';
import { DateRangePicker } from '@web/components/date-range-picker/date-range-picker';
import type { DateRange } from '@web/components/date-range-picker/date-range-picker';
import { DESCRIPTION_LABEL, TRIP_DATES_LABEL, TRIP_TITLE_LABEL } from '../constants';

/**
 * The new-trip fields shared by the create-trip dialog (spec 000 §2) and Plan Your Visit's "Create
 * New Trip" (spec 001 §2): Trip Title*, Description, the dates. The dates message shows while dates
 * are missing, so picking both clears it.
 */
export function NewTripFields({
  title,
  onTitleChange,
  description,
  onDescriptionChange,
  dates,
  onDatesChange,
  errors,
  setErrors,
  datesDescription,
  autoFocusTitle = false,
}: {
  title: string;
  onTitleChange: (title: string) => void;
  description: string;
  onDescriptionChange: (description: string) => void;
  dates: DateRange;
  onDatesChange: (dates: DateRange) => void;
  errors: NewTripErrors;
  setErrors: Dispatch<SetStateAction<NewTripErrors>>;
  /** Shown under the dates' label (the create dialog's "past dates are allowed" note). */
  datesDescription?: string;
  autoFocusTitle?: boolean;
}) {
  return (
    <>
      <TextInput
        label={TRIP_TITLE_LABEL}
        required
        value={title}
        onChange={(event) => onTitleChange(event.currentTarget.value)}
        error={errors.title}
        data-autofocus={autoFocusTitle || undefined}
      />
      <Textarea
        label={DESCRIPTION_LABEL}
        value={description}
        onChange={(event) => onDescriptionChange(event.currentTarget.value)}
        rows={3}
      />
      <DateRangePicker
        label={TRIP_DATES_LABEL}
        description={datesDescription}
        required
        value={dates}
        onChange={(range) => {
          onDatesChange(range);
          if (range.startDate !== null && range.endDate !== null) {
            setErrors(({ dates: _dropped, ...rest }) => rest);
          }
        }}
        error={errors.dates ?? null}
      />
    </>
  );
}
