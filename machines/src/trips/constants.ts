/**
 * Trip texts and numbers (spec 000 §3 "Client trip state", §4 "Trip operations", "Date-range
 * picker", §5, §8, §9; spec 001 §4, §5 "Edit Trip", §8 "Toasts on trip actions", §9;
 * RESOLUTIONS 6.14 and "Date formats").
 */

/**
 * What each trip request shows (spec 001 §8 "Toasts on trip actions"; create: 000 §4, §8 and
 * RESOLUTIONS "create-trip success toast"). `fallback`: what a failure stores when the error carries
 * no message at all (000 §8 "Trip operation failure"). `success` / `failure`: the toasts, `null` where
 * the spec names none; a failure toast shows the server's message when there is one, else `failure`.
 */
export interface RequestTexts {
  fallback: string;
  success: string | null;
  failure: string | null;
}

const texts = (success: string | null, failure: string): RequestTexts => ({
  fallback: failure,
  success,
  failure,
});

/** Spec 000 §8 "Fetch failures": the trips list's error panel without a server message. */
export const TRIPS_FETCH_FAILED = 'Failed to fetch trips';

export const TRIP_CREATED_TOAST = 'Trip created successfully';
export const CREATE_TRIP_TEXTS = texts(TRIP_CREATED_TOAST, 'Failed to create trip');
export const EDIT_TRIP_TEXTS = texts('Trip updated successfully', 'Failed to update trip');
export const DELETE_TRIP_TEXTS = texts('Trip deleted successfully', 'Failed to delete trip');
export const ADD_DESTINATION_TEXTS = texts(
  'Destination added successfully',
  'Failed to add destination',
);
export const REMOVE_DESTINATION_TEXTS = texts(
  'Destination removed successfully',
  'Failed to remove destination',
);
export const ADD_ACTIVITY_TEXTS = texts('Activity added successfully', 'Failed to add activity');
export const REMOVE_ACTIVITY_TEXTS = texts(
  'Activity removed successfully',
  'Failed to remove activity',
);
export const ADD_CHECKLIST_ITEM_TEXTS = texts(
  'Item added to checklist',
  'Failed to add checklist item',
);
// 001 §8 names only the failure: a toggle shows itself in the list.
export const TOGGLE_CHECKLIST_ITEM_TEXTS = texts(null, 'Failed to update checklist item');
export const REMOVE_CHECKLIST_ITEM_TEXTS = texts(
  'Item removed from checklist',
  'Failed to remove checklist item',
);
export const UPDATE_COVER_IMAGE_TEXTS = texts(
  'Cover image updated successfully',
  'Failed to update cover image',
);

/** Spec 000 §5 "Delete destination requires both trip id and destination id". */
export const TRIP_AND_DESTINATION_ID_REQUIRED = 'Trip ID and destination ID are required';

/** Spec 001 §4, §9: "After deleting a trip the user is sent to /trips after 1.5 seconds". */
export const TRIP_DELETED_REDIRECT_DELAY_MS = 1500;

/** Spec 000 §2, §9: the month/year sub-view offers the current year minus 10 to plus 10. */
export const PICKER_YEARS_BEFORE = 10;
export const PICKER_YEARS_AFTER = 10;
/** Spec 000 §2 "Date-range picker": its buttons. */
export const PICKER_CLEAR_LABEL = 'Clear';
export const PICKER_DONE_LABEL = 'Done';

/** Spec 001 §5 "Edit Trip" messages. */
export const TITLE_CANNOT_BE_EMPTY = 'Title cannot be empty';
export const START_DATE_REQUIRED = 'Start date is required';
export const END_DATE_REQUIRED = 'End date is required';
export const END_DATE_BEFORE_START = 'End date cannot be before start date';

/** Spec 000 §5 "Create trip": the inline dates message. */
export const BOTH_DATES_REQUIRED = 'Both start and end dates are required';
/** Spec 000 §5 "title required": no text given; written in the voice of 001 §5. */
export const TRIP_TITLE_REQUIRED = 'Trip title is required';

/** Spec 001 §2 "Itinerary tab": each block is headed "Day N" with the date. */
export const itineraryDayTitle = (day: number) => `Day ${day}`;

/** Spec 000 §7 "startDate, endDate (YYYY-MM-DD)": the wire format of trip dates. */
export const API_DATE_FORMAT = 'yyyy-MM-dd';

export const MS_PER_DAY = 86_400_000;

/**
 * Issue 18 "Undo instead of confirm for small deletes": a removed checklist item leaves the list at
 * once, and its request is sent only after this window unless Undo is pressed.
 */
export const UNDO_WINDOW_MS = 5000;
export const UNDO_LABEL = 'Undo';
export const deletedToast = (name: string) => `${name} deleted`;

/**
 * Issue 17 "Writes are safe to retry": after a creating write failed in a way that may still have
 * been applied upstream (a timeout, a lost answer), the trip is read again at once and then after
 * each of these pauses, before the user is told whether the change was applied. The server may
 * apply a write after the gateway's deadline (10 s) has passed; 7 s more covers a write that was
 * only slow (docs/decisions.md "Retry-safe writes").
 */
export const REREAD_DELAYS_MS = [1000, 2000, 4000] as const;
