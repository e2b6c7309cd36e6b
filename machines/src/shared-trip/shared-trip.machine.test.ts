import { describe, expect, it } from 'vitest';
import { deferred, settled } from '../shared/test-support';
import { fakeEffects, startMachine, toastTexts } from '../trips/trips.test-support';
import { JOINED_AS_VIEWER, JOIN_FAILED_ALERT } from './constants';
import {
  canJoin,
  createSharedTripMachine,
  selectJoining,
  selectSharedTrip,
  selectSharedTripScreen,
} from './shared-trip.machine';
import type {
  SharedTripEffects,
  SharedTripEmitted,
  SharedTripFacts,
  SharedTripInput,
} from './shared-trip.machine';

interface Trip extends SharedTripFacts {
  id: string;
}

const lisbon: Trip = {
  id: 'trip-lisbon',
  allowJoinRequests: true,
  viewerIsMember: false,
  collaboratorCount: 1,
};
const shareToken = 'token-lisbon';

function startSharedTrip(input: Partial<SharedTripInput> = {}) {
  const effects = fakeEffects<SharedTripEffects<Trip>>(['loadSharedTrip', 'joinSharedTrip']);
  const load = deferred<Trip | null>();
  effects.loadSharedTrip.mockReturnValueOnce(load.promise);
  const started = startMachine(createSharedTripMachine(effects), {
    shareToken,
    signedIn: true,
    joinOnArrival: false,
    ...input,
  });
  const emitted: SharedTripEmitted[] = [];
  started.actor.on('sharedTrip.alert', (event) => emitted.push(event));
  started.actor.on('sharedTrip.signInToJoin', (event) => emitted.push(event));
  const loadWith = async (trip: Trip | null) => {
    load.resolve(trip);
    await settled(started.actor);
  };
  const screen = () => selectSharedTripScreen(started.actor.getSnapshot());
  return { ...started, effects, emitted, load, loadWith, screen };
}

describe('shared trip (spec 001 §2 "Shared trip page", §4, §6, §8)', () => {
  it('loads the trip by its token: loading, then loaded', async () => {
    const { actor, effects, loadWith, screen } = startSharedTrip();
    expect(effects.loadSharedTrip).toHaveBeenCalledWith({ shareToken });
    expect(screen()).toBe('loading');
    await loadWith(lisbon);
    expect(screen()).toBe('loaded');
    expect(selectSharedTrip(actor.getSnapshot())).toEqual(lisbon);
  });

  it.each([
    ['the link answers nothing (unknown, or public view off)', 'null'],
    ['the load fails', 'error'],
  ])('%s: not available', async (_case, how) => {
    const { actor, load, loadWith, screen } = startSharedTrip();
    if (how === 'null') await loadWith(null);
    else {
      load.reject(new Error('Shared trip not found'));
      await settled(actor);
    }
    expect(screen()).toBe('notAvailable');
    expect(selectSharedTrip(actor.getSnapshot())).toBeNull();
  });

  it('joins: "Joining..." while working, then the toast and the member view', async () => {
    const { actor, effects, loadWith, toasts } = startSharedTrip();
    await loadWith(lisbon);
    const join = deferred<string>();
    effects.joinSharedTrip.mockReturnValueOnce(join.promise);
    actor.send({ type: 'sharedTrip.join' });
    expect(effects.joinSharedTrip).toHaveBeenCalledWith({ shareToken });
    expect(selectJoining(actor.getSnapshot())).toBe(true);
    // A second press while joining sends nothing more.
    actor.send({ type: 'sharedTrip.join' });
    expect(effects.joinSharedTrip).toHaveBeenCalledTimes(1);

    join.resolve('trip-lisbon');
    await settled(actor);
    expect(selectJoining(actor.getSnapshot())).toBe(false);
    expect(toastTexts(toasts)).toEqual([`success: ${JOINED_AS_VIEWER}`]);
    const trip = selectSharedTrip(actor.getSnapshot());
    expect(trip).toEqual({ ...lisbon, viewerIsMember: true, collaboratorCount: 2 });
    expect(canJoin(trip)).toBe(false);
  });

  it('a failed join is the browser alert (never the server text) and Join stays', async () => {
    const { actor, effects, emitted, loadWith, toasts } = startSharedTrip();
    await loadWith(lisbon);
    effects.joinSharedTrip.mockRejectedValueOnce(new Error('Joining is not allowed'));
    actor.send({ type: 'sharedTrip.join' });
    await settled(actor);
    expect(emitted).toEqual([{ type: 'sharedTrip.alert', message: JOIN_FAILED_ALERT }]);
    expect(toasts).toEqual([]);
    expect(canJoin(selectSharedTrip(actor.getSnapshot()))).toBe(true);
  });

  it('a guest pressing Join is sent to login; nothing is joined', async () => {
    const { actor, effects, emitted, loadWith } = startSharedTrip({ signedIn: false });
    await loadWith(lisbon);
    actor.send({ type: 'sharedTrip.join' });
    expect(emitted).toEqual([{ type: 'sharedTrip.signInToJoin', shareToken }]);
    expect(effects.joinSharedTrip).not.toHaveBeenCalled();
  });

  it('back from login with the join remembered: joins once loaded, without a press', async () => {
    const { actor, effects, loadWith, toasts } = startSharedTrip({ joinOnArrival: true });
    effects.joinSharedTrip.mockResolvedValueOnce('trip-lisbon');
    await loadWith(lisbon);
    expect(effects.joinSharedTrip).toHaveBeenCalledTimes(1);
    expect(toastTexts(toasts)).toEqual([`success: ${JOINED_AS_VIEWER}`]);
    expect(selectSharedTrip(actor.getSnapshot())?.viewerIsMember).toBe(true);
  });

  it.each([
    ['already a member', { ...lisbon, viewerIsMember: true }, true],
    ['joins turned off meanwhile', { ...lisbon, allowJoinRequests: false }, true],
    ['still a guest (login abandoned)', lisbon, false],
  ])('a remembered join is not sent when %s', async (_case, trip, signedIn) => {
    const { actor, effects, emitted, loadWith } = startSharedTrip({
      joinOnArrival: true,
      signedIn,
    });
    await loadWith(trip);
    expect(effects.joinSharedTrip).not.toHaveBeenCalled();
    expect(emitted).toEqual([]);
    expect(actor.getSnapshot().value).toEqual({ loaded: 'viewing' });
  });

  it.each([
    ['a member', { ...lisbon, viewerIsMember: true }],
    ['joins are off', { ...lisbon, allowJoinRequests: false }],
  ])('Join is not offered to %s, and a stray press does nothing', async (_case, trip) => {
    const { actor, effects, emitted, loadWith } = startSharedTrip();
    await loadWith(trip);
    expect(canJoin(selectSharedTrip(actor.getSnapshot()))).toBe(false);
    actor.send({ type: 'sharedTrip.join' });
    expect(effects.joinSharedTrip).not.toHaveBeenCalled();
    expect(emitted).toEqual([]);
  });
});
