import type { ItineraryEffects, ItineraryMachine } from '../itinerary.machine';
import { createItineraryMachine } from '../itinerary.machine';
import type { TripScenario, TripScenarioMachine } from './replay-trip-scenario';

export const itineraryScenarioMachine: TripScenarioMachine<ItineraryMachine, ItineraryEffects> = {
  create: createItineraryMachine,
  effects: ['addActivity', 'removeActivity'],
};

const input = { tripId: 'trip-goa' };
const spiceFarm = { title: 'Spice farm', time: { start: '09:00', end: '12:00' }, notes: '' };

export const itineraryScenarios: TripScenario<ItineraryMachine, ItineraryEffects>[] = [
  {
    name: 'plan day 1: add an activity, remove another',
    input,
    answers: { addActivity: [{ ok: undefined }], removeActivity: [{ ok: undefined }] },
    steps: [
      { send: { type: 'itinerary.openAddActivity', day: 1 } },
      { send: { type: 'itinerary.addActivity', day: 1, activity: spiceFarm } },
      { send: { type: 'itinerary.removeActivity', day: 1, activityId: 'activity-beach' } },
    ],
    expected: {
      state: 'idle',
      errors: {},
      toasts: ['Activity added successfully', 'Activity removed successfully'],
      calls: { addActivity: 1, removeActivity: 1 },
    },
  },
  {
    name: 'an activity refused by the server: the dialog keeps its message',
    input,
    answers: { addActivity: [{ fail: 'Activity title is required' }] },
    steps: [
      { send: { type: 'itinerary.openAddActivity', day: 2 } },
      { send: { type: 'itinerary.addActivity', day: 2, activity: { title: ' ' } } },
    ],
    expected: {
      state: 'idle',
      errors: { add: 'Activity title is required' },
      toasts: ['Activity title is required'],
      calls: { addActivity: 1 },
    },
  },
];
