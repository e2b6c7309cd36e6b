import { CLOCK_TIME_PATTERN, OBJECT_ID_PATTERN, tripLimits } from '@contract/trip';
import type {
  Activity,
  ChecklistItem,
  Destination,
  DestinationInput,
  ItineraryDay,
  Trip,
} from '@contract/trip';
import { ApiError } from '../handlers/respond';
import { tripMessages } from './constants';
import {
  fitItineraryToDays,
  inclusiveDayCount,
  normaliseItinerary,
  parseIsoDate,
  tripDayCount,
} from './days';

/**
 * Readers of the trip calls' queries and bodies: each answers clean values or throws the 400 (409 for a
 * place already in the trip) with the field's message. Text is trimmed; unknown fields are ignored.
 * Pure: they never touch the store, so a refused request changes nothing.
 */

type Fields = Record<string, unknown>;

const badRequest = (message: string) => new ApiError(400, message);

function isPlainObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isAbsent = (value: unknown) => value === undefined || value === null;

/** A new id for something created inside a trip (a destination, an activity, a checklist item). */
export type NewId = () => string;

// ---- query parameters -------------------------------------------------------------------------

/**
 * The named query parameters, trimmed. When any is missing or blank the call fails with the one
 * message that names them all (D1 §5 "Trip ID and destination ID are required").
 */
export function requireQuery<Name extends string>(
  query: URLSearchParams,
  names: readonly Name[],
  missingMessage: string,
): Record<Name, string> {
  const values = {} as Record<Name, string>;
  for (const name of names) {
    const value = query.get(name)?.trim() ?? '';
    if (value === '') throw badRequest(missingMessage);
    values[name] = value;
  }
  return values;
}

/** An ObjectId (24 hex digits), lowercased; another text is 400 with the message. */
export function checkObjectId(value: string, invalidMessage: string): string {
  if (!OBJECT_ID_PATTERN.test(value)) throw badRequest(invalidMessage);
  return value.toLowerCase();
}

/** The `tripId` query parameter: required, an ObjectId. */
export function readTripIdQuery(query: URLSearchParams): string {
  const { tripId } = requireQuery(query, ['tripId'], tripMessages.tripIdRequired);
  return checkObjectId(tripId, tripMessages.invalidTripId);
}

/** A day number from the query (1-based). Its range is the trip's: see assertDayInTrip. */
export function parseDay(text: string): number {
  if (!/^\d+$/.test(text)) throw badRequest(tripMessages.dayInvalid);
  const day = Number(text);
  if (!Number.isSafeInteger(day) || day < 1) throw badRequest(tripMessages.dayInvalid);
  return day;
}

/** 400 unless the day is one of the trip's days (1 to the inclusive day count). */
export function assertDayInTrip(trip: Trip, day: number): void {
  const dayCount = tripDayCount(trip);
  if (dayCount === 0) throw badRequest(tripMessages.tripHasNoDays);
  if (day < 1 || day > dayCount) throw badRequest(tripMessages.dayOutOfRange(dayCount));
}

// ---- small field readers ----------------------------------------------------------------------

/** An optional text field: undefined when absent or null, else the trimmed text. */
function optionalText(fields: Fields, field: string, label: string): string | undefined {
  const value = fields[field];
  if (isAbsent(value)) return undefined;
  if (typeof value !== 'string') throw badRequest(tripMessages.fieldNotText(label));
  return value.trim();
}

function requiredText(fields: Fields, field: string, message: string): string {
  const value = fields[field];
  if (typeof value !== 'string' || value.trim() === '') throw badRequest(message);
  return value.trim();
}

function checkLength(text: string, max: number, message: string): string {
  if (text.length > max) throw badRequest(message);
  return text;
}

function optionalNumber(
  fields: Fields,
  field: string,
  min: number,
  max: number,
  message: string,
): number | undefined {
  const value = fields[field];
  if (isAbsent(value)) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
    throw badRequest(message);
  }
  return value;
}

/** A trip date: undefined when absent, null when null or blank, else a YYYY-MM-DD date that exists. */
function optionalDate(fields: Fields, field: 'startDate' | 'endDate'): string | null | undefined {
  const value = fields[field];
  if (value === undefined) return undefined;
  if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
  const label = field === 'startDate' ? 'Start date' : 'End date';
  if (typeof value !== 'string' || parseIsoDate(value.trim()) === null) {
    throw badRequest(tripMessages.dateInvalid(label));
  }
  return value.trim();
}

/** 400 when the end is before the start or the trip is longer than tripLimits.maxTripDays. */
function checkDateRange(startDate: string, endDate: string): void {
  const dayCount = inclusiveDayCount(startDate, endDate);
  if (dayCount === 0) throw badRequest(tripMessages.endBeforeStart);
  if (dayCount > tripLimits.maxTripDays) throw badRequest(tripMessages.tripTooLong);
}

function readTitle(fields: Fields, missingMessage: string): string {
  const value = fields.title;
  if (!isAbsent(value) && typeof value !== 'string') {
    throw badRequest(tripMessages.fieldNotText('Title'));
  }
  const title = requiredText(fields, 'title', missingMessage);
  return checkLength(title, tripLimits.titleMaxLength, tripMessages.titleTooLong);
}

function readDescription(fields: Fields): string | undefined {
  const description = optionalText(fields, 'description', 'Description');
  if (description === undefined) return undefined;
  return checkLength(description, tripLimits.descriptionMaxLength, tripMessages.descriptionTooLong);
}

// ---- destinations -----------------------------------------------------------------------------

/**
 * A destination payload (D2 §3 "Destination payload when saving a place"): placeId and name
 * required; coordinates and rating in range; types a list of text (default empty); photoRef text or
 * null (default null). `lattitude` is spelt so on the wire.
 */
export function readDestinationInput(value: unknown): DestinationInput {
  if (!isPlainObject(value)) throw badRequest(tripMessages.destinationNotObject);
  const placeId = requiredText(value, 'placeId', tripMessages.placeIdRequired);
  const name = requiredText(value, 'name', tripMessages.destinationNameRequired);
  const formattedAddress = optionalText(value, 'formattedAddress', 'Address');
  const googleMapsUrl = optionalText(value, 'googleMapsUrl', 'Google Maps URL');

  const { photoRef: rawPhotoRef, types: rawTypes } = value;
  if (!isAbsent(rawPhotoRef) && typeof rawPhotoRef !== 'string') {
    throw badRequest(tripMessages.photoRefInvalid);
  }
  const photoRef =
    typeof rawPhotoRef === 'string' && rawPhotoRef.trim() !== '' ? rawPhotoRef : null;
  if (
    !isAbsent(rawTypes) &&
    (!Array.isArray(rawTypes) || !rawTypes.every((type) => typeof type === 'string'))
  ) {
    throw badRequest(tripMessages.typesInvalid);
  }
  const types = Array.isArray(rawTypes) ? (rawTypes as string[]) : [];

  const rating = optionalNumber(value, 'rating', 0, 5, tripMessages.ratingInvalid);
  const lattitude = optionalNumber(value, 'lattitude', -90, 90, tripMessages.latitudeInvalid);
  const longitude = optionalNumber(value, 'longitude', -180, 180, tripMessages.longitudeInvalid);

  return {
    placeId,
    name,
    ...(formattedAddress ? { formattedAddress } : {}),
    photoRef,
    ...(rating === undefined ? {} : { rating }),
    ...(googleMapsUrl ? { googleMapsUrl } : {}),
    ...(lattitude === undefined ? {} : { lattitude }),
    ...(longitude === undefined ? {} : { longitude }),
    types,
  };
}

/** The destination as stored: the payload with a new destinationId (D2 §3). */
export function toDestination(input: DestinationInput, destinationId: string): Destination {
  return { destinationId, ...input, types: input.types ?? [] };
}

/** 409 when the trip already holds that place: a place is planned once per trip. */
export function assertPlaceNotInTrip(destinations: readonly Destination[], placeId: string): void {
  if (destinations.some((destination) => destination.placeId === placeId)) {
    throw new ApiError(409, tripMessages.placeAlreadyInTrip);
  }
}

// ---- trips ------------------------------------------------------------------------------------

export interface NewTripFields {
  title: string;
  description: string | undefined;
  startDate: string | null;
  endDate: string | null;
  destinations: DestinationInput[];
}

/**
 * The add-trip body (D1 §7): title required; description optional; both dates (YYYY-MM-DD) or
 * neither, end not before start; destinations a list (empty from the create dialog, one from Plan
 * Your Visit), each place once.
 */
export function readNewTrip(body: Fields): NewTripFields {
  const title = readTitle(body, tripMessages.titleRequired);
  const description = readDescription(body);
  const startDate = optionalDate(body, 'startDate') ?? null;
  const endDate = optionalDate(body, 'endDate') ?? null;
  if ((startDate === null) !== (endDate === null)) {
    throw badRequest(tripMessages.bothDatesRequired);
  }
  if (startDate !== null && endDate !== null) checkDateRange(startDate, endDate);

  const { destinations: rawDestinations } = body;
  if (!isAbsent(rawDestinations) && !Array.isArray(rawDestinations)) {
    throw badRequest(tripMessages.destinationsNotList);
  }
  const destinations: DestinationInput[] = [];
  for (const entry of (rawDestinations ?? []) as unknown[]) {
    const destination = readDestinationInput(entry);
    if (destinations.some((chosen) => chosen.placeId === destination.placeId)) {
      throw new ApiError(409, tripMessages.placeAlreadyInTrip);
    }
    destinations.push(destination);
  }
  return { title, description, startDate, endDate, destinations };
}

/** An edit-trip-details body: only the fields present change. '' as description clears it. */
export interface TripChanges {
  title?: string;
  description?: string;
  startDate?: string;
  endDate?: string;
}

/**
 * The edit-trip-details body (D2 §5 "Edit Trip"): the title may not become empty ("Title cannot be
 * empty"); title and description are trimmed; a date sent must be a date ("Start date is required",
 * "End date is required" for null or blank). The range is checked against the trip in applyTripChanges.
 */
export function readTripChanges(body: Fields): TripChanges {
  const changes: TripChanges = {};
  if (body.title !== undefined) changes.title = readTitle(body, tripMessages.titleEmpty);
  if (body.description !== undefined) changes.description = readDescription(body) ?? '';
  const startDate = optionalDate(body, 'startDate');
  if (startDate === null) throw badRequest(tripMessages.startDateRequired);
  if (startDate !== undefined) changes.startDate = startDate;
  const endDate = optionalDate(body, 'endDate');
  if (endDate === null) throw badRequest(tripMessages.endDateRequired);
  if (endDate !== undefined) changes.endDate = endDate;
  return changes;
}

/**
 * The trip after an edit. A trip without dates must get both at once; the end may not come before the
 * start. When the dates change, activities keep their day number and days past the new last day are
 * dropped (fitItineraryToDays).
 */
export function applyTripChanges(trip: Trip, changes: TripChanges, today: string): Trip {
  const startDate = changes.startDate ?? trip.startDate ?? null;
  const endDate = changes.endDate ?? trip.endDate ?? null;
  if (startDate === null && endDate !== null) throw badRequest(tripMessages.startDateRequired);
  if (endDate === null && startDate !== null) throw badRequest(tripMessages.endDateRequired);
  if (startDate !== null && endDate !== null) checkDateRange(startDate, endDate);

  const next: Trip = { ...trip, startDate, endDate };
  if (changes.title !== undefined) next.title = changes.title;
  if (changes.description !== undefined) {
    if (changes.description === '') delete next.description;
    else next.description = changes.description;
  }
  if (startDate !== trip.startDate || endDate !== trip.endDate) {
    next.itinerary = fitItineraryToDays(trip.itinerary, tripDayCount(next));
    next.isCompleted = endDate !== null && endDate < today;
  }
  return next;
}

// ---- activities and the itinerary -------------------------------------------------------------

/** An activity's fields as sent (D2 §7): everything but `_id` and `memories`. */
export type ActivityFields = Omit<Activity, '_id' | 'memories'>;

function readTime(value: unknown): Activity['time'] | undefined {
  if (isAbsent(value)) return undefined;
  if (!isPlainObject(value)) throw badRequest(tripMessages.timeNotObject);
  const readClock = (field: 'start' | 'end') => {
    const clock = value[field];
    if (isAbsent(clock) || clock === '') return undefined;
    if (typeof clock !== 'string' || !CLOCK_TIME_PATTERN.test(clock)) {
      throw badRequest(tripMessages.timeInvalid);
    }
    return clock;
  };
  const start = readClock('start');
  const end = readClock('end');
  // Same-width HH:mm texts compare like the times they name.
  if (start !== undefined && end !== undefined && end < start) {
    throw badRequest(tripMessages.endTimeBeforeStart);
  }
  if (start === undefined && end === undefined) return undefined;
  return { ...(start ? { start } : {}), ...(end ? { end } : {}) };
}

/**
 * An activity (D2 §3, §7): title required; time {start, end} in HH:mm, end not before start; notes
 * optional; destinationId, when given, one of the trip's destinations.
 */
export function readActivityFields(value: unknown, trip: Trip): ActivityFields {
  if (!isPlainObject(value)) throw badRequest(tripMessages.activityNotObject);
  if (!isAbsent(value.title) && typeof value.title !== 'string') {
    throw badRequest(tripMessages.fieldNotText('Activity title'));
  }
  const title = checkLength(
    requiredText(value, 'title', tripMessages.activityTitleRequired),
    tripLimits.activityTitleMaxLength,
    tripMessages.activityTitleTooLong,
  );
  const time = readTime(value.time);
  const notes = optionalText(value, 'notes', 'Notes');
  if (notes !== undefined) {
    checkLength(notes, tripLimits.activityNotesMaxLength, tripMessages.notesTooLong);
  }

  const rawDestinationId = value.destinationId;
  let destinationId: string | undefined;
  if (!isAbsent(rawDestinationId) && rawDestinationId !== '') {
    if (typeof rawDestinationId !== 'string') throw badRequest(tripMessages.invalidDestinationId);
    destinationId = checkObjectId(rawDestinationId.trim(), tripMessages.invalidDestinationId);
    if (!trip.destinations.some((destination) => destination.destinationId === destinationId)) {
      throw badRequest(tripMessages.activityDestinationNotInTrip);
    }
  }
  return {
    title,
    ...(time ? { time } : {}),
    ...(notes ? { notes } : {}),
    ...(destinationId ? { destinationId } : {}),
  };
}

/** A new activity: the fields, a new id, no memories yet. */
export function newActivity(fields: ActivityFields, activityId: string): Activity {
  return { _id: activityId, ...fields, memories: { photos: [], reflections: [] } };
}

/** The itinerary with the activity added at the end of the day (the day entry made when missing). */
export function withActivity(
  itinerary: ItineraryDay[],
  day: number,
  activity: Activity,
): ItineraryDay[] {
  const existing = itinerary.find((entry) => entry.day === day);
  const days = existing
    ? itinerary.map((entry) =>
        entry.day === day ? { ...entry, activities: [...entry.activities, activity] } : entry,
      )
    : [...itinerary, { day, activities: [activity] }];
  return normaliseItinerary(days);
}

/** The itinerary without the activity, or null when that day has no such activity. */
export function withoutActivity(
  itinerary: ItineraryDay[],
  day: number,
  activityId: string,
): ItineraryDay[] | null {
  const entry = itinerary.find((candidate) => candidate.day === day);
  if (!entry?.activities.some((activity) => activity._id === activityId)) return null;
  return normaliseItinerary(
    itinerary.map((candidate) =>
      candidate.day === day
        ? {
            ...candidate,
            activities: candidate.activities.filter((activity) => activity._id !== activityId),
          }
        : candidate,
    ),
  );
}

/**
 * The update-itinerary body `{ itinerary: [{ day, activities }] }`, replacing the trip's itinerary.
 * Days within the trip, each once. An activity whose `_id` is already in the trip keeps it and its
 * memories (memories change only through their own calls); others get a new id.
 */
export function readItinerary(body: Fields, trip: Trip, newId: NewId): ItineraryDay[] {
  const { itinerary } = body;
  if (!Array.isArray(itinerary)) throw badRequest(tripMessages.itineraryNotList);
  const known = new Map(
    trip.itinerary.flatMap((entry) => entry.activities).map((activity) => [activity._id, activity]),
  );
  const seenDays = new Set<number>();
  const seenActivities = new Set<string>();
  const days: ItineraryDay[] = [];
  for (const entry of itinerary as unknown[]) {
    if (!isPlainObject(entry)) throw badRequest(tripMessages.itineraryDayNotObject);
    const { day, activities } = entry;
    if (typeof day !== 'number' || !Number.isSafeInteger(day) || day < 1) {
      throw badRequest(tripMessages.dayInvalid);
    }
    assertDayInTrip(trip, day);
    if (seenDays.has(day)) throw badRequest(tripMessages.dayRepeated(day));
    seenDays.add(day);
    if (!Array.isArray(activities)) throw badRequest(tripMessages.activitiesNotList);

    const dayActivities = (activities as unknown[]).map((value): Activity => {
      const fields = readActivityFields(value, trip);
      const rawId = isPlainObject(value) ? value._id : undefined;
      if (isAbsent(rawId) || rawId === '') return newActivity(fields, newId());
      if (typeof rawId !== 'string') throw badRequest(tripMessages.invalidActivityId);
      const activityId = checkObjectId(rawId, tripMessages.invalidActivityId);
      if (seenActivities.has(activityId)) throw badRequest(tripMessages.activityRepeated);
      seenActivities.add(activityId);
      const stored = known.get(activityId);
      return stored
        ? { _id: activityId, ...fields, memories: stored.memories }
        : newActivity(fields, newId());
    });
    days.push({ day, activities: dayActivities });
  }
  return normaliseItinerary(days);
}

// ---- checklist --------------------------------------------------------------------------------

/** A checklist item's text (D2 §5 "non-empty trimmed text"). */
export function readChecklistItemText(fields: Fields): string {
  if (!isAbsent(fields.item) && typeof fields.item !== 'string') {
    throw badRequest(tripMessages.fieldNotText('Item text'));
  }
  return checkLength(
    requiredText(fields, 'item', tripMessages.checklistItemRequired),
    tripLimits.checklistItemMaxLength,
    tripMessages.checklistItemTooLong,
  );
}

/** The toggle body's `isCompleted` (D1 §7): true or false. */
export function readIsCompleted(fields: Fields): boolean {
  const { isCompleted } = fields;
  if (typeof isCompleted !== 'boolean') throw badRequest(tripMessages.isCompletedInvalid);
  return isCompleted;
}

/**
 * The update-checklist body `{ checklist: [{ _id?, item, isCompleted? }] }`, replacing the trip's
 * checklist in the order sent. Known ids are kept (and their state, when isCompleted is left out);
 * others get a new id, not completed.
 */
export function readChecklist(body: Fields, trip: Trip, newId: NewId): ChecklistItem[] {
  const { checklist } = body;
  if (!Array.isArray(checklist)) throw badRequest(tripMessages.checklistNotList);
  const known = new Map(trip.checklist.map((item) => [item._id, item]));
  const seen = new Set<string>();
  return (checklist as unknown[]).map((value): ChecklistItem => {
    if (!isPlainObject(value)) throw badRequest(tripMessages.checklistItemNotObject);
    const item = readChecklistItemText(value);
    const { _id: rawId, isCompleted } = value;
    if (isCompleted !== undefined && typeof isCompleted !== 'boolean') {
      throw badRequest(tripMessages.isCompletedInvalid);
    }
    let stored: ChecklistItem | undefined;
    if (!isAbsent(rawId) && rawId !== '') {
      if (typeof rawId !== 'string') throw badRequest(tripMessages.invalidItemId);
      const itemId = checkObjectId(rawId, tripMessages.invalidItemId);
      if (seen.has(itemId)) throw badRequest(tripMessages.checklistItemRepeated);
      seen.add(itemId);
      stored = known.get(itemId);
    }
    return {
      _id: stored?._id ?? newId(),
      item,
      isCompleted: isCompleted ?? stored?.isCompleted ?? false,
    };
  });
}
