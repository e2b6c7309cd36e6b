import { describe, expect, it } from 'vitest';
import { deferred, settled } from '../shared/test-support';
import {
  createDestinationsMachine,
  selectAddDestinationError,
  selectDestinationAdding,
  selectDestinationRemoving,
  selectDestinationsDialog,
} from './destinations.machine';
import type { DestinationAddedEmitted, DestinationsEffects } from './destinations.machine';
import {
  fakeEffects,
  passRereadPauses,
  refusedWithoutMessage,
  rereadTrip,
  startMachine,
  toastTexts,
  upstreamTimeout,
} from './trips.test-support';

function startDestinations() {
  const effects = fakeEffects<DestinationsEffects>([
    'addDestination',
    'removeDestination',
    'rereadTrip',
  ]);
  const started = startMachine(createDestinationsMachine(effects));
  const added: DestinationAddedEmitted[] = [];
  started.actor.on('destination.added', (event) => added.push(event));
  return { ...started, effects, added };
}

const fortAguada = { placeId: 'place-aguada', name: 'Fort Aguada', types: ['fort'] };

describe('destinations (spec 000 §5; 001 §2 "Add Destination", "Remove Destination", §8)', () => {
  it('adds a place: the place search closes, a toast, and the trip is announced', async () => {
    const { actor, effects, toasts, added } = startDestinations();
    actor.send({ type: 'destinations.openPlaceSearch' });
    expect(selectDestinationsDialog(actor.getSnapshot())).toEqual({ kind: 'placeSearch' });
    const answer = deferred<undefined>();
    effects.addDestination.mockReturnValueOnce(answer.promise);
    actor.send({ type: 'destinations.add', tripId: 'trip-goa', destination: fortAguada });
    expect(effects.addDestination).toHaveBeenCalledWith({
      tripId: 'trip-goa',
      destination: fortAguada,
    });
    expect(selectDestinationAdding(actor.getSnapshot())).toBe(true);
    answer.resolve(undefined);
    await settled(actor);
    expect(selectDestinationsDialog(actor.getSnapshot())).toBeNull();
    expect(toastTexts(toasts)).toEqual(['success: Destination added successfully']);
    expect(added).toEqual([{ type: 'destination.added', tripId: 'trip-goa' }]);
  });

  it('a failed add keeps the place search open and the message; nothing is announced', async () => {
    const { actor, effects, toasts, added } = startDestinations();
    actor.send({ type: 'destinations.openPlaceSearch' });
    effects.addDestination.mockRejectedValueOnce(refusedWithoutMessage());
    actor.send({ type: 'destinations.add', tripId: 'trip-goa', destination: fortAguada });
    await settled(actor);
    expect(selectDestinationsDialog(actor.getSnapshot())).toEqual({ kind: 'placeSearch' });
    expect(selectAddDestinationError(actor.getSnapshot())).toBe('Failed to add destination');
    expect(toastTexts(toasts)).toEqual(['error: Failed to add destination']);
    expect(added).toEqual([]);
  });

  it('an add whose answer was lost and that was applied: success, closed, announced (issue 17)', async () => {
    const { actor, clock, effects, toasts, added } = startDestinations();
    actor.send({ type: 'destinations.openPlaceSearch' });
    effects.addDestination.mockRejectedValueOnce(upstreamTimeout());
    effects.rereadTrip
      .mockResolvedValueOnce(rereadTrip())
      .mockResolvedValueOnce(
        rereadTrip({ destinations: [{ placeId: 'place-aguada', name: 'x' }] }),
      );
    actor.send({ type: 'destinations.add', tripId: 'trip-goa', destination: fortAguada });
    await passRereadPauses(clock);
    await settled(actor);
    expect(effects.addDestination).toHaveBeenCalledTimes(1);
    expect(effects.rereadTrip).toHaveBeenCalledWith({ tripId: 'trip-goa' });
    expect(selectDestinationsDialog(actor.getSnapshot())).toBeNull();
    expect(toastTexts(toasts)).toEqual(['success: Destination added successfully']);
    expect(added).toEqual([{ type: 'destination.added', tripId: 'trip-goa' }]);
  });

  it('an add whose answer was lost and that never arrived: its failure, the search open (issue 17)', async () => {
    const { actor, clock, effects, toasts, added } = startDestinations();
    actor.send({ type: 'destinations.openPlaceSearch' });
    effects.addDestination.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    effects.rereadTrip.mockRejectedValue(new TypeError('Failed to fetch'));
    actor.send({ type: 'destinations.add', tripId: 'trip-goa', destination: fortAguada });
    await passRereadPauses(clock);
    await settled(actor);
    expect(effects.rereadTrip).toHaveBeenCalledTimes(4);
    expect(selectDestinationsDialog(actor.getSnapshot())).toEqual({ kind: 'placeSearch' });
    expect(toastTexts(toasts)).toEqual(['error: Failed to add destination']);
    expect(added).toEqual([]);
  });

  it('removes a destination after its confirmation, which then closes', async () => {
    const { actor, effects, toasts } = startDestinations();
    actor.send({ type: 'destinations.askRemoval', destinationId: 'dest-1', name: 'Fort Aguada' });
    expect(selectDestinationsDialog(actor.getSnapshot())).toEqual({
      kind: 'removal',
      destinationId: 'dest-1',
      name: 'Fort Aguada',
    });
    effects.removeDestination.mockResolvedValueOnce(undefined);
    actor.send({ type: 'destinations.remove', tripId: 'trip-goa', destinationId: 'dest-1' });
    expect(selectDestinationRemoving(actor.getSnapshot())).toBe(true);
    await settled(actor);
    expect(effects.removeDestination).toHaveBeenCalledWith({
      tripId: 'trip-goa',
      destinationId: 'dest-1',
    });
    expect(selectDestinationsDialog(actor.getSnapshot())).toBeNull();
    expect(toastTexts(toasts)).toEqual(['success: Destination removed successfully']);
  });

  it('a failed removal keeps the confirmation open and toasts the server message', async () => {
    const { actor, effects, toasts } = startDestinations();
    actor.send({ type: 'destinations.askRemoval', destinationId: 'dest-1', name: 'Fort' });
    effects.removeDestination.mockRejectedValueOnce(new Error('Destination not found'));
    actor.send({ type: 'destinations.remove', tripId: 'trip-goa', destinationId: 'dest-1' });
    await settled(actor);
    expect(selectDestinationsDialog(actor.getSnapshot())).toMatchObject({ kind: 'removal' });
    expect(toastTexts(toasts)).toEqual(['error: Destination not found']);
  });

  it.each([
    ['no trip id', { destinationId: 'dest-1' }],
    ['no destination id', { tripId: 'trip-goa' }],
    ['empty ids', { tripId: '', destinationId: '' }],
    ['a blank destination id', { tripId: 'trip-goa', destinationId: '  ' }],
    ['null ids', { tripId: null, destinationId: null }],
  ])('%s: fails at once with the spec text, makes no call (000 §5)', (_case, ids) => {
    const { actor, effects, toasts } = startDestinations();
    actor.send({ type: 'destinations.remove', ...ids });
    expect(effects.removeDestination).not.toHaveBeenCalled();
    expect(selectDestinationRemoving(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context.errors).toEqual({
      remove: 'Trip ID and destination ID are required',
    });
    expect(toastTexts(toasts)).toEqual(['error: Trip ID and destination ID are required']);
  });
});
