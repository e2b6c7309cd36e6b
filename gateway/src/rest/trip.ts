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
  ActivityInput,
  AddTripRequest,
  DestinationInput,
  EditTripRequest,
  Trip as RestTrip,
  UpdateChecklistRequest,
  UpdateItineraryRequest,
  UserCard,
} from '@contract/trip';
import { toTripModel } from '../trips/trip-models';
import type { TripModel } from '../trips/trip-models';
import type { FormFile, RestTransport } from './transport';

/**
 * Trip calls (D1 §7, D2 §7; issue 4). They send the contract's REST request shapes (the GraphQL
 * inputs are translated in schema/trip/trip-inputs.ts) and answer the trip models
 * (trips/trip-models.ts), so the REST spellings stay inside those two files and this one.
 */

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
    async addTrip(body: AddTripRequest): Promise<TripModel | null> {
      const created = (await call('POST', paths.addTrip, addTripResponse, { json: body })).data;
      return created?._id === undefined ? null : toTripModel(created);
    },
    /** PATCH trip/edit-trip-details?tripId: the fields given change, the others stay. */
    async editTripDetails(tripId: string, body: EditTripRequest): Promise<TripModel> {
      return tripOf(
        await call('PATCH', paths.editTripDetails, tripResponse, { query: { tripId }, json: body }),
      );
    },
    /** DELETE trip/delete-trip?tripId (owner and editors, RESOLUTIONS 7.8): the deleted trip's id. */
    async deleteTrip(tripId: string): Promise<string> {
      return (await call('DELETE', paths.deleteTrip, deleteTripResponse, { query: { tripId } }))
        .data._id;
    },
    async addDestination(tripId: string, destination: DestinationInput): Promise<TripModel> {
      return tripOf(
        await call('PATCH', paths.addDestination, tripResponse, {
          query: { tripId },
          json: destination,
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
    async updateItinerary(tripId: string, body: UpdateItineraryRequest): Promise<TripModel> {
      return tripOf(
        await call('PATCH', paths.updateItinerary, tripResponse, { query: { tripId }, json: body }),
      );
    },
    /** PATCH trip/add-activity?tripId&day (day 1-based). */
    async addActivity(tripId: string, day: number, activity: ActivityInput): Promise<TripModel> {
      return tripOf(
        await call('PATCH', paths.addActivity, tripResponse, {
          query: { tripId, day },
          json: activity,
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
    async updateChecklist(tripId: string, body: UpdateChecklistRequest): Promise<TripModel> {
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
