import { createChecklistMachine } from '@machines/trips/checklist.machine';
import { createCoverImageMachine } from '@machines/trips/cover-image.machine';
import { createCreateTripMachine } from '@machines/trips/create-trip.machine';
import { dateRangePickerMachine } from '@machines/trips/date-range-picker.machine';
import { createDestinationsMachine } from '@machines/trips/destinations.machine';
import { createItineraryMachine } from '@machines/trips/itinerary.machine';
import { createTripDetailsMachine } from '@machines/trips/trip-details.machine';
import { registerMachine } from '../registered-machine';

/** The trip editing machines. */

const trip = { tripId: 'trip-goa' };

export const tripDetailsRegistration = registerMachine({
  name: 'trip-details',
  description: 'The trip page: editing the trip’s details and deleting it (with confirmation).',
  effects: ['editTrip', 'deleteTrip'],
  defaultInput: trip,
  build: ({ effect }) =>
    createTripDetailsMachine({ editTrip: effect('editTrip'), deleteTrip: effect('deleteTrip') }),
});

export const destinationsRegistration = registerMachine({
  name: 'destinations',
  description:
    'The trip’s destinations: adding (re-read when its answer was lost), and removing (undoable for 5 s), each request queued.',
  effects: ['addDestination', 'removeDestination', 'rereadTrip'],
  defaultInput: trip,
  build: ({ effect }) =>
    createDestinationsMachine({
      addDestination: effect('addDestination'),
      removeDestination: effect('removeDestination'),
      rereadTrip: effect('rereadTrip'),
    }),
});

export const itineraryRegistration = registerMachine({
  name: 'itinerary',
  description:
    'The itinerary: adding (re-read when its answer was lost) and removing activities per day (removals undoable for 5 s).',
  effects: ['addActivity', 'removeActivity', 'rereadTrip'],
  defaultInput: trip,
  build: ({ effect }) =>
    createItineraryMachine({
      addActivity: effect('addActivity'),
      removeActivity: effect('removeActivity'),
      rereadTrip: effect('rereadTrip'),
    }),
});

export const checklistRegistration = registerMachine({
  name: 'checklist',
  description:
    'The checklist: adding (re-read when its answer was lost), ticking and removing items (undoable for 5 s).',
  effects: ['addItem', 'toggleItem', 'removeItem', 'rereadTrip'],
  defaultInput: trip,
  build: ({ effect }) =>
    createChecklistMachine({
      addItem: effect('addItem'),
      toggleItem: effect('toggleItem'),
      removeItem: effect('removeItem'),
      rereadTrip: effect('rereadTrip'),
    }),
});

export const createTripRegistration = registerMachine({
  name: 'create-trip',
  description:
    'Create a trip: checking the form, creating it (the list re-read when its answer was lost), refreshing the list.',
  effects: ['createTrip', 'refreshTrips', 'knownTrips', 'rereadTrips'],
  defaultFakes: { refreshTrips: [{}], knownTrips: [{ resolve: [] }] },
  build: ({ effect }) =>
    createCreateTripMachine({
      createTrip: effect('createTrip'),
      refreshTrips: effect('refreshTrips'),
      knownTrips: effect('knownTrips'),
      rereadTrips: effect('rereadTrips'),
    }),
});

export const coverImageRegistration = registerMachine({
  name: 'cover-image',
  description: 'The trip’s cover image: choosing and saving it.',
  effects: ['updateCoverImage'],
  defaultInput: trip,
  build: ({ effect }) => createCoverImageMachine({ updateCoverImage: effect('updateCoverImage') }),
});

export const dateRangePickerRegistration = registerMachine({
  name: 'date-range-picker',
  description: 'The trip dates calendar: picking a start and an end, confirming, clearing.',
  effects: [],
  defaultInput: { today: '2026-06-01' },
  build: () => dateRangePickerMachine,
});
