import { tripLimits } from './trip';

/**
 * Texts of the trip calls (issue 4), the mock's answers and its request schemas' errors (trip-requests.ts). Spec texts are marked with their section and typed exactly;
 * the success texts are the toasts of D2 §8 where one fits; the rest are the mock's own (the spec does
 * not show the server's texts).
 */
export const tripMessages = {
  tripFetched: 'Trip fetched successfully',
  /** RESOLUTIONS "Texts not given": the create-trip success toast. */
  tripCreated: 'Trip created successfully',
  /** D2 §8 toasts. */
  tripUpdated: 'Trip updated successfully',
  tripDeleted: 'Trip deleted successfully',
  destinationAdded: 'Destination added successfully',
  destinationRemoved: 'Destination removed successfully',
  activityAdded: 'Activity added successfully',
  activityRemoved: 'Activity removed successfully',
  checklistItemAdded: 'Item added to checklist',
  checklistItemRemoved: 'Item removed from checklist',
  coverImageUpdated: 'Cover image updated successfully',
  itineraryUpdated: 'Itinerary updated successfully',
  checklistUpdated: 'Checklist updated successfully',
  checklistItemUpdated: 'Checklist item updated successfully',
  usersFetched: 'User details fetched successfully',

  tripIdRequired: 'Trip ID is required',
  invalidTripId: 'Invalid trip ID',
  tripNotFound: 'Trip not found',
  noViewPermission: 'You do not have permission to view this trip',
  noEditPermission: 'You do not have permission to edit this trip',
  /** RESOLUTIONS 7.8: the owner and editors delete a trip; viewers and strangers are refused. */
  noDeletePermission: 'You do not have permission to delete this trip',

  /** add-trip: the field is required (D1 §5 "title required"). */
  titleRequired: 'Title is required',
  /** D2 §5 "Edit Trip". */
  titleEmpty: 'Title cannot be empty',
  titleTooLong: `Title must be ${tripLimits.titleMaxLength} characters or less`,
  descriptionTooLong: `Description must be ${tripLimits.descriptionMaxLength} characters or less`,
  fieldNotText: (label: string) => `${label} must be text`,
  /** D1 §5 "Create trip". */
  bothDatesRequired: 'Both start and end dates are required',
  /** D2 §5 "Edit Trip". */
  startDateRequired: 'Start date is required',
  endDateRequired: 'End date is required',
  endBeforeStart: 'End date cannot be before start date',
  dateInvalid: (label: 'Start date' | 'End date') => `${label} must be a valid date (YYYY-MM-DD)`,
  tripTooLong: `A trip can last at most ${tripLimits.maxTripDays} days`,
  destinationsNotList: 'Destinations must be a list',

  /** D1 §5. */
  tripAndDestinationIdRequired: 'Trip ID and destination ID are required',
  invalidDestinationId: 'Invalid destination ID',
  destinationNotFound: 'Destination not found',
  destinationNotObject: 'Destination must be an object',
  placeIdRequired: 'Place ID is required',
  destinationNameRequired: 'Destination name is required',
  ratingInvalid: 'Rating must be a number from 0 to 5',
  latitudeInvalid: 'Latitude must be a number from -90 to 90',
  longitudeInvalid: 'Longitude must be a number from -180 to 180',
  typesInvalid: 'Types must be a list of text',
  photoRefInvalid: 'Photo reference must be text or null',
  placeAlreadyInTrip: 'This place is already in the trip',

  dayRequired: 'Day is required',
  dayInvalid: 'Day must be a whole number from 1',
  dayOutOfRange: (dayCount: number) =>
    dayCount === 1
      ? 'Day must be 1: this trip has one day'
      : `Day must be between 1 and ${dayCount}`,
  tripHasNoDays: 'This trip has no dates yet, so it has no days to plan',
  dayRepeated: (day: number) => `Day ${day} appears more than once in the itinerary`,
  itineraryNotList: 'Itinerary must be a list of days',
  itineraryDayNotObject: 'Each itinerary day must be an object with day and activities',
  activitiesNotList: 'Activities must be a list',
  activityNotObject: 'Activity must be an object',
  activityTitleRequired: 'Activity title is required',
  activityTitleTooLong: `Activity title must be ${tripLimits.activityTitleMaxLength} characters or less`,
  notesTooLong: `Notes must be ${tripLimits.activityNotesMaxLength} characters or less`,
  timeNotObject: 'Time must be an object with start and end',
  timeInvalid: 'Times must be in HH:mm format',
  endTimeBeforeStart: 'End time cannot be before start time',
  activityDestinationNotInTrip: 'The chosen destination is not part of this trip',
  activityRepeated: 'An activity appears more than once in the itinerary',
  tripDayAndActivityIdRequired: 'Trip ID, day and activity ID are required',
  invalidActivityId: 'Invalid activity ID',
  activityNotFound: 'Activity not found',

  checklistItemRequired: 'Item text is required',
  checklistItemTooLong: `Item text must be ${tripLimits.checklistItemMaxLength} characters or less`,
  checklistNotList: 'Checklist must be a list of items',
  checklistItemNotObject: 'Each checklist item must be an object with item text',
  checklistItemRepeated: 'A checklist item appears more than once',
  isCompletedInvalid: 'isCompleted must be true or false',
  tripAndItemIdRequired: 'Trip ID and item ID are required',
  invalidItemId: 'Invalid item ID',
  checklistItemNotFound: 'Checklist item not found',

  coverImageRequired: 'Please select an image file',
  /** D2 §5 "Photos", which RESOLUTIONS "Cover images" applies to covers. */
  coverImageWrongType: (fileName: string) =>
    `${fileName} is not a supported image format (JPEG, PNG, WEBP)`,
  coverImageTooLarge: (fileName: string) => `${fileName} is too large. Maximum size is 5MB`,
  coverImageNotFound: 'Cover image not found',

  invalidUserId: 'Invalid user ID',
  tooManyUserIds: `At most ${tripLimits.maxUserCardIds} user IDs per request`,
} as const;
