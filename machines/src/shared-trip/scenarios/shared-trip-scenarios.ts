import { JOINED_AS_VIEWER, JOIN_FAILED_ALERT } from '../constants';
import type { ScenarioSharedTrip, SharedTripScenario } from './replay-shared-trip-scenario';

/** Maya's Lisbon trip as a link shows it to someone who is not on it; joins on. */
const lisbon: ScenarioSharedTrip = {
  title: 'Lisbon long weekend',
  allowJoinRequests: true,
  viewerIsMember: false,
  collaboratorCount: 2,
};
const shareToken = 'b3f1c0de9a7e4d21a8c6f0e2d4b7a915';
const signedIn = { shareToken, signedIn: true, joinOnArrival: false };

export const sharedTripScenarios: SharedTripScenario[] = [
  {
    name: 'a signed-in visitor joins as a viewer: the member view, one more traveller',
    input: signedIn,
    answers: { loadSharedTrip: [{ ok: lisbon }], joinSharedTrip: [{ ok: 'trip-lisbon' }] },
    steps: [{ send: { type: 'sharedTrip.join' } }],
    expected: {
      state: 'loaded.viewing',
      member: true,
      travellers: 4,
      toasts: [JOINED_AS_VIEWER],
      alerts: [],
      signInToJoin: 0,
      calls: { loadSharedTrip: 1, joinSharedTrip: 1 },
    },
  },
  {
    name: 'a guest presses Join: sent to login, nothing is joined',
    input: { shareToken, signedIn: false, joinOnArrival: false },
    answers: { loadSharedTrip: [{ ok: lisbon }] },
    steps: [{ send: { type: 'sharedTrip.join' } }],
    expected: {
      state: 'loaded.viewing',
      member: false,
      travellers: 3,
      toasts: [],
      alerts: [],
      signInToJoin: 1,
      calls: { loadSharedTrip: 1, joinSharedTrip: 0 },
    },
  },
  {
    name: 'back from login after pressing Join: joins without a second press',
    input: { shareToken, signedIn: true, joinOnArrival: true },
    answers: { loadSharedTrip: [{ ok: lisbon }], joinSharedTrip: [{ ok: 'trip-lisbon' }] },
    steps: [],
    expected: {
      state: 'loaded.viewing',
      member: true,
      travellers: 4,
      toasts: [JOINED_AS_VIEWER],
      alerts: [],
      signInToJoin: 0,
      calls: { loadSharedTrip: 1, joinSharedTrip: 1 },
    },
  },
  {
    name: 'back from login as someone already on the trip: no join, the member view',
    input: { shareToken, signedIn: true, joinOnArrival: true },
    answers: { loadSharedTrip: [{ ok: { ...lisbon, viewerIsMember: true } }] },
    steps: [],
    expected: {
      state: 'loaded.viewing',
      member: true,
      travellers: 3,
      toasts: [],
      alerts: [],
      signInToJoin: 0,
      calls: { loadSharedTrip: 1, joinSharedTrip: 0 },
    },
  },
  {
    name: 'a refused join is the browser alert, and Join stays',
    input: signedIn,
    answers: {
      loadSharedTrip: [{ ok: lisbon }],
      joinSharedTrip: [{ fail: 'Joining is not allowed for this trip', code: 'FORBIDDEN' }],
    },
    steps: [{ send: { type: 'sharedTrip.join' } }],
    expected: {
      state: 'loaded.viewing',
      member: false,
      travellers: 3,
      toasts: [],
      alerts: [JOIN_FAILED_ALERT],
      signInToJoin: 0,
      calls: { loadSharedTrip: 1, joinSharedTrip: 1 },
    },
  },
  {
    name: 'joins off: Join is not offered, a stray press does nothing',
    input: signedIn,
    answers: { loadSharedTrip: [{ ok: { ...lisbon, allowJoinRequests: false } }] },
    steps: [{ send: { type: 'sharedTrip.join' } }],
    expected: {
      state: 'loaded.viewing',
      member: false,
      travellers: 3,
      toasts: [],
      alerts: [],
      signInToJoin: 0,
      calls: { loadSharedTrip: 1, joinSharedTrip: 0 },
    },
  },
  {
    name: 'public view off (the link answers nothing): Trip Not Available',
    input: signedIn,
    answers: { loadSharedTrip: [{ ok: null }] },
    steps: [],
    expected: {
      state: 'notAvailable',
      member: null,
      travellers: null,
      toasts: [],
      alerts: [],
      signInToJoin: 0,
      calls: { loadSharedTrip: 1, joinSharedTrip: 0 },
    },
  },
  {
    name: 'the load fails: Trip Not Available',
    input: signedIn,
    answers: { loadSharedTrip: [{ fail: 'Shared trip not found', code: 'NOT_FOUND' }] },
    steps: [],
    expected: {
      state: 'notAvailable',
      member: null,
      travellers: null,
      toasts: [],
      alerts: [],
      signInToJoin: 0,
      calls: { loadSharedTrip: 1, joinSharedTrip: 0 },
    },
  },
];
