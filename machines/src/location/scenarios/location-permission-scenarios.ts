import type { EffectAnswer, ScenarioExpectation, ScenarioStep } from '../../shared/scenario';
import type {
  Coordinates,
  LocationPermissionEvent,
  ResolvedLocation,
} from '../location-permission.machine';

/**
 * Named runs of the location machine for QA to replay in an inspector
 * (`replayLocationPermissionScenario(scenario, { inspect })`). Geolocation failures carry the W3C
 * code (1 denied, 2 unavailable, 3 timeout) or 'UNSUPPORTED'; a 401 carries 'UNAUTHENTICATED'.
 */

export type LocationEffect = 'getPosition' | 'saveLocation';
export interface LocationPermissionScenario {
  name: string;
  answers: {
    getPosition?: EffectAnswer<Coordinates>[];
    saveLocation?: EffectAnswer<ResolvedLocation>[];
  };
  steps: ScenarioStep<LocationPermissionEvent>[];
  expected: ScenarioExpectation & { calls: Record<LocationEffect, number> };
}

const request = { send: { type: 'location.request' } } as const;
const pune = { latitude: 18.5204, longitude: 73.8567 };
const punePlace = { city: 'Pune', state: 'Maharashtra', country: 'India', ...pune };

export const locationPermissionScenarios: LocationPermissionScenario[] = [
  {
    name: 'allow and save: Pune, India',
    answers: { getPosition: [{ ok: pune }], saveLocation: [{ ok: punePlace }] },
    steps: [request],
    expected: {
      state: 'granted',
      error: null,
      toasts: ['Location updated to Pune, India.'],
      calls: { getPosition: 1, saveLocation: 1 },
    },
  },
  {
    name: 'permission denied, then allowed from the settings',
    answers: {
      getPosition: [{ fail: 'User denied Geolocation', code: 1 }, { ok: pune }],
      saveLocation: [{ ok: punePlace }],
    },
    steps: [request, request],
    expected: {
      state: 'granted',
      error: null,
      toasts: ['Location updated to Pune, India.'],
      calls: { getPosition: 2, saveLocation: 1 },
    },
  },
  {
    name: 'permission denied',
    answers: { getPosition: [{ fail: 'User denied Geolocation', code: 1 }] },
    steps: [request],
    expected: {
      state: 'denied',
      error: 'Location permission denied. Please allow location access in your browser settings.',
      toasts: [],
      calls: { getPosition: 1, saveLocation: 0 },
    },
  },
  {
    name: 'position unavailable',
    answers: { getPosition: [{ fail: '', code: 2 }] },
    steps: [request],
    expected: {
      state: 'failed',
      error: 'Location information is unavailable.',
      toasts: [],
      calls: { getPosition: 1, saveLocation: 0 },
    },
  },
  {
    name: 'timed out after 5 s',
    answers: { getPosition: [{ fail: 'Timeout expired', code: 3 }] },
    steps: [request],
    expected: {
      state: 'failed',
      error: 'The request to get location timed out.',
      toasts: [],
      calls: { getPosition: 1, saveLocation: 0 },
    },
  },
  {
    name: 'browser without geolocation',
    answers: { getPosition: [{ fail: null, code: 'UNSUPPORTED' }] },
    steps: [request, request],
    expected: {
      state: 'unsupported',
      error: 'Geolocation is not supported by your browser',
      toasts: [],
      calls: { getPosition: 1, saveLocation: 0 },
    },
  },
  {
    name: 'session expired while saving (401)',
    answers: {
      getPosition: [{ ok: pune }],
      saveLocation: [{ fail: 'Unauthorized', code: 'UNAUTHENTICATED' }],
    },
    steps: [request],
    expected: {
      state: 'failed',
      error: 'Authentication failed. Please log in again.',
      toasts: [],
      calls: { getPosition: 1, saveLocation: 1 },
    },
  },
  {
    name: 'save fails without a message: the fallback',
    answers: { getPosition: [{ ok: pune }], saveLocation: [{ fail: null }] },
    steps: [request],
    expected: {
      state: 'failed',
      error: 'Failed to process your location',
      toasts: [],
      calls: { getPosition: 1, saveLocation: 1 },
    },
  },
];
