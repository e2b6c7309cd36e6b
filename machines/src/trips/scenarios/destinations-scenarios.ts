import type { DestinationsEffects, DestinationsMachine } from '../destinations.machine';
import { createDestinationsMachine } from '../destinations.machine';
import type { TripScenario, TripScenarioMachine } from './replay-trip-scenario';

export const destinationsScenarioMachine: TripScenarioMachine<
  DestinationsMachine,
  DestinationsEffects
> = {
  create: createDestinationsMachine,
  effects: ['addDestination', 'removeDestination'],
};

const fortAguada = {
  placeId: 'place-aguada',
  name: 'Fort Aguada',
  formattedAddress: 'Candolim, Goa',
  latitude: 15.4925,
  longitude: 73.7737,
  types: ['tourist_attraction'],
};

export const destinationsScenarios: TripScenario<DestinationsMachine, DestinationsEffects>[] = [
  {
    name: 'add Fort Aguada, then remove it after confirming',
    answers: { addDestination: [{ ok: undefined }], removeDestination: [{ ok: undefined }] },
    steps: [
      { send: { type: 'destinations.openPlaceSearch' } },
      { send: { type: 'destinations.add', tripId: 'trip-goa', destination: fortAguada } },
      {
        send: {
          type: 'destinations.askRemoval',
          destinationId: 'dest-aguada',
          name: 'Fort Aguada',
        },
      },
      { send: { type: 'destinations.remove', tripId: 'trip-goa', destinationId: 'dest-aguada' } },
    ],
    expected: {
      state: 'idle',
      errors: {},
      toasts: ['Destination added successfully', 'Destination removed successfully'],
      calls: { addDestination: 1, removeDestination: 1 },
    },
  },
  {
    name: 'remove a destination without its id: refused at once, nothing sent',
    answers: {},
    steps: [{ send: { type: 'destinations.remove', tripId: 'trip-goa' } }],
    expected: {
      state: 'idle',
      errors: { remove: 'Trip ID and destination ID are required' },
      toasts: ['Trip ID and destination ID are required'],
      calls: {},
    },
  },
  {
    name: 'adding fails without a message: "Failed to add destination"',
    answers: { addDestination: [{ fail: null }] },
    steps: [{ send: { type: 'destinations.add', tripId: 'trip-goa', destination: fortAguada } }],
    expected: {
      state: 'idle',
      errors: { add: 'Failed to add destination' },
      toasts: ['Failed to add destination'],
      calls: { addDestination: 1 },
    },
  },
];
