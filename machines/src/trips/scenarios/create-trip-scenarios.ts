import type { CreateTripEffects, CreateTripMachine } from '../create-trip.machine';
import { createCreateTripMachine } from '../create-trip.machine';
import type { TripScenario, TripScenarioMachine } from './replay-trip-scenario';

export const createTripScenarioMachine: TripScenarioMachine<CreateTripMachine, CreateTripEffects> =
  {
    create: createCreateTripMachine,
    effects: ['createTrip', 'refreshTrips'],
  };

const pondicherry = {
  title: 'Trip to Pondicherry',
  description: 'French quarter',
  startDate: '2026-08-01',
  endDate: '2026-08-03',
  destinations: [],
};

export const createTripScenarios: TripScenario<CreateTripMachine, CreateTripEffects>[] = [
  {
    name: 'create a trip: toast, the dialog closes, the list is fetched again',
    answers: { createTrip: [{ ok: 'trip-new' }], refreshTrips: [{ ok: undefined }] },
    steps: [
      { send: { type: 'createTrip.open' } },
      { send: { type: 'createTrip.submit', input: pondicherry } },
    ],
    expected: {
      state: 'idle',
      errors: {},
      toasts: ['Trip created successfully'],
      calls: { createTrip: 1, refreshTrips: 1 },
    },
  },
  {
    name: 'create refused by the server: its message is kept and toasted',
    answers: { createTrip: [{ fail: 'End date cannot be before start date' }] },
    steps: [
      { send: { type: 'createTrip.open' } },
      {
        send: {
          type: 'createTrip.submit',
          input: { ...pondicherry, startDate: '2026-08-03', endDate: '2026-08-01' },
        },
      },
      { send: { type: 'createTrip.close' } },
    ],
    expected: {
      state: 'idle',
      errors: { create: 'End date cannot be before start date' },
      toasts: ['End date cannot be before start date'],
      calls: { createTrip: 1 },
    },
  },
];
