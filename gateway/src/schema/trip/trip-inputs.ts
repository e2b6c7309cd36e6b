import type {
  ActivityInput as RestActivityInput,
  AddTripRequest,
  DestinationInput as RestDestinationInput,
  EditTripRequest,
  UpdateChecklistRequest,
  UpdateItineraryRequest,
} from '@contract/trip';
import type {
  ActivityInput,
  ChecklistItemInput,
  CreateTripInput,
  DestinationInput,
  InputMaybe,
  ItineraryDayInput,
  UpdateTripInput,
} from '../../generated/resolvers-types';

/**
 * The trip mutations' GraphQL inputs (codegen's types) as the REST request bodies of the contract:
 * clean names become the REST spellings (`lattitude`, `formattedAddress`, `time { start end }`,
 * `_id` in whole-list updates) here and nowhere else.
 */

/** `{ key: value }` when value is given, else `{}`: REST bodies leave out what was not given. */
function given<Key extends string, Value>(
  key: Key,
  value: InputMaybe<Value> | undefined,
): Partial<Record<Key, Value>> {
  return value === null || value === undefined ? {} : ({ [key]: value } as Record<Key, Value>);
}

export function toRestDestination(input: DestinationInput): RestDestinationInput {
  return {
    placeId: input.placeId,
    name: input.name,
    ...given('formattedAddress', input.address),
    photoRef: input.photoRef ?? null,
    ...given('rating', input.rating),
    ...given('googleMapsUrl', input.googleMapsUrl),
    ...given('lattitude', input.latitude),
    ...given('longitude', input.longitude),
    ...given('types', input.types === null || input.types === undefined ? null : [...input.types]),
  };
}

/** An activity to add, or one of a whole-itinerary update (whose `id` the caller adds as `_id`). */
export function toRestActivity(input: ActivityInput): RestActivityInput {
  const time = { ...given('start', input.startTime), ...given('end', input.endTime) };
  return {
    title: input.title,
    ...(Object.keys(time).length > 0 ? { time } : {}),
    ...given('notes', input.notes),
    ...given('destinationId', input.destinationId),
  };
}

/** POST trip/add-trip: destinations none (the create dialog) or the Plan Your Visit place. */
export function toAddTripRequest(input: CreateTripInput): AddTripRequest {
  return {
    title: input.title,
    ...given('description', input.description),
    ...given('startDate', input.startDate),
    ...given('endDate', input.endDate),
    destinations: (input.destinations ?? []).map(toRestDestination),
  };
}

/** PATCH trip/edit-trip-details: only the fields given. */
export function toEditTripRequest(changes: UpdateTripInput): EditTripRequest {
  return {
    ...given('title', changes.title),
    ...given('description', changes.description),
    ...given('startDate', changes.startDate),
    ...given('endDate', changes.endDate),
  };
}

/** PATCH trip/update-itinerary: the whole itinerary; an activity's `id` keeps it (and its memories). */
export function toUpdateItineraryRequest(
  days: readonly ItineraryDayInput[],
): UpdateItineraryRequest {
  return {
    itinerary: days.map(({ day, activities }) => ({
      day,
      activities: activities.map((activity) => ({
        ...given('_id', activity.id),
        ...toRestActivity(activity),
      })),
    })),
  };
}

/** PATCH trip/update-checklist: the whole checklist; an item's `id` keeps it. */
export function toUpdateChecklistRequest(
  items: readonly ChecklistItemInput[],
): UpdateChecklistRequest {
  return {
    checklist: items.map((entry) => ({
      ...given('_id', entry.id),
      item: entry.item,
      ...given('isCompleted', entry.isCompleted),
    })),
  };
}
