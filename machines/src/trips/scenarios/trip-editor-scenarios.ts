import type { EffectAnswer, ScenarioStep } from '../../shared/scenario';
import type { TripOperation } from '../constants';
import type { TripRecord } from '../trip';
import type { TripEditorEvent, TripEditorInput } from '../trip-editor.machine';

/**
 * Named runs of the trip editor for QA to replay in an inspector
 * (`replayTripEditorScenario(scenario, { inspect })`). Each effect answers from `answers` in call
 * order; a step waits until no request is in flight; time passes only in `advanceSeconds` steps.
 */

export type TripEditorAnswers = {
  fetchAll?: EffectAnswer<TripRecord[]>[];
  delete?: EffectAnswer<null>[];
} & Partial<Record<Exclude<TripOperation, 'fetchAll' | 'delete'>, EffectAnswer<TripRecord>[]>>;

export interface TripEditorScenario {
  name: string;
  input: TripEditorInput<TripRecord>;
  answers: TripEditorAnswers;
  steps: ScenarioStep<TripEditorEvent>[];
  expected: {
    tripIds: string[];
    selectedTripId: string | null;
    /** The operations with an error, and its text. */
    errors: Partial<Record<TripOperation, string>>;
    /** Toast texts in order. */
    toasts: string[];
    /** How often each effect was called (those not named: never). */
    calls: Partial<Record<TripOperation, number>>;
    /** Trips whose page was told to leave for /trips. */
    returnedToTrips: string[];
  };
}

const trip = (id: string, changes: Partial<TripRecord> = {}): TripRecord => ({
  _id: id,
  userId: 'user-maya',
  title: `Trip ${id}`,
  description: '',
  startDate: '2026-06-10',
  endDate: '2026-06-14',
  tripCoverImage: null,
  destinations: [],
  itinerary: [],
  checklist: [],
  collaborators: [],
  ...changes,
});

const goa = trip('trip-goa', { title: 'Monsoon in Goa' });
const hampi = trip('trip-hampi', { title: 'Boulders of Hampi' });
const created = trip('trip-new', { title: 'Trip to Pondicherry' });
const fortAguada = {
  placeId: 'place-aguada',
  name: 'Fort Aguada',
  formattedAddress: 'Candolim, Goa',
  latitude: 15.4925,
  longitude: 73.7737,
  types: ['tourist_attraction'],
};
const goaWithFort = trip('trip-goa', {
  title: 'Monsoon in Goa',
  destinations: [{ ...fortAguada, destinationId: 'dest-aguada' }],
});
const goaPlanned = trip('trip-goa', {
  title: 'Monsoon in Goa',
  checklist: [{ _id: 'item-sunscreen', item: 'Sunscreen', isCompleted: true }],
});
const goaShared = trip('trip-goa', {
  title: 'Monsoon in Goa',
  collaborators: [{ userId: 'user-lena', role: 'editor' }],
  tripCoverImage: 'covers/trip-goa.webp',
});

export const tripEditorScenarios: TripEditorScenario[] = [
  {
    name: 'open the trips list',
    input: {},
    answers: { fetchAll: [{ ok: [goa, hampi] }] },
    steps: [{ send: { type: 'trip.fetchAll' } }],
    expected: {
      tripIds: ['trip-goa', 'trip-hampi'],
      selectedTripId: null,
      errors: {},
      toasts: [],
      calls: { fetchAll: 1 },
      returnedToTrips: [],
    },
  },
  {
    name: 'the trips list fails without a message: the error panel says "Failed to fetch trips"',
    input: {},
    answers: { fetchAll: [{ fail: null }] },
    steps: [{ send: { type: 'trip.fetchAll' } }],
    expected: {
      tripIds: [],
      selectedTripId: null,
      errors: { fetchAll: 'Failed to fetch trips' },
      toasts: [],
      calls: { fetchAll: 1 },
      returnedToTrips: [],
    },
  },
  {
    name: 'create a trip: toast, the new trip selected, the list fetched again',
    input: { trips: [goa] },
    answers: { create: [{ ok: created }], fetchAll: [{ ok: [created, goa] }] },
    steps: [
      {
        send: {
          type: 'trip.create',
          input: {
            title: 'Trip to Pondicherry',
            description: 'French quarter',
            startDate: '2026-08-01',
            endDate: '2026-08-03',
            destinations: [],
          },
        },
      },
    ],
    expected: {
      tripIds: ['trip-new', 'trip-goa'],
      selectedTripId: 'trip-new',
      errors: {},
      toasts: ['Trip created successfully'],
      calls: { create: 1, fetchAll: 1 },
      returnedToTrips: [],
    },
  },
  {
    name: 'create refused by the server: its message is stored and toasted',
    input: { trips: [goa] },
    answers: { create: [{ fail: 'End date cannot be before start date' }] },
    steps: [
      {
        send: {
          type: 'trip.create',
          input: {
            title: 'Backwards',
            description: '',
            startDate: '2026-08-03',
            endDate: '2026-08-01',
            destinations: [],
          },
        },
      },
    ],
    expected: {
      tripIds: ['trip-goa'],
      selectedTripId: null,
      errors: { create: 'End date cannot be before start date' },
      toasts: ['End date cannot be before start date'],
      calls: { create: 1 },
      returnedToTrips: [],
    },
  },
  {
    name: 'open a trip and edit it',
    input: { trips: [goa, hampi] },
    answers: {
      fetchOne: [{ ok: goa }],
      edit: [{ ok: trip('trip-goa', { title: 'Goa in the rain' }) }],
    },
    steps: [
      { send: { type: 'trip.fetchOne', input: { tripId: 'trip-goa' } } },
      {
        send: {
          type: 'trip.edit',
          input: {
            tripId: 'trip-goa',
            changes: {
              title: 'Goa in the rain',
              description: '',
              startDate: '2026-06-10',
              endDate: '2026-06-14',
            },
          },
        },
      },
    ],
    expected: {
      tripIds: ['trip-goa', 'trip-hampi'],
      selectedTripId: 'trip-goa',
      errors: {},
      toasts: ['Trip updated successfully'],
      calls: { fetchOne: 1, edit: 1 },
      returnedToTrips: [],
    },
  },
  {
    name: 'open an unknown trip: nothing selected, the failure only stored (not-found page)',
    input: { trips: [goa] },
    answers: { fetchOne: [{ fail: 'Trip not found' }] },
    steps: [{ send: { type: 'trip.fetchOne', input: { tripId: 'trip-missing' } } }],
    expected: {
      tripIds: ['trip-goa'],
      selectedTripId: null,
      errors: { fetchOne: 'Trip not found' },
      toasts: [],
      calls: { fetchOne: 1 },
      returnedToTrips: [],
    },
  },
  {
    name: 'a viewer’s edit is refused by the server',
    input: { trips: [goa], selectedTrip: goa },
    answers: { edit: [{ fail: 'You do not have permission to edit this trip' }] },
    steps: [
      {
        send: {
          type: 'trip.edit',
          input: {
            tripId: 'trip-goa',
            changes: {
              title: 'Mine now',
              description: '',
              startDate: '2026-06-10',
              endDate: '2026-06-14',
            },
          },
        },
      },
    ],
    expected: {
      tripIds: ['trip-goa'],
      selectedTripId: 'trip-goa',
      errors: { edit: 'You do not have permission to edit this trip' },
      toasts: ['You do not have permission to edit this trip'],
      calls: { edit: 1 },
      returnedToTrips: [],
    },
  },
  {
    name: 'delete the open trip: toast, then back to /trips after 1.5 s',
    input: { trips: [goa, hampi], selectedTrip: goa },
    answers: { delete: [{ ok: null }] },
    steps: [
      { send: { type: 'trip.delete', input: { tripId: 'trip-goa' } } },
      { advanceSeconds: 2 },
    ],
    expected: {
      tripIds: ['trip-hampi'],
      selectedTripId: null,
      errors: {},
      toasts: ['Trip deleted successfully'],
      calls: { delete: 1 },
      returnedToTrips: ['trip-goa'],
    },
  },
  {
    name: 'delete fails without a message: "Failed to delete trip", the page stays',
    input: { trips: [goa], selectedTrip: goa },
    answers: { delete: [{ fail: null }] },
    steps: [
      { send: { type: 'trip.delete', input: { tripId: 'trip-goa' } } },
      { advanceSeconds: 2 },
    ],
    expected: {
      tripIds: ['trip-goa'],
      selectedTripId: 'trip-goa',
      errors: { delete: 'Failed to delete trip' },
      toasts: ['Failed to delete trip'],
      calls: { delete: 1 },
      returnedToTrips: [],
    },
  },
  {
    name: 'remove a destination without its id: refused at once, nothing sent',
    input: { trips: [goaWithFort], selectedTrip: goaWithFort },
    answers: {},
    steps: [{ send: { type: 'trip.deleteDestination', input: { tripId: 'trip-goa' } } }],
    expected: {
      tripIds: ['trip-goa'],
      selectedTripId: 'trip-goa',
      errors: { deleteDestination: 'Trip ID and destination ID are required' },
      toasts: ['Trip ID and destination ID are required'],
      calls: {},
      returnedToTrips: [],
    },
  },
  {
    name: 'plan the trip: a place, a day, an activity, the checklist',
    input: { trips: [goa], selectedTrip: goa },
    answers: {
      addDestination: [{ ok: goaWithFort }],
      deleteDestination: [{ ok: goa }],
      updateItinerary: [{ ok: goa }],
      addActivity: [{ ok: goa }],
      deleteActivity: [{ ok: goa }],
      updateChecklist: [{ ok: goa }],
      addChecklistItem: [{ ok: goa }],
      toggleChecklistItem: [{ ok: goaPlanned }],
      deleteChecklistItem: [{ ok: goaPlanned }],
    },
    steps: [
      {
        send: {
          type: 'trip.addDestination',
          input: { tripId: 'trip-goa', destination: fortAguada },
        },
      },
      {
        send: {
          type: 'trip.deleteDestination',
          input: { tripId: 'trip-goa', destinationId: 'dest-aguada' },
        },
      },
      {
        send: {
          type: 'trip.updateItinerary',
          input: { tripId: 'trip-goa', itinerary: [{ day: 1, activities: [] }] },
        },
      },
      {
        send: {
          type: 'trip.addActivity',
          input: {
            tripId: 'trip-goa',
            day: 1,
            activity: { title: 'Spice farm', time: { start: '09:00', end: '12:00' }, notes: '' },
          },
        },
      },
      {
        send: {
          type: 'trip.deleteActivity',
          input: { tripId: 'trip-goa', day: 1, activityId: 'activity-spice' },
        },
      },
      { send: { type: 'trip.updateChecklist', input: { tripId: 'trip-goa', checklist: [] } } },
      { send: { type: 'trip.addChecklistItem', input: { tripId: 'trip-goa', item: 'Sunscreen' } } },
      {
        send: {
          type: 'trip.toggleChecklistItem',
          input: { tripId: 'trip-goa', itemId: 'item-sunscreen', isCompleted: true },
        },
      },
      {
        send: {
          type: 'trip.deleteChecklistItem',
          input: { tripId: 'trip-goa', itemId: 'item-umbrella' },
        },
      },
    ],
    expected: {
      tripIds: ['trip-goa'],
      selectedTripId: 'trip-goa',
      errors: {},
      toasts: [
        'Destination added successfully',
        'Destination removed successfully',
        'Activity added successfully',
        'Activity removed successfully',
        'Item added to checklist',
        'Item removed from checklist',
      ],
      calls: {
        addDestination: 1,
        deleteDestination: 1,
        updateItinerary: 1,
        addActivity: 1,
        deleteActivity: 1,
        updateChecklist: 1,
        addChecklistItem: 1,
        toggleChecklistItem: 1,
        deleteChecklistItem: 1,
      },
      returnedToTrips: [],
    },
  },
  {
    name: 'share with a collaborator and change the cover',
    input: { trips: [goa], selectedTrip: goa },
    answers: {
      addCollaborator: [{ ok: goaShared }],
      editCollaboratorRole: [{ ok: goaShared }],
      removeCollaborator: [{ ok: goa }],
      updateCoverImage: [{ ok: goaShared }],
    },
    steps: [
      {
        send: {
          type: 'trip.addCollaborator',
          input: { tripId: 'trip-goa', userId: 'user-lena', role: 'viewer' },
        },
      },
      {
        send: {
          type: 'trip.editCollaboratorRole',
          input: { tripId: 'trip-goa', collaboratorUserId: 'user-lena', role: 'editor' },
        },
      },
      {
        send: {
          type: 'trip.removeCollaborator',
          input: { tripId: 'trip-goa', collaboratorId: 'user-lena' },
        },
      },
      {
        send: {
          type: 'trip.updateCoverImage',
          input: { tripId: 'trip-goa', coverImage: { name: 'goa.webp' } },
        },
      },
    ],
    expected: {
      tripIds: ['trip-goa'],
      selectedTripId: 'trip-goa',
      errors: {},
      toasts: [
        'Collaborator added successfully',
        'Collaborator role updated successfully',
        'Collaborator removed successfully',
        'Cover image updated successfully',
      ],
      calls: {
        addCollaborator: 1,
        editCollaboratorRole: 1,
        removeCollaborator: 1,
        updateCoverImage: 1,
      },
      returnedToTrips: [],
    },
  },
  {
    name: 'a checklist toggle fails without a message: its only toast',
    input: { trips: [goaPlanned], selectedTrip: goaPlanned },
    answers: { toggleChecklistItem: [{ fail: null }] },
    steps: [
      {
        send: {
          type: 'trip.toggleChecklistItem',
          input: { tripId: 'trip-goa', itemId: 'item-sunscreen', isCompleted: false },
        },
      },
    ],
    expected: {
      tripIds: ['trip-goa'],
      selectedTripId: 'trip-goa',
      errors: { toggleChecklistItem: 'Failed to update checklist item' },
      toasts: ['Failed to update checklist item'],
      calls: { toggleChecklistItem: 1 },
      returnedToTrips: [],
    },
  },
];
