import type { Resolvers } from '../../generated/resolvers-types';
import { clientProfilePictureUrl } from '../../images/profile-pictures';
import { clientTripCoverImageUrl } from '../../images/trip-cover-images';
import { imageUrlFor } from '../../photos/photo-urls';
import { readCheckedImage } from '../../uploads/read-upload';
import { tripCoverImageRule } from '../../uploads/upload-rules';
import {
  canEdit,
  collaboratorUserId,
  everyItineraryDay,
  isOwner,
  storedItineraryDays,
} from '../../trips/trip-models';
import {
  toAddTripRequest,
  toEditTripRequest,
  toRestActivity,
  toRestDestination,
  toUpdateChecklistRequest,
  toUpdateItineraryRequest,
} from './trip-inputs';

/**
 * Trips. Inputs (codegen's types) become REST bodies in trip-inputs.ts. Parents (codegen mappers):
 * `Trip`, `Destination`, `ItineraryDay` and `TripMember` are trips/trip-models.ts's models,
 * `Activity`, `ChecklistItem`, `Collaborator` the contract's REST shapes. Owner and collaborator
 * cards come from the request's `userCards` loader: one collaboraters-info call per GraphQL request.
 */
export const tripResolvers: Resolvers = {
  Query: {
    myTrips: (_parent, _args, { rest }) => rest.getAllTrips(),
    trip: (_parent, { id }, { rest }) => rest.getTripDetails(id),
  },
  Mutation: {
    createTrip: (_parent, { input }, { rest }) => rest.addTrip(toAddTripRequest(input)),
    updateTrip: (_parent, { id, input }, { rest }) =>
      rest.editTripDetails(id, toEditTripRequest(input)),
    deleteTrip: (_parent, { id }, { rest }) => rest.deleteTrip(id),
    addDestination: (_parent, { tripId, input }, { rest }) =>
      rest.addDestination(tripId, toRestDestination(input)),
    removeDestination: (_parent, { tripId, destinationId }, { rest }) =>
      rest.deleteDestination(tripId, destinationId),
    updateItinerary: (_parent, { tripId, itinerary }, { rest }) =>
      rest.updateItinerary(tripId, toUpdateItineraryRequest(itinerary)),
    addActivity: (_parent, { tripId, day, input }, { rest }) =>
      rest.addActivity(tripId, day, toRestActivity(input)),
    removeActivity: (_parent, { tripId, day, activityId }, { rest }) =>
      rest.deleteActivity(tripId, day, activityId),
    updateChecklist: (_parent, { tripId, checklist }, { rest }) =>
      rest.updateChecklist(tripId, toUpdateChecklistRequest(checklist)),
    addChecklistItem: (_parent, { tripId, item }, { rest }) => rest.addChecklistItem(tripId, item),
    toggleChecklistItem: (_parent, { tripId, itemId, isCompleted }, { rest }) =>
      rest.toggleChecklistItem(tripId, itemId, isCompleted),
    removeChecklistItem: (_parent, { tripId, itemId }, { rest }) =>
      rest.deleteChecklistItem(tripId, itemId),
    // Checked (type by its bytes, size) before anything is forwarded.
    updateTripCoverImage: async (_parent, { tripId, file }, { rest }) =>
      rest.addTripCoverImage(tripId, await readCheckedImage(file, tripCoverImageRule)),
  },
  Trip: {
    id: (trip) => trip._id,
    owner: (trip) => ({ id: trip.userId }),
    description: (trip) => trip.description ?? null,
    startDate: (trip) => trip.startDate ?? null,
    endDate: (trip) => trip.endDate ?? null,
    /** RESOLUTIONS 27.30: the wire field is `tripCoverImage`; stored covers load through the gateway. */
    coverImage: (trip) => clientTripCoverImageUrl(trip.tripCoverImage),
    isCompleted: (trip) => trip.isCompleted ?? false,
    itinerary: (trip) => storedItineraryDays(trip),
    itineraryDays: (trip) => everyItineraryDay(trip),
    viewerCanEdit: async (trip, _args, { loaders }) => canEdit(trip, await loaders.viewerId()),
    viewerIsOwner: async (trip, _args, { loaders }) => isOwner(trip, await loaders.viewerId()),
  },
  TripMember: {
    userName: async ({ id }, _args, { loaders }) =>
      (await loaders.userCards.load(id))?.userName ?? null,
    firstName: async ({ id }, _args, { loaders }) =>
      (await loaders.userCards.load(id))?.firstName ?? null,
    lastName: async ({ id }, _args, { loaders }) =>
      (await loaders.userCards.load(id))?.lastName ?? null,
    profilePic: async ({ id }, _args, { loaders }) =>
      clientProfilePictureUrl((await loaders.userCards.load(id))?.profilePic),
  },
  Collaborator: {
    user: (collaborator) => ({ id: collaboratorUserId(collaborator) }),
  },
  /** GraphQL's VIEWER / EDITOR are the REST server's 'viewer' / 'editor'. */
  CollaboratorRole: { VIEWER: 'viewer', EDITOR: 'editor' },
  Destination: {
    imageUrl: (destination, { quality }) =>
      imageUrlFor(destination.photo, destination.name, quality ?? 'medium'),
  },
  Activity: {
    id: (activity) => activity._id,
    startTime: (activity) => activity.time?.start ?? null,
    endTime: (activity) => activity.time?.end ?? null,
    notes: (activity) => activity.notes ?? null,
    destinationId: (activity) => activity.destinationId ?? null,
  },
  ChecklistItem: {
    id: (item) => item._id,
  },
};
