import type { TripDetailsEffects, TripDetailsMachine } from '../trip-details.machine';
import { createTripDetailsMachine } from '../trip-details.machine';
import type { TripScenario, TripScenarioMachine } from './replay-trip-scenario';

export const tripDetailsScenarioMachine: TripScenarioMachine<
  TripDetailsMachine,
  TripDetailsEffects
> = {
  create: createTripDetailsMachine,
  effects: ['editTrip', 'deleteTrip'],
};

const input = { tripId: 'trip-goa' };
const changes = {
  title: 'Goa in the rain',
  description: '',
  startDate: '2026-06-10',
  endDate: '2026-06-14',
};

export const tripDetailsScenarios: TripScenario<TripDetailsMachine, TripDetailsEffects>[] = [
  {
    name: 'edit the trip, then delete it: back to /trips after 1.5 s',
    input,
    answers: { editTrip: [{ ok: undefined }], deleteTrip: [{ ok: undefined }] },
    steps: [
      { send: { type: 'details.openDialog', dialog: 'edit' } },
      { send: { type: 'details.save', changes } },
      { send: { type: 'details.openDialog', dialog: 'delete' } },
      { send: { type: 'details.delete' } },
      { advanceSeconds: 2 },
    ],
    expected: {
      state: 'idle',
      errors: {},
      toasts: ['Trip updated successfully', 'Trip deleted successfully'],
      calls: { editTrip: 1, deleteTrip: 1 },
    },
  },
  {
    name: 'a viewer’s edit is refused by the server',
    input,
    answers: { editTrip: [{ fail: 'You do not have permission to edit this trip' }] },
    steps: [
      { send: { type: 'details.openDialog', dialog: 'edit' } },
      { send: { type: 'details.save', changes: { ...changes, title: 'Mine now' } } },
    ],
    expected: {
      state: 'idle',
      errors: { edit: 'You do not have permission to edit this trip' },
      toasts: ['You do not have permission to edit this trip'],
      calls: { editTrip: 1 },
    },
  },
  {
    name: 'delete fails without a message: "Failed to delete trip", the page stays',
    input,
    answers: { deleteTrip: [{ fail: null }] },
    steps: [{ send: { type: 'details.delete' } }, { advanceSeconds: 2 }],
    expected: {
      state: 'idle',
      errors: { delete: 'Failed to delete trip' },
      toasts: ['Failed to delete trip'],
      calls: { deleteTrip: 1 },
    },
  },
];
