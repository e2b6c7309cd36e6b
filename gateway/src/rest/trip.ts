import { paths } from '@contract/paths';
import {
  TRIP_COVER_IMAGE_FIELD,
  TRIP_COVER_TRIP_ID_FIELD,
  addTripResponse,
  allTripsResponse,
  collaboratorsInfoResponse,
  deleteTripResponse,
  tripResponse,
} from '@contract/trip';
import type {
  ActivityInput as RestActivityInput,
  AddTripRequest,
  Destination as RestDestination,
  DestinationInput as RestDestinationInput,
  EditTripRequest,
  Trip as RestTrip,
  UpdateChecklistRequest,
  UpdateItineraryRequest,
  UserCard,
} from '@contract/trip';
import type { FormFile } from './account';
import type { RestTransport } from './client';

/**
 * Trip calls (D1 §7, D2 §7; issue 4). Inputs and answers use the gateway's clean names; the REST
 * spellings (`lattitude`, `formattedAddress`, `time { start end }`, `_id` in update lists) are
 * translated here and nowhere else.
 */

/** GraphQL input fields may be null as well as left out: both mean "not given". */
type Maybe<T> = T | null | undefined;

/** A place saved to a trip, with clean names (REST `destinationId`, `formattedAddress`, `lattitude`). */
export interface DestinationModel {
  id: string;
  placeId: string;
  name: string;
  address: string | null;
  photoRef: string | null;
  rating: number | null;
  googleMapsUrl: string | null;
  latitude: number | null;
  longitude: number | null;
  types: string[];
}

/** The REST trip with its destinations in clean names: the parent of GraphQL `Trip`. */
export type TripModel = Omit<RestTrip, 'destinations'> & { destinations: DestinationModel[] };

export interface TripDestinationInput {
  placeId: string;
  name: string;
  address?: Maybe<string>;
  photoRef?: Maybe<string>;
  rating?: Maybe<number>;
  googleMapsUrl?: Maybe<string>;
  latitude?: Maybe<number>;
  longitude?: Maybe<number>;
  types?: Maybe<readonly string[]>;
}

export interface NewTripInput {
  title: string;
  description?: Maybe<string>;
  startDate?: Maybe<string>;
  endDate?: Maybe<string>;
  destinations?: Maybe<readonly TripDestinationInput[]>;
}

export interface TripChangesInput {
  title?: Maybe<string>;
  description?: Maybe<string>;
  startDate?: Maybe<string>;
  endDate?: Maybe<string>;
}

export interface TripActivityInput {
  title: string;
  startTime?: Maybe<string>;
  endTime?: Maybe<string>;
  notes?: Maybe<string>;
  destinationId?: Maybe<string>;
}

/** An activity of a whole-itinerary update: `id` keeps an existing one (and its memories). */
export interface ItineraryActivityInput extends TripActivityInput {
  id?: Maybe<string>;
}

export interface ItineraryDayInput {
  day: number;
  activities: readonly ItineraryActivityInput[];
}

export interface ChecklistItemInput {
  id?: Maybe<string>;
  item: string;
  isCompleted?: Maybe<boolean>;
}

/** `{ key: value }` when value is given, else `{}`: REST bodies leave out what was not given. */
function given<Key extends string, Value>(
  key: Key,
  value: Maybe<Value>,
): Partial<Record<Key, Value>> {
  return value === null || value === undefined ? {} : ({ [key]: value } as Record<Key, Value>);
}

export function toDestinationModel(destination: RestDestination): DestinationModel {
  return {
    id: destination.destinationId,
    placeId: destination.placeId,
    name: destination.name,
    address: destination.formattedAddress ?? null,
    photoRef: destination.photoRef ?? null,
    rating: destination.rating ?? null,
    googleMapsUrl: destination.googleMapsUrl ?? null,
    latitude: destination.lattitude ?? null,
    longitude: destination.longitude ?? null,
    types: destination.types,
  };
}

export function toTripModel(trip: RestTrip): TripModel {
  return { ...trip, destinations: trip.destinations.map(toDestinationModel) };
}

export function toRestDestination(input: TripDestinationInput): RestDestinationInput {
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

export function toRestActivity(input: TripActivityInput): RestActivityInput {
  const time = { ...given('start', input.startTime), ...given('end', input.endTime) };
  return {
    title: input.title,
    ...(Object.keys(time).length > 0 ? { time } : {}),
    ...given('notes', input.notes),
    ...given('destinationId', input.destinationId),
  };
}

export function tripRest({ call }: RestTransport) {
  /** Every trip write answers the trip after the change. */
  const tripOf = (answer: { data: RestTrip }) => toTripModel(answer.data);

  return {
    /** GET trip/get-all-trips: trips the user owns or collaborates on. */
    async getAllTrips(): Promise<TripModel[]> {
      return (await call('GET', paths.allTrips, allTripsResponse)).data.map(toTripModel);
    },
    /** GET trip/get-trip-details?tripId: 404 unknown, 403 not a member. */
    async getTripDetails(tripId: string): Promise<TripModel> {
      return tripOf(await call('GET', paths.tripDetails, tripResponse, { query: { tripId } }));
    },
    /**
     * POST trip/add-trip: both dates or neither; destinations none or the Plan Your Visit place.
     * Null when the server created the trip but answered no id (D1 §4: the client goes to /trips).
     */
    async addTrip(input: NewTripInput): Promise<TripModel | null> {
      const body: AddTripRequest = {
        title: input.title,
        ...given('description', input.description),
        ...given('startDate', input.startDate),
        ...given('endDate', input.endDate),
        destinations: (input.destinations ?? []).map(toRestDestination),
      };
      const created = (await call('POST', paths.addTrip, addTripResponse, { json: body })).data;
      return created?._id === undefined ? null : toTripModel(created);
    },
    /** PATCH trip/edit-trip-details?tripId: the fields given change, the others stay. */
    async editTripDetails(tripId: string, changes: TripChangesInput): Promise<TripModel> {
      const body: EditTripRequest = {
        ...given('title', changes.title),
        ...given('description', changes.description),
        ...given('startDate', changes.startDate),
        ...given('endDate', changes.endDate),
      };
      return tripOf(
        await call('PATCH', paths.editTripDetails, tripResponse, { query: { tripId }, json: body }),
      );
    },
    /** DELETE trip/delete-trip?tripId (owner only): the deleted trip's id. */
    async deleteTrip(tripId: string): Promise<string> {
      return (await call('DELETE', paths.deleteTrip, deleteTripResponse, { query: { tripId } }))
        .data._id;
    },
    async addDestination(tripId: string, destination: TripDestinationInput): Promise<TripModel> {
      return tripOf(
        await call('PATCH', paths.addDestination, tripResponse, {
          query: { tripId },
          json: toRestDestination(destination),
        }),
      );
    },
    /** PATCH trip/delete-destination?tripId&destinationId (RESOLUTIONS: the destinationId). */
    async deleteDestination(tripId: string, destinationId: string): Promise<TripModel> {
      return tripOf(
        await call('PATCH', paths.deleteDestination, tripResponse, {
          query: { tripId, destinationId },
        }),
      );
    },
    /** PATCH trip/update-itinerary?tripId: the whole itinerary, replacing the stored one. */
    async updateItinerary(tripId: string, days: readonly ItineraryDayInput[]): Promise<TripModel> {
      const body: UpdateItineraryRequest = {
        itinerary: days.map(({ day, activities }) => ({
          day,
          activities: activities.map((activity) => ({
            ...given('_id', activity.id),
            ...toRestActivity(activity),
          })),
        })),
      };
      return tripOf(
        await call('PATCH', paths.updateItinerary, tripResponse, { query: { tripId }, json: body }),
      );
    },
    /** PATCH trip/add-activity?tripId&day (day 1-based). */
    async addActivity(
      tripId: string,
      day: number,
      activity: TripActivityInput,
    ): Promise<TripModel> {
      return tripOf(
        await call('PATCH', paths.addActivity, tripResponse, {
          query: { tripId, day },
          json: toRestActivity(activity),
        }),
      );
    },
    async deleteActivity(tripId: string, day: number, activityId: string): Promise<TripModel> {
      return tripOf(
        await call('PATCH', paths.deleteActivity, tripResponse, {
          query: { tripId, day, activityId },
        }),
      );
    },
    /** PATCH trip/update-checklist?tripId: the whole checklist; known ids are kept. */
    async updateChecklist(
      tripId: string,
      items: readonly ChecklistItemInput[],
    ): Promise<TripModel> {
      const body: UpdateChecklistRequest = {
        checklist: items.map((entry) => ({
          ...given('_id', entry.id),
          item: entry.item,
          ...given('isCompleted', entry.isCompleted),
        })),
      };
      return tripOf(
        await call('PATCH', paths.updateChecklist, tripResponse, { query: { tripId }, json: body }),
      );
    },
    async addChecklistItem(tripId: string, item: string): Promise<TripModel> {
      return tripOf(
        await call('PATCH', paths.addChecklistItem, tripResponse, {
          query: { tripId },
          json: { item },
        }),
      );
    },
    async toggleChecklistItem(
      tripId: string,
      itemId: string,
      isCompleted: boolean,
    ): Promise<TripModel> {
      return tripOf(
        await call('PATCH', paths.toggleChecklistItem, tripResponse, {
          query: { tripId, itemId },
          json: { isCompleted },
        }),
      );
    },
    async deleteChecklistItem(tripId: string, itemId: string): Promise<TripModel> {
      return tripOf(
        await call('PATCH', paths.deleteChecklistItem, tripResponse, {
          query: { tripId, itemId },
        }),
      );
    },
    /**
     * PATCH trip/add-trip-cover-image (multipart: tripId, tripCoverImage; RESOLUTIONS 27.30). The
     * image must already have passed the cover-image rule (uploads/upload-rules.ts).
     */
    async addTripCoverImage(tripId: string, image: FormFile): Promise<TripModel> {
      const form = new FormData();
      form.append(TRIP_COVER_TRIP_ID_FIELD, tripId);
      form.append(TRIP_COVER_IMAGE_FIELD, image.blob, image.fileName);
      return tripOf(await call('PATCH', paths.addTripCoverImage, tripResponse, { form }));
    },
    /**
     * GET user/collaboraters-info?collaboratorIdArray={id} repeated (D2 §7, spelt so): the cards of
     * those users, unknown ids left out. Called once per GraphQL request through the loader.
     */
    async collaboratorsInfo(userIds: readonly string[]): Promise<UserCard[]> {
      if (userIds.length === 0) return [];
      return (
        await call('GET', paths.collaboratorsInfo, collaboratorsInfoResponse, {
          query: { collaboratorIdArray: userIds },
        })
      ).data;
    },
  };
}
