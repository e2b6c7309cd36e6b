/**
 * Trip texts and numbers (spec 000 §3 "Client trip state", §4 "Trip operations", "Date-range
 * picker", §5, §8, §9; spec 001 §4, §5 "Edit Trip", §8 "Toasts on trip actions", §9;
 * RESOLUTIONS 6.14 and "Date formats").
 */

/** The client trip operations of spec 000 §4 "Trip operations (client state)", in its order. */
export const TRIP_OPERATIONS = [
  'fetchAll',
  'fetchOne',
  'create',
  'edit',
  'delete',
  'addDestination',
  'deleteDestination',
  'updateItinerary',
  'addActivity',
  'deleteActivity',
  'updateChecklist',
  'addChecklistItem',
  'toggleChecklistItem',
  'deleteChecklistItem',
  'addCollaborator',
  'removeCollaborator',
  'editCollaboratorRole',
  'updateCoverImage',
] as const;
export type TripOperation = (typeof TRIP_OPERATIONS)[number];

/**
 * What a failed operation stores when the error carries no message at all (spec 000 §8 "Trip
 * operation failure", "Fetch failures", "Trip creation failure"). Where 001 §8 names a failure
 * toast, its text is the fallback; `updateItinerary` and `updateChecklist` have no text in either
 * document, so theirs are written in the same voice.
 */
export const TRIP_OPERATION_FALLBACKS: Record<TripOperation, string> = {
  fetchAll: 'Failed to fetch trips', // 000 §8
  fetchOne: 'Failed to fetch trip details', // 000 §8
  create: 'Failed to create trip', // 000 §8
  edit: 'Failed to update trip', // 001 §8
  delete: 'Failed to delete trip', // 001 §8
  addDestination: 'Failed to add destination', // 001 §8
  deleteDestination: 'Failed to remove destination', // 001 §8
  updateItinerary: 'Failed to update itinerary', // not given: our text
  addActivity: 'Failed to add activity', // 001 §8
  deleteActivity: 'Failed to remove activity', // 001 §8
  updateChecklist: 'Failed to update checklist', // not given: our text
  addChecklistItem: 'Failed to add checklist item', // 001 §8
  toggleChecklistItem: 'Failed to update checklist item', // 001 §8
  deleteChecklistItem: 'Failed to remove checklist item', // 001 §8
  addCollaborator: 'Failed to add collaborator', // 001 §8
  removeCollaborator: 'Failed to remove collaborator', // 001 §8
  editCollaboratorRole: 'Failed to update collaborator role', // 001 §8
  updateCoverImage: 'Failed to update cover image', // 001 §8
};

/** RESOLUTIONS "create-trip success toast"; spec 001 §8. */
export const TRIP_CREATED_TOAST = 'Trip created successfully';
export const TRIP_DELETED_TOAST = 'Trip deleted successfully';

/**
 * Toasts per operation (spec 001 §8 "Toasts on trip actions"; create: 000 §4, §8 and RESOLUTIONS
 * "create-trip success toast"). `null`: the spec names no toast. A failure toast shows the server's
 * message when there is one, else this text (001 §8). Fetch failures have no toast: the list shows
 * its error panel and a failed detail load "is only logged" (001 §8).
 */
export const TRIP_OPERATION_TOASTS: Record<
  TripOperation,
  { success: string | null; failure: string | null }
> = {
  fetchAll: { success: null, failure: null },
  fetchOne: { success: null, failure: null },
  create: { success: TRIP_CREATED_TOAST, failure: 'Failed to create trip' },
  edit: { success: 'Trip updated successfully', failure: 'Failed to update trip' },
  delete: { success: TRIP_DELETED_TOAST, failure: 'Failed to delete trip' },
  addDestination: {
    success: 'Destination added successfully',
    failure: 'Failed to add destination',
  },
  deleteDestination: {
    success: 'Destination removed successfully',
    failure: 'Failed to remove destination',
  },
  updateItinerary: { success: null, failure: null },
  addActivity: { success: 'Activity added successfully', failure: 'Failed to add activity' },
  deleteActivity: {
    success: 'Activity removed successfully',
    failure: 'Failed to remove activity',
  },
  updateChecklist: { success: null, failure: null },
  addChecklistItem: { success: 'Item added to checklist', failure: 'Failed to add checklist item' },
  // 001 §8 names only the failure: a toggle shows itself in the list.
  toggleChecklistItem: { success: null, failure: 'Failed to update checklist item' },
  deleteChecklistItem: {
    success: 'Item removed from checklist',
    failure: 'Failed to remove checklist item',
  },
  addCollaborator: {
    success: 'Collaborator added successfully',
    failure: 'Failed to add collaborator',
  },
  removeCollaborator: {
    success: 'Collaborator removed successfully',
    failure: 'Failed to remove collaborator',
  },
  editCollaboratorRole: {
    success: 'Collaborator role updated successfully',
    failure: 'Failed to update collaborator role',
  },
  updateCoverImage: {
    success: 'Cover image updated successfully',
    failure: 'Failed to update cover image',
  },
};

/** Spec 000 §5 "Delete destination requires both trip id and destination id". */
export const TRIP_AND_DESTINATION_ID_REQUIRED = 'Trip ID and destination ID are required';

/** Spec 001 §4, §9: "After deleting a trip the user is sent to /trips after 1.5 seconds". */
export const TRIP_DELETED_REDIRECT_DELAY_MS = 1500;

/** Collaborator roles (spec 000 §6, 001 §3); only editors may edit besides the owner (001 §4). */
export const COLLABORATOR_ROLES = ['viewer', 'editor'] as const;
export type CollaboratorRole = (typeof COLLABORATOR_ROLES)[number];
export const EDITOR_ROLE: CollaboratorRole = 'editor';

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

/** RESOLUTIONS "Date formats" (date-fns patterns); spec 001 §9 lists them. */
export const TRIP_DATE_FORMAT = 'MMM dd, yyyy'; // cards and headers
export const ITINERARY_DAY_FORMAT = 'EEE, MMM d, yyyy'; // itinerary days
/** Spec 000 §2 "start - end dates" on the trip cards. */
export const TRIP_DATE_RANGE_SEPARATOR = ' - ';
/** Spec 000 §7 "startDate, endDate (YYYY-MM-DD)": the wire format of trip dates. */
export const API_DATE_FORMAT = 'yyyy-MM-dd';

export const MS_PER_DAY = 86_400_000;
