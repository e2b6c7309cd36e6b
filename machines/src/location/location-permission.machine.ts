import { assign, emit, fromPromise, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { toast } from '../shared/feedback';
import { errorCode, serverMessageOr } from '../shared/error-message';
import type { ToastEmitted } from '../shared/feedback';
import {
  GEOLOCATION_ERROR_CODES,
  GEOLOCATION_OPTIONS,
  GEOLOCATION_UNSUPPORTED,
  GEOLOCATION_UNSUPPORTED_CODE,
  LOCATION_FAILED,
  LOCATION_PERMISSION_DENIED,
  LOCATION_TIMEOUT,
  LOCATION_UNAUTHENTICATED,
  LOCATION_UNAVAILABLE,
  UNAUTHENTICATED_CODE,
  locationUpdatedMessage,
} from './constants';

/**
 * The profile's location update (spec 001 §2 "Profile", §4 "Location permission: prompt, granted,
 * denied", §8, §9).
 *
 * prompt → requesting.locating (the provided `getPosition`, given GEOLOCATION_OPTIONS) →
 * requesting.saving (the provided `saveLocation`, the user-location call) → granted. A refused
 * permission ends in `denied`, a browser without geolocation in `unsupported`, any other failure in
 * `failed`; `location.request` tries again from granted, denied and failed.
 *
 * Failures are told apart by the rejected value's code (see `geolocationFailureOf`, `errorCode`):
 * the app may reject with the browser's GeolocationPositionError and Apollo's error as they come.
 * The success toast is emitted (`toast`); the failure text is `context.error`.
 */

/** What `navigator.geolocation.getCurrentPosition` takes as its options. */
export interface GeolocationOptions {
  enableHighAccuracy: boolean;
  timeout: number;
  maximumAge: number;
}
export interface Coordinates {
  latitude: number;
  longitude: number;
}
/** The user-location call's `userLocation` (spec 001 §3 User.location; GraphQL `UserLocation`). */
export interface ResolvedLocation {
  city?: string | null;
  state?: string | null;
  country?: string | null;
  postalCode?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

export type GeolocationFailure =
  'PERMISSION_DENIED' | 'POSITION_UNAVAILABLE' | 'TIMEOUT' | 'UNSUPPORTED';

/** The failure a rejected `getPosition` carries: a W3C numeric code, or the code's name. */
export function geolocationFailureOf(error: unknown): GeolocationFailure | null {
  const code = errorCode(error);
  switch (code) {
    case GEOLOCATION_ERROR_CODES.PERMISSION_DENIED:
    case 'PERMISSION_DENIED':
      return 'PERMISSION_DENIED';
    case GEOLOCATION_ERROR_CODES.POSITION_UNAVAILABLE:
    case 'POSITION_UNAVAILABLE':
      return 'POSITION_UNAVAILABLE';
    case GEOLOCATION_ERROR_CODES.TIMEOUT:
    case 'TIMEOUT':
      return 'TIMEOUT';
    case GEOLOCATION_UNSUPPORTED_CODE:
      return 'UNSUPPORTED';
    default:
      return null;
  }
}

const GEOLOCATION_MESSAGES: Record<GeolocationFailure, string> = {
  PERMISSION_DENIED: LOCATION_PERMISSION_DENIED,
  POSITION_UNAVAILABLE: LOCATION_UNAVAILABLE,
  TIMEOUT: LOCATION_TIMEOUT,
  UNSUPPORTED: GEOLOCATION_UNSUPPORTED,
};

/** Spec 001 §8; an error without a known code gets the general location fallback. */
export function geolocationMessage(error: unknown): string {
  const failure = geolocationFailureOf(error);
  return failure === null ? LOCATION_FAILED : GEOLOCATION_MESSAGES[failure];
}

/** Spec 001 §8: a 401 asks to log in again; otherwise the server message or the fallback. */
export function saveLocationMessage(error: unknown): string {
  if (errorCode(error) === UNAUTHENTICATED_CODE) return LOCATION_UNAUTHENTICATED;
  return serverMessageOr(error, LOCATION_FAILED);
}

const present = (part: string | null | undefined): part is string =>
  typeof part === 'string' && part.trim() !== '';

/**
 * "Location updated to {city}, {country}." A place the catalogue knows only in part names what it
 * knows (the state stands in for a missing city) rather than show an empty slot.
 */
export function locationUpdatedNotice(location: ResolvedLocation): string {
  const city = present(location.city) ? location.city : location.state;
  const country = location.country;
  if (present(city) && present(country)) return locationUpdatedMessage(city, country);
  const known = [city, country].filter(present);
  return known.length > 0 ? `Location updated to ${known.join(', ')}.` : 'Location updated.';
}

export interface LocationPermissionContext {
  /** The position last read from the browser. */
  coordinates: Coordinates | null;
  /** The place last saved on the user. */
  location: ResolvedLocation | null;
  error: string | null;
}
export type LocationPermissionEvent = { type: 'location.request' };

function notProvided(effect: string): Error {
  return new Error(
    `location: the "${effect}" effect was not provided (locationPermissionMachine.provide)`,
  );
}

export const locationPermissionMachine = setup({
  types: {
    context: {} as LocationPermissionContext,
    events: {} as LocationPermissionEvent,
    emitted: {} as ToastEmitted,
    tags: {} as 'busy',
  },
  actors: {
    getPosition: fromPromise<Coordinates, GeolocationOptions>(() =>
      Promise.reject(notProvided('getPosition')),
    ),
    saveLocation: fromPromise<ResolvedLocation, Coordinates>(() =>
      Promise.reject(notProvided('saveLocation')),
    ),
  },
  actions: {
    fail: assign((_, params: { error: string }) => ({ error: params.error })),
  },
  guards: {
    isPermissionDenied: (_, params: { error: unknown }) =>
      geolocationFailureOf(params.error) === 'PERMISSION_DENIED',
    isGeolocationUnsupported: (_, params: { error: unknown }) =>
      geolocationFailureOf(params.error) === 'UNSUPPORTED',
  },
}).createMachine({
  id: 'locationPermission',
  context: { coordinates: null, location: null, error: null },
  initial: 'prompt',
  states: {
    prompt: {
      on: { 'location.request': { target: 'requesting' } },
    },
    requesting: {
      tags: 'busy',
      entry: assign({ error: null }),
      initial: 'locating',
      states: {
        locating: {
          invoke: {
            src: 'getPosition',
            input: () => ({ ...GEOLOCATION_OPTIONS }),
            onDone: {
              target: 'saving',
              actions: assign(({ event }) => ({
                coordinates: { latitude: event.output.latitude, longitude: event.output.longitude },
              })),
            },
            onError: [
              {
                guard: {
                  type: 'isPermissionDenied',
                  params: ({ event }) => ({ error: event.error }),
                },
                target: '#locationPermission.denied',
                actions: { type: 'fail', params: { error: LOCATION_PERMISSION_DENIED } },
              },
              {
                guard: {
                  type: 'isGeolocationUnsupported',
                  params: ({ event }) => ({ error: event.error }),
                },
                target: '#locationPermission.unsupported',
                actions: { type: 'fail', params: { error: GEOLOCATION_UNSUPPORTED } },
              },
              {
                target: '#locationPermission.failed',
                actions: {
                  type: 'fail',
                  params: ({ event }) => ({ error: geolocationMessage(event.error) }),
                },
              },
            ],
          },
        },
        saving: {
          invoke: {
            src: 'saveLocation',
            input: ({ context }) => {
              if (context.coordinates === null)
                throw new Error('location: saving without a position');
              return context.coordinates;
            },
            onDone: {
              target: '#locationPermission.granted',
              actions: [
                assign(({ event }) => ({ location: event.output })),
                emit(({ event }) => toast('success', locationUpdatedNotice(event.output))),
              ],
            },
            onError: {
              target: '#locationPermission.failed',
              actions: {
                type: 'fail',
                params: ({ event }) => ({ error: saveLocationMessage(event.error) }),
              },
            },
          },
        },
      },
    },
    /** The position was read and saved; the update button asks again. */
    granted: {
      on: { 'location.request': { target: 'requesting' } },
    },
    /** The browser refused; the user may allow it in the settings and try again. */
    denied: {
      on: { 'location.request': { target: 'requesting' } },
    },
    /** No position (unavailable, timed out) or the save failed. */
    failed: {
      on: { 'location.request': { target: 'requesting' } },
    },
    /** No geolocation in this browser: nothing to try again. */
    unsupported: {},
  },
});

export type LocationPermissionMachine = typeof locationPermissionMachine;

/** The location update's effects: the browser's position and the gateway's user-location call. */
export interface LocationPermissionEffects {
  getPosition(options: GeolocationOptions): Promise<Coordinates>;
  saveLocation(coordinates: Coordinates): Promise<ResolvedLocation>;
}

/** The machine with the app's (or a test's) effects: the one way the app and the tests build it. */
export function createLocationPermissionMachine(
  effects: LocationPermissionEffects,
): LocationPermissionMachine {
  return locationPermissionMachine.provide({
    actors: {
      getPosition: fromPromise(({ input }) => effects.getPosition(input)),
      saveLocation: fromPromise(({ input }) => effects.saveLocation(input)),
    },
  });
}

export type LocationPermissionSnapshot = SnapshotFrom<LocationPermissionMachine>;
export type LocationPermissionActorRef = ActorRefFrom<LocationPermissionMachine>;

export type LocationPermissionStatus =
  'prompt' | 'requesting' | 'granted' | 'denied' | 'failed' | 'unsupported';

export interface LocationPermissionView {
  status: LocationPermissionStatus;
  isLocating: boolean;
  isSaving: boolean;
  error: string | null;
  location: ResolvedLocation | null;
  coordinates: Coordinates | null;
  /** The update button can be pressed. */
  canRequest: boolean;
}

const viewBySnapshot = new WeakMap<LocationPermissionSnapshot, LocationPermissionView>();

const STATUSES: readonly LocationPermissionStatus[] = [
  'prompt',
  'requesting',
  'granted',
  'denied',
  'failed',
  'unsupported',
];

/** One stable object per snapshot, for `useSelector`. */
export function selectLocationPermission(
  snapshot: LocationPermissionSnapshot,
): LocationPermissionView {
  const cached = viewBySnapshot.get(snapshot);
  if (cached) return cached;
  const status = STATUSES.find((candidate) => snapshot.matches(candidate)) ?? 'prompt';
  const view: LocationPermissionView = {
    status,
    isLocating: snapshot.matches({ requesting: 'locating' }),
    isSaving: snapshot.matches({ requesting: 'saving' }),
    error: snapshot.context.error,
    location: snapshot.context.location,
    coordinates: snapshot.context.coordinates,
    canRequest: snapshot.can({ type: 'location.request' }),
  };
  viewBySnapshot.set(snapshot, view);
  return view;
}
