import { z } from 'zod';
import { TRIP_COVER_TRIP_ID_FIELD, tripLimits } from './trip';
import {
  activityTime,
  checklistItemText,
  dateRangeFault,
  dayNumber,
  dayParam,
  description,
  editedTripDate,
  isCompleted,
  labelledText,
  objectId,
  optionalObjectId,
  optionalText,
  optionalTripDate,
  placeAlreadyInTrip,
  requiredParam,
  requiredText,
  title,
} from './trip-request-fields';
import { safeText } from './safe-text';
import {
  DESTINATION_ADDRESS_MAX_LENGTH,
  DESTINATION_NAME_MAX_LENGTH,
  MAPS_URL_MAX_LENGTH,
  PHOTO_REF_MAX_LENGTH,
  PLACE_ID_MAX_LENGTH,
  PLACE_TYPE_MAX_LENGTH,
  PLACE_TYPES_MAX_COUNT,
  textLimitMessages,
} from './text-limits';
import { tripMessages } from './trip-messages';

/**
 * One request schema per trip call (D1 §7, D2 §7): what its query and body must hold, with the spec's
 * texts as errors (the first issue is the answer: request-error.ts). Checks that need the stored trip
 * (a day within its dates, a destination of its own) are the server's, after these. Query schemas
 * parse `queryObject(url.searchParams)`.
 */

// ---- queries ----------------------------------------------------------------------------------

const tripIdParam = requiredParam(tripMessages.tripIdRequired).pipe(
  objectId(tripMessages.invalidTripId),
);

/** get-trip-details, edit-trip-details, delete-trip and the planning calls on a whole trip. */
export const tripIdQuery = z.object({ tripId: tripIdParam });
export type TripIdQuery = z.output<typeof tripIdQuery>;

/** PATCH trip/add-trip-cover-image: the multipart text fields (the file is checked apart). */
export const addTripCoverImageFields = z.object({ [TRIP_COVER_TRIP_ID_FIELD]: tripIdParam });

/** delete-destination (D1 §5): both ids, one message when either is missing, then each checked. */
export const destinationIdsQuery = z
  .object({
    tripId: requiredParam(tripMessages.tripAndDestinationIdRequired),
    destinationId: requiredParam(tripMessages.tripAndDestinationIdRequired),
  })
  .pipe(
    z.object({
      tripId: objectId(tripMessages.invalidTripId),
      destinationId: objectId(tripMessages.invalidDestinationId),
    }),
  );

/** add-activity: the trip, then the day. */
export const addActivityQuery = z.object({
  tripId: tripIdParam,
  day: requiredParam(tripMessages.dayRequired).pipe(dayParam),
});

/** delete-activity: the three ids, one message when any is missing, then each checked. */
export const activityIdsQuery = z
  .object({
    tripId: requiredParam(tripMessages.tripDayAndActivityIdRequired),
    day: requiredParam(tripMessages.tripDayAndActivityIdRequired),
    activityId: requiredParam(tripMessages.tripDayAndActivityIdRequired),
  })
  .pipe(
    z.object({
      tripId: objectId(tripMessages.invalidTripId),
      day: dayParam,
      activityId: objectId(tripMessages.invalidActivityId),
    }),
  );

/** toggle-checklist-item and delete-checklist-item: both ids, one message when either is missing. */
export const checklistItemIdsQuery = z
  .object({
    tripId: requiredParam(tripMessages.tripAndItemIdRequired),
    itemId: requiredParam(tripMessages.tripAndItemIdRequired),
  })
  .pipe(
    z.object({
      tripId: objectId(tripMessages.invalidTripId),
      itemId: objectId(tripMessages.invalidItemId),
    }),
  );

/**
 * collaboraters-info (D2 §7): `collaboratorIdArray` repeated (or axios's `collaboratorIdArray[]`),
 * blanks left out, at most tripLimits.maxUserCardIds, each an ObjectId; answers the distinct ids.
 */
export const collaboratorsInfoQuery = z
  .array(z.string())
  .transform((ids) => ids.map((id) => id.trim()).filter((id) => id !== ''))
  .refine((ids) => ids.length <= tripLimits.maxUserCardIds, {
    error: tripMessages.tooManyUserIds,
  })
  .pipe(z.array(objectId(tripMessages.invalidUserId)))
  .transform((ids) => [...new Set(ids)]);
/** The query parameters collaboratorsInfoQuery reads, in order. */
export const COLLABORATOR_ID_PARAMS = ['collaboratorIdArray', 'collaboratorIdArray[]'] as const;

// ---- destinations -----------------------------------------------------------------------------

/** Optional place text (address, maps link): trimmed, safe, capped (contract/src/text-limits.ts). */
const cappedText = (label: string, maxLength: number) =>
  safeText(
    z
      .string({ error: tripMessages.fieldNotText(label) })
      .trim()
      .max(maxLength, { error: textLimitMessages.tooLong(label, maxLength) }),
  ).nullish();

const rangedNumber = (min: number, max: number, message: string) =>
  z
    .number({ error: message })
    .min(min, { error: message })
    .max(max, { error: message })
    .nullish()
    .transform((value) => value ?? undefined);

/**
 * A destination payload (D2 §3 "Destination payload when saving a place"): placeId and name
 * required; coordinates and rating in range; types a list of text (default empty); photoRef text or
 * null (default null, blank is null). `lattitude` is spelt so on the wire. Answers the payload in the
 * order the server stores it.
 */
export const destinationInput = z
  .object(
    {
      placeId: requiredText(tripMessages.placeIdRequired).max(PLACE_ID_MAX_LENGTH, {
        error: textLimitMessages.tooLong('Place id', PLACE_ID_MAX_LENGTH),
      }),
      name: requiredText(tripMessages.destinationNameRequired).max(DESTINATION_NAME_MAX_LENGTH, {
        error: textLimitMessages.tooLong('Place name', DESTINATION_NAME_MAX_LENGTH),
      }),
      formattedAddress: cappedText('Address', DESTINATION_ADDRESS_MAX_LENGTH),
      googleMapsUrl: cappedText('Google Maps URL', MAPS_URL_MAX_LENGTH),
      photoRef: safeText(
        z.string({ error: tripMessages.photoRefInvalid }).max(PHOTO_REF_MAX_LENGTH, {
          error: textLimitMessages.tooLong('Photo reference', PHOTO_REF_MAX_LENGTH),
        }),
      ).nullish(),
      types: z
        .array(
          safeText(
            z.string({ error: tripMessages.typesInvalid }).max(PLACE_TYPE_MAX_LENGTH, {
              error: textLimitMessages.tooLong('Place type', PLACE_TYPE_MAX_LENGTH),
            }),
          ),
          { error: tripMessages.typesInvalid },
        )
        .max(PLACE_TYPES_MAX_COUNT, { error: tripMessages.typesInvalid })
        .nullish(),
      rating: rangedNumber(0, 5, tripMessages.ratingInvalid),
      lattitude: rangedNumber(-90, 90, tripMessages.latitudeInvalid),
      longitude: rangedNumber(-180, 180, tripMessages.longitudeInvalid),
    },
    { error: tripMessages.destinationNotObject },
  )
  .transform(({ placeId, name, formattedAddress, googleMapsUrl, photoRef, types, ...numbers }) => ({
    placeId,
    name,
    ...(formattedAddress ? { formattedAddress } : {}),
    photoRef: photoRef && photoRef.trim() !== '' ? photoRef : null,
    ...(numbers.rating === undefined ? {} : { rating: numbers.rating }),
    ...(googleMapsUrl ? { googleMapsUrl } : {}),
    ...(numbers.lattitude === undefined ? {} : { lattitude: numbers.lattitude }),
    ...(numbers.longitude === undefined ? {} : { longitude: numbers.longitude }),
    types: types ?? [],
  }));
export type DestinationInput = z.output<typeof destinationInput>;

// ---- trips ------------------------------------------------------------------------------------

/** Title, description and dates of add-trip: both dates or neither, the end not before the start. */
const newTripDetails = z
  .object({
    title: title(tripMessages.titleRequired),
    description,
    startDate: optionalTripDate('Start date'),
    endDate: optionalTripDate('End date'),
  })
  .superRefine(({ startDate, endDate }, context) => {
    if ((startDate === null) !== (endDate === null)) {
      context.addIssue({ code: 'custom', message: tripMessages.bothDatesRequired });
    } else if (startDate !== null && endDate !== null) {
      const fault = dateRangeFault(startDate, endDate);
      if (fault) context.addIssue({ code: 'custom', message: fault });
    }
  });

/** add-trip's destinations (empty from the create dialog, one from Plan Your Visit), each place once. */
const newTripDestinations = z.object({
  destinations: z
    .array(destinationInput, { error: tripMessages.destinationsNotList })
    .nullish()
    .transform((destinations) => destinations ?? [])
    .superRefine((destinations, context) => {
      const placeIds = destinations.map((destination) => destination.placeId);
      if (new Set(placeIds).size !== placeIds.length) context.addIssue(placeAlreadyInTrip);
    }),
});

/** POST trip/add-trip (D1 §7). Details are checked before the destinations. */
export const addTripRequest = z
  .intersection(newTripDetails, newTripDestinations)
  .transform(({ title: tripTitle, description: text, startDate, endDate, destinations }) => ({
    title: tripTitle,
    description: text ?? undefined,
    startDate,
    endDate,
    destinations,
  }));
export type AddTripRequest = z.output<typeof addTripRequest>;

/**
 * PATCH trip/edit-trip-details (D2 §5 "Edit Trip"): only the fields present change. The title may not
 * become empty; null or blank description clears it ('' out); a date sent must be a date (null or
 * blank: "Start date is required"). The range is checked against the stored trip.
 */
export const editTripRequest = z
  .object({
    title: title(tripMessages.titleEmpty).optional(),
    description,
    startDate: editedTripDate('Start date', tripMessages.startDateRequired),
    endDate: editedTripDate('End date', tripMessages.endDateRequired),
  })
  .transform((body) => ({
    ...(body.title === undefined ? {} : { title: body.title }),
    // A description sent as null or blank clears it ('').
    ...(body.description === undefined ? {} : { description: body.description ?? '' }),
    ...(body.startDate === undefined ? {} : { startDate: body.startDate }),
    ...(body.endDate === undefined ? {} : { endDate: body.endDate }),
  }));
export type EditTripRequest = z.output<typeof editTripRequest>;

// ---- activities and the itinerary -------------------------------------------------------------

/**
 * An activity (D2 §3, §7): title required; time {start, end} in HH:mm, end not before start; notes
 * optional; destinationId an ObjectId (one of the trip's destinations: the server checks).
 */
export const activityInput = z
  .object(
    {
      title: labelledText('Activity title', tripMessages.activityTitleRequired).max(
        tripLimits.activityTitleMaxLength,
        { error: tripMessages.activityTitleTooLong },
      ),
      time: activityTime,
      notes: optionalText('Notes', tripLimits.activityNotesMaxLength, tripMessages.notesTooLong),
      destinationId: optionalObjectId(tripMessages.invalidDestinationId, { trim: true }),
    },
    { error: tripMessages.activityNotObject },
  )
  .transform(({ title: activityTitle, time, notes, destinationId }) => ({
    title: activityTitle,
    ...(time ? { time } : {}),
    ...(notes ? { notes } : {}),
    ...(destinationId ? { destinationId } : {}),
  }));
export type ActivityInput = z.output<typeof activityInput>;

/** PATCH trip/add-activity's body. */
export const addActivityRequest = activityInput;

/** What the server knows of the stored trip when it checks an itinerary. */
export interface ItineraryContext {
  /** The trip's inclusive day count: 0 without dates. */
  dayCount: number;
  destinationIds: readonly string[];
}

/** The day-range text of a day outside the trip, or undefined when it is one of its days. */
export function dayOutsideTrip(day: number, dayCount: number): string | undefined {
  if (dayCount === 0) return tripMessages.tripHasNoDays;
  if (day < 1 || day > dayCount) return tripMessages.dayOutOfRange(dayCount);
  return undefined;
}

/**
 * PATCH trip/update-itinerary `{ itinerary: [{ day, activities }] }`, replacing the trip's itinerary,
 * checked against the stored trip in the order the body is read: each day within the trip and once,
 * each activity's destination one of the trip's, each activity id once. Without a context (a client
 * checking its own body) the trip's checks are left out. Make one per request: it remembers the days
 * and ids it has seen.
 */
export function updateItineraryRequestFor(context?: ItineraryContext) {
  const seenDays = new Set<number>();
  const seenActivities = new Set<string>();
  const day = dayNumber.superRefine((value, issues) => {
    const outside = context ? dayOutsideTrip(value, context.dayCount) : undefined;
    if (outside) issues.addIssue({ code: 'custom', message: outside });
    else if (seenDays.has(value)) {
      issues.addIssue({ code: 'custom', message: tripMessages.dayRepeated(value) });
    }
    seenDays.add(value);
  });
  const activity = z.intersection(
    activityInput.superRefine(({ destinationId }, issues) => {
      if (
        context &&
        destinationId !== undefined &&
        !context.destinationIds.includes(destinationId)
      ) {
        issues.addIssue({ code: 'custom', message: tripMessages.activityDestinationNotInTrip });
      }
    }),
    z.object({
      _id: optionalObjectId(tripMessages.invalidActivityId).superRefine((activityId, issues) => {
        if (activityId === undefined) return;
        if (seenActivities.has(activityId)) {
          issues.addIssue({ code: 'custom', message: tripMessages.activityRepeated });
        }
        seenActivities.add(activityId);
      }),
    }),
  );
  return z.object({
    itinerary: z.array(
      z.object(
        { day, activities: z.array(activity, { error: tripMessages.activitiesNotList }) },
        { error: tripMessages.itineraryDayNotObject },
      ),
      { error: tripMessages.itineraryNotList },
    ),
  });
}
export type UpdateItineraryRequest = z.output<ReturnType<typeof updateItineraryRequestFor>>;

// ---- checklist --------------------------------------------------------------------------------

/** PATCH trip/add-checklist-item `{ item }`. */
export const addChecklistItemRequest = z.object({ item: checklistItemText });

/** PATCH trip/toggle-checklist-item `{ isCompleted }` (D1 §7). */
export const toggleChecklistItemRequest = z.object({ isCompleted });

/**
 * PATCH trip/update-checklist `{ checklist: [{ _id?, item, isCompleted? }] }`, replacing the trip's
 * checklist in the order sent; each id once.
 */
export const updateChecklistRequest = z.object({
  checklist: z
    .array(
      z.object(
        {
          item: checklistItemText,
          isCompleted: isCompleted.optional(),
          _id: optionalObjectId(tripMessages.invalidItemId),
        },
        { error: tripMessages.checklistItemNotObject },
      ),
      { error: tripMessages.checklistNotList },
    )
    .superRefine((items, context) => {
      const ids = items.flatMap((item) => (item._id === undefined ? [] : [item._id]));
      if (new Set(ids).size !== ids.length) {
        context.addIssue({ code: 'custom', message: tripMessages.checklistItemRepeated });
      }
    }),
});
export type UpdateChecklistRequest = z.output<typeof updateChecklistRequest>;
