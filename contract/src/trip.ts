import { z } from 'zod';
import { okBody } from './envelope';

/** Trip shapes as the REST server sends them (D1 §3, D2 §3). `lattitude` is spelt so on the wire. */
export const destination = z.object({
  destinationId: z.string(),
  placeId: z.string(),
  name: z.string(),
  formattedAddress: z.string().optional(),
  photoRef: z.string().nullable().optional(),
  rating: z.number().optional(),
  googleMapsUrl: z.string().optional(),
  lattitude: z.number().optional(),
  longitude: z.number().optional(),
  types: z.array(z.string()).default([]),
});
export type Destination = z.infer<typeof destination>;

export const memoryPhoto = z.object({
  url: z.string(),
  uploadedBy: z.string(),
  uploadedAt: z.string(),
});
export type MemoryPhoto = z.infer<typeof memoryPhoto>;
export const reflection = z.object({
  text: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type Reflection = z.infer<typeof reflection>;

export const activity = z.object({
  _id: z.string(),
  title: z.string(),
  time: z.object({ start: z.string().optional(), end: z.string().optional() }).optional(),
  notes: z.string().optional(),
  destinationId: z.string().optional(),
  memories: z.object({ photos: z.array(memoryPhoto), reflections: z.array(reflection) }),
});
export type Activity = z.infer<typeof activity>;

export const itineraryDay = z.object({ day: z.number().int(), activities: z.array(activity) });
export type ItineraryDay = z.infer<typeof itineraryDay>;

export const checklistItem = z.object({
  _id: z.string(),
  item: z.string(),
  isCompleted: z.boolean(),
});
export type ChecklistItem = z.infer<typeof checklistItem>;

export const collaboratorRole = z.enum(['viewer', 'editor']);
export const collaborator = z.object({
  /** An id, or an object with `_id` or `id` (D2 §3). The mock sends the plain id. */
  userId: z.union([z.string(), z.object({ _id: z.string() }), z.object({ id: z.string() })]),
  role: collaboratorRole,
});
export type Collaborator = z.infer<typeof collaborator>;

export const sharing = z.object({
  shareToken: z.string().nullable().optional(),
  allowPublicView: z.boolean(),
  allowJoinRequests: z.boolean(),
});

export const trip = z.object({
  _id: z.string(),
  userId: z.string(),
  title: z.string(),
  description: z.string().optional(),
  /** ISO date (YYYY-MM-DD). */
  startDate: z.string().nullable().optional(),
  endDate: z.string().nullable().optional(),
  tripCoverImage: z.string().nullable().optional(),
  destinations: z.array(destination),
  itinerary: z.array(itineraryDay),
  checklist: z.array(checklistItem),
  collaborators: z.array(collaborator),
  sharing: sharing.optional(),
  isCompleted: z.boolean().optional(),
  createdAt: z.string().optional(),
});
export type Trip = z.infer<typeof trip>;

/** GET /api/v1/trip/get-all-trips: trips the user owns or collaborates on. */
export const allTripsResponse = okBody(z.array(trip));
export type AllTripsResponse = z.infer<typeof allTripsResponse>;

/*
 * Trip operations (issue 4; D1 §7, D2 §7). Every write answers `{ success: true, message, data }` with
 * the trip as it is after the change; failures answer `{ success: false, message }` with the status of
 * RESOLUTIONS "Status codes". Query parameters are named as in D1 §7 (`tripId`, `destinationId`, `day`,
 * `activityId`, `itemId`).
 */

/** Ids are Mongo ObjectIds: 24 hex digits. Another id is 400, an unknown one 404. */
export const OBJECT_ID_PATTERN = /^[0-9a-f]{24}$/i;
/** Trip dates on the wire (D1 §7 "YYYY-MM-DD"); the server also refuses dates that do not exist. */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** Activity times (D2 §3 `time {start, end}`): 24-hour HH:mm. */
export const CLOCK_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Server-side limits. The spec shows none (D1 §3 "Server-side field limits: not shown"); these are the
 * mock's, generous enough that nobody typing meets them. The cover image's come from RESOLUTIONS
 * "Cover images" (as activity photos, D2 §9: JPEG, PNG or WEBP, at most 5MB).
 */
export const tripLimits = {
  titleMaxLength: 100,
  descriptionMaxLength: 1000,
  /** Inclusive day count (D1 §4, RESOLUTIONS 6.14): the itinerary shows one block per day. */
  maxTripDays: 365,
  activityTitleMaxLength: 100,
  activityNotesMaxLength: 1000,
  checklistItemMaxLength: 200,
  coverImageMaxBytes: 5 * 1024 * 1024,
  /** collaboraters-info: ids per call. */
  maxUserCardIds: 100,
} as const;

/** Multipart fields of PATCH trip/add-trip-cover-image (RESOLUTIONS 27.30: the file is `tripCoverImage`). */
export const TRIP_COVER_IMAGE_FIELD = 'tripCoverImage';
export const TRIP_COVER_TRIP_ID_FIELD = 'tripId';
export const tripCoverImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

const isoDate = z.string().regex(ISO_DATE_PATTERN);
const clockTime = z.string().regex(CLOCK_TIME_PATTERN);

/**
 * A destination as the client sends it (D2 §3 "Destination payload when saving a place", §7 add
 * destination): placeId and name required; the server adds `destinationId`. `lattitude` is spelt so.
 */
export const destinationInput = z.object({
  placeId: z.string().min(1),
  name: z.string().min(1),
  formattedAddress: z.string().optional(),
  photoRef: z.string().nullable().optional(),
  rating: z.number().min(0).max(5).optional(),
  googleMapsUrl: z.string().optional(),
  lattitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
  types: z.array(z.string()).optional(),
});
export type DestinationInput = z.infer<typeof destinationInput>;

/**
 * POST trip/add-trip (D1 §7, D2 §3 "New trip payload"). Title required; both dates or neither (a trip
 * without dates has no itinerary days yet); end not before start; destinations empty from the create
 * dialog, one from Plan Your Visit.
 */
export const addTripRequest = z.object({
  title: z.string(),
  description: z.string().optional(),
  startDate: isoDate.nullable().optional(),
  endDate: isoDate.nullable().optional(),
  destinations: z.array(destinationInput).optional(),
});
export type AddTripRequest = z.infer<typeof addTripRequest>;

/**
 * PATCH trip/edit-trip-details?tripId (D2 §5, §7): the fields to change, others kept. Title and
 * description are trimmed; the title may not become empty; dates may be set or moved, not cleared.
 * Itinerary days keep their numbers: days past the new last day are dropped with their activities.
 */
export const editTripRequest = z.object({
  title: z.string().optional(),
  description: z.string().optional(),
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
});
export type EditTripRequest = z.infer<typeof editTripRequest>;

export const activityTime = z.object({ start: clockTime.optional(), end: clockTime.optional() });

/**
 * PATCH trip/add-activity?tripId&day (D2 §7): the activity. `day` is 1-based, within the trip's days;
 * `destinationId`, when given, names a destination of the trip.
 */
export const activityInput = z.object({
  title: z.string().min(1),
  time: activityTime.optional(),
  notes: z.string().optional(),
  destinationId: z.string().nullable().optional(),
});
export type ActivityInput = z.infer<typeof activityInput>;

/**
 * PATCH trip/update-itinerary?tripId: the whole itinerary, replacing the stored one. An activity whose
 * `_id` is already in the trip keeps its id and memories (memories change only through their own calls);
 * others get a new id. Days without activities are dropped; days come back sorted.
 */
export const updateItineraryRequest = z.object({
  itinerary: z.array(
    z.object({
      day: z.number().int().min(1),
      activities: z.array(activityInput.extend({ _id: z.string().optional() })),
    }),
  ),
});
export type UpdateItineraryRequest = z.infer<typeof updateItineraryRequest>;

/** PATCH trip/add-checklist-item?tripId: the item's text (trimmed, not empty). */
export const addChecklistItemRequest = z.object({ item: z.string().min(1) });
export type AddChecklistItemRequest = z.infer<typeof addChecklistItemRequest>;

/** PATCH trip/update-checklist?tripId: the whole checklist; known `_id`s are kept, others new. */
export const updateChecklistRequest = z.object({
  checklist: z.array(
    z.object({
      _id: z.string().optional(),
      item: z.string().min(1),
      isCompleted: z.boolean().optional(),
    }),
  ),
});
export type UpdateChecklistRequest = z.infer<typeof updateChecklistRequest>;

/** PATCH trip/toggle-checklist-item?tripId&itemId (D1 §7 "isCompleted"). */
export const toggleChecklistItemRequest = z.object({ isCompleted: z.boolean() });
export type ToggleChecklistItemRequest = z.infer<typeof toggleChecklistItemRequest>;

/** get-trip-details, add-trip (201) and every write but delete-trip: the trip after the change. */
export const tripResponse = okBody(trip);
export type TripResponse = z.infer<typeof tripResponse>;

/**
 * POST trip/add-trip: the new trip (D1 §7). D1 §4 also allows a success that returns no id (the
 * client then goes to /trips): `data` missing, null, or an object without `_id`. A trip with an id
 * must still be a whole trip.
 */
export const addTripResponse = okBody(
  z.union([trip, z.looseObject({ _id: z.undefined().optional() })]).nullish(),
);
export type AddTripResponse = z.infer<typeof addTripResponse>;

/** DELETE trip/delete-trip?tripId (owner and editors, RESOLUTIONS 7.8): the id of the deleted trip. */
export const deleteTripResponse = okBody(z.object({ _id: z.string() }));
export type DeleteTripResponse = z.infer<typeof deleteTripResponse>;

/**
 * GET user/collaboraters-info?collaboratorIdArray={id} repeated (D2 §7; spelt so): cards of the users
 * with those ids, in the order asked, unknown ids left out. Bearer required.
 */
export const userCard = z.object({
  _id: z.string(),
  userName: z.string(),
  email: z.string(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  profilePic: z.string().optional(),
});
export type UserCard = z.infer<typeof userCard>;
export const collaboratorsInfoResponse = okBody(z.array(userCard));
export type CollaboratorsInfoResponse = z.infer<typeof collaboratorsInfoResponse>;
