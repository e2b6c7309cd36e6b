import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { codedError, collectToasts, deferred, settled, statePath } from '../shared/test-support';
import { GEOLOCATION_OPTIONS } from './constants';
import {
  geolocationFailureOf,
  createLocationPermissionMachine,
  locationUpdatedNotice,
  selectLocationPermission,
} from './location-permission.machine';
import type {
  Coordinates,
  GeolocationOptions,
  LocationPermissionActorRef,
  ResolvedLocation,
} from './location-permission.machine';

const PUNE: Coordinates = { latitude: 18.5204, longitude: 73.8567 };
const PUNE_PLACE: ResolvedLocation = {
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  postalCode: '411001',
  ...PUNE,
};
const unexpected = (effect: string) => () =>
  Promise.reject(new Error(`test: unexpected call of ${effect}`));

function start() {
  const getPosition = vi.fn<(options: GeolocationOptions) => Promise<Coordinates>>(
    unexpected('getPosition'),
  );
  const saveLocation = vi.fn<(coordinates: Coordinates) => Promise<ResolvedLocation>>(
    unexpected('saveLocation'),
  );
  const machine = createLocationPermissionMachine({ getPosition, saveLocation });
  const actor = createActor(machine);
  const toasts = collectToasts(actor);
  actor.start();
  return { actor, getPosition, saveLocation, toasts };
}

const view = (actor: LocationPermissionActorRef) => selectLocationPermission(actor.getSnapshot());
const stateOf = (actor: LocationPermissionActorRef) => statePath(actor.getSnapshot().value);

describe('geolocation settings (spec 001 §9)', () => {
  it('high accuracy, a 5 s timeout and no cached position', () => {
    expect(GEOLOCATION_OPTIONS).toEqual({ enableHighAccuracy: true, timeout: 5000, maximumAge: 0 });
  });
});

describe('updating the location (spec 001 §4 "Location permission", §8)', () => {
  it('starts at the prompt', () => {
    const { actor } = start();
    expect(view(actor)).toEqual({
      status: 'prompt',
      isLocating: false,
      isSaving: false,
      error: null,
      location: null,
      coordinates: null,
      canRequest: true,
    });
  });

  it('reads the position with the spec options, saves it, and toasts "Location updated to Pune, India."', async () => {
    const { actor, getPosition, saveLocation, toasts } = start();
    const position = deferred<Coordinates>();
    const saved = deferred<ResolvedLocation>();
    getPosition.mockReturnValueOnce(position.promise);
    saveLocation.mockReturnValueOnce(saved.promise);

    actor.send({ type: 'location.request' });
    expect(getPosition).toHaveBeenCalledWith({
      enableHighAccuracy: true,
      timeout: 5000,
      maximumAge: 0,
    });
    expect(stateOf(actor)).toBe('requesting.locating');
    expect(view(actor)).toMatchObject({
      status: 'requesting',
      isLocating: true,
      canRequest: false,
    });
    actor.send({ type: 'location.request' });
    expect(getPosition).toHaveBeenCalledTimes(1);

    position.resolve(PUNE);
    await waitFor(actor, (snapshot) => snapshot.matches({ requesting: 'saving' }));
    expect(saveLocation).toHaveBeenCalledWith(PUNE);
    expect(view(actor)).toMatchObject({ isLocating: false, isSaving: true, coordinates: PUNE });

    saved.resolve(PUNE_PLACE);
    await settled(actor);
    expect(view(actor)).toMatchObject({
      status: 'granted',
      isSaving: false,
      location: PUNE_PLACE,
      error: null,
      canRequest: true,
    });
    expect(toasts).toEqual([
      { type: 'toast', kind: 'success', message: 'Location updated to Pune, India.' },
    ]);
  });

  it.each([
    ['W3C code 1', 1],
    ['the code name', 'PERMISSION_DENIED'],
  ])('a refused permission (%s) ends denied with the settings hint', async (_case, code) => {
    const { actor, getPosition, saveLocation, toasts } = start();
    getPosition.mockRejectedValueOnce(codedError('User denied Geolocation', code));
    actor.send({ type: 'location.request' });
    await settled(actor);
    expect(view(actor)).toMatchObject({
      status: 'denied',
      error: 'Location permission denied. Please allow location access in your browser settings.',
      canRequest: true,
    });
    expect(saveLocation).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
  });

  it.each([
    ['POSITION_UNAVAILABLE (2)', 2, 'Location information is unavailable.'],
    ['POSITION_UNAVAILABLE', 'POSITION_UNAVAILABLE', 'Location information is unavailable.'],
    ['TIMEOUT (3)', 3, 'The request to get location timed out.'],
    ['TIMEOUT', 'TIMEOUT', 'The request to get location timed out.'],
    ['an unknown code', 99, 'Failed to process your location'],
  ])('a position failure %s ends failed with its message', async (_case, code, message) => {
    const { actor, getPosition, saveLocation } = start();
    getPosition.mockRejectedValueOnce(codedError('browser text', code));
    actor.send({ type: 'location.request' });
    await settled(actor);
    expect(view(actor)).toMatchObject({ status: 'failed', error: message, canRequest: true });
    expect(saveLocation).not.toHaveBeenCalled();
  });

  it('a browser without geolocation ends unsupported, with nothing to retry', async () => {
    const { actor, getPosition } = start();
    getPosition.mockRejectedValueOnce({ code: 'UNSUPPORTED' });
    actor.send({ type: 'location.request' });
    await settled(actor);
    expect(view(actor)).toMatchObject({
      status: 'unsupported',
      error: 'Geolocation is not supported by your browser',
      canRequest: false,
    });
    actor.send({ type: 'location.request' });
    expect(getPosition).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      'a 401 as a plain coded error',
      codedError('Not authorized', 'UNAUTHENTICATED'),
      'Authentication failed. Please log in again.',
    ],
    [
      'a 401 as GraphQL errors (Apollo shape)',
      Object.assign(new Error('jwt expired'), {
        errors: [{ message: 'jwt expired', extensions: { code: 'UNAUTHENTICATED' } }],
      }),
      'Authentication failed. Please log in again.',
    ],
    [
      'the server message',
      codedError('Coordinates out of range', 'BAD_USER_INPUT'),
      'Coordinates out of range',
    ],
    ['the fallback', new Error(''), 'Failed to process your location'],
  ])('a failed save shows %s', async (_case, error, message) => {
    const { actor, getPosition, saveLocation, toasts } = start();
    getPosition.mockResolvedValueOnce(PUNE);
    saveLocation.mockRejectedValueOnce(error);
    actor.send({ type: 'location.request' });
    await settled(actor);
    expect(view(actor)).toMatchObject({ status: 'failed', error: message, location: null });
    expect(toasts).toEqual([]);
  });

  it.each(['granted', 'denied', 'failed'])(
    'asks again from %s, clearing the old error',
    async (from) => {
      const { actor, getPosition, saveLocation } = start();
      if (from === 'granted') {
        getPosition.mockResolvedValueOnce(PUNE);
        saveLocation.mockResolvedValueOnce(PUNE_PLACE);
      } else {
        getPosition.mockRejectedValueOnce(codedError('', from === 'denied' ? 1 : 3));
      }
      actor.send({ type: 'location.request' });
      await settled(actor);
      expect(view(actor).status).toBe(from);

      const mumbai = { latitude: 19.076, longitude: 72.8777 };
      const position = deferred<Coordinates>();
      getPosition.mockReturnValueOnce(position.promise);
      saveLocation.mockResolvedValueOnce({ city: 'Mumbai', country: 'India', ...mumbai });
      actor.send({ type: 'location.request' });
      expect(view(actor)).toMatchObject({ status: 'requesting', error: null });
      position.resolve(mumbai);
      await settled(actor);
      expect(view(actor)).toMatchObject({ status: 'granted', location: { city: 'Mumbai' } });
    },
  );

  it('a failed update keeps the location saved before', async () => {
    const { actor, getPosition, saveLocation } = start();
    getPosition.mockResolvedValueOnce(PUNE);
    saveLocation.mockResolvedValueOnce(PUNE_PLACE);
    actor.send({ type: 'location.request' });
    await settled(actor);
    getPosition.mockRejectedValueOnce(codedError('', 3));
    actor.send({ type: 'location.request' });
    await settled(actor);
    expect(view(actor)).toMatchObject({ status: 'failed', location: PUNE_PLACE });
  });
});

describe('texts', () => {
  it.each([
    [{ city: 'Pune', country: 'India' }, 'Location updated to Pune, India.'],
    [{ city: '', state: 'Goa', country: 'India' }, 'Location updated to Goa, India.'],
    [{ city: 'Pune', country: null }, 'Location updated to Pune.'],
    [{}, 'Location updated.'],
  ])('the success notice for %j', (location, notice) => {
    expect(locationUpdatedNotice(location)).toBe(notice);
  });

  it('reads the geolocation failure from the code only', () => {
    expect(geolocationFailureOf(codedError('x', 1))).toBe('PERMISSION_DENIED');
    expect(geolocationFailureOf(new Error('PERMISSION_DENIED'))).toBeNull();
    expect(geolocationFailureOf('TIMEOUT')).toBeNull();
    expect(geolocationFailureOf(null)).toBeNull();
  });
});
