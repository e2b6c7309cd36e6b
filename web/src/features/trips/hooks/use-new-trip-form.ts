import { useState } from 'react';
import { validateNewTrip } from '@machines/trips/itinerary';
import type { NewTripErrors, TripDetails } from '@machines/trips/itinerary';
import type { DateRange } from '@web/components/date-range-picker/date-range-picker';

const NO_DATES: DateRange = { startDate: null, endDate: null };

/**
 * The state behind `NewTripFields`, shared by the create-trip dialog (spec 000 §2) and Plan Your
 * Visit's "Create New Trip" (spec 001 §2): what was typed, its errors, and the check before sending.
 * A failed send leaves everything as typed; the dialog is mounted afresh for the next trip.
 */
export function useNewTripForm(initialTitle = '') {
  const [title, setTitle] = useState(initialTitle);
  const [description, setDescription] = useState('');
  const [dates, setDates] = useState<DateRange>(NO_DATES);
  const [errors, setErrors] = useState<NewTripErrors>({});

  return {
    /** The props of `NewTripFields`. */
    fields: {
      title,
      onTitleChange: setTitle,
      description,
      onDescriptionChange: setDescription,
      dates,
      onDatesChange: setDates,
      errors,
      setErrors,
    },
    /** The checked values, or null once the errors show beside the fields. */
    check(): TripDetails | null {
      const checked = validateNewTrip({ title, description, ...dates });
      setErrors(checked.ok ? {} : checked.errors);
      return checked.ok ? checked.value : null;
    },
  };
}
