import { describe, expect, it } from 'vitest';
import { deferred, settled } from '../shared/test-support';
import {
  createDestinationsMachine,
  selectAddDestinationError,
  selectDestinationAdding,
  selectDestinationsDialog,
  selectHiddenDestinationIds,
} from './destinations.machine';
import type { DestinationAddedEmitted, DestinationsEffects } from './destinations.machine';
import { UNDO_WINDOW_MS } from './constants';
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

  describe('removing is undoable for UNDO_WINDOW_MS instead of confirmed (issue 18)', () => {
    const remove = {
      type: 'destinations.remove',
      tripId: 'trip-goa',
      destinationId: 'dest-1',
      name: 'Fort Aguada',
    } as const;

    it('hides it at once and offers Undo; Undo brings it back and nothing is sent', () => {
      const { actor, clock, effects, toasts } = startDestinations();
      actor.send(remove);
      expect(selectHiddenDestinationIds(actor.getSnapshot())).toBe('dest-1');
      expect(toasts).toEqual([
        {
          type: 'toast',
          kind: 'info',
          message: 'Fort Aguada deleted',
          action: {
            label: 'Undo',
            event: { type: 'destinations.undoRemove', destinationId: 'dest-1' },
          },
          durationMs: UNDO_WINDOW_MS,
        },
      ]);
      clock.increment(UNDO_WINDOW_MS - 1);
      actor.send({ type: 'destinations.undoRemove', destinationId: 'dest-1' });
      expect(selectHiddenDestinationIds(actor.getSnapshot())).toBe('');
      clock.increment(UNDO_WINDOW_MS * 2);
      expect(effects.removeDestination).not.toHaveBeenCalled();
    });

    it('after the window it is sent, with the spec toast; the open place search stays open', async () => {
      const { actor, clock, effects, toasts } = startDestinations();
      const answer = deferred<undefined>();
      effects.removeDestination.mockReturnValueOnce(answer.promise);
      actor.send(remove);
      actor.send({ type: 'destinations.openPlaceSearch' });
      clock.increment(UNDO_WINDOW_MS);
      expect(effects.removeDestination).toHaveBeenCalledWith({
        tripId: 'trip-goa',
        destinationId: 'dest-1',
      });
      expect(selectHiddenDestinationIds(actor.getSnapshot())).toBe('dest-1');
      answer.resolve(undefined);
      await settled(actor);
      expect(selectDestinationsDialog(actor.getSnapshot())).toEqual({ kind: 'placeSearch' });
      expect(toastTexts(toasts)).toEqual([
        'info: Fort Aguada deleted',
        'success: Destination removed successfully',
      ]);
    });

    it('a removal that fails after the window shows it again with the server message', async () => {
      const { actor, clock, effects, toasts } = startDestinations();
      effects.removeDestination.mockRejectedValueOnce(new Error('Destination not found'));
      actor.send(remove);
      clock.increment(UNDO_WINDOW_MS);
      await settled(actor);
      expect(selectHiddenDestinationIds(actor.getSnapshot())).toBe('');
      expect(toastTexts(toasts)).toEqual([
        'info: Fort Aguada deleted',
        'error: Destination not found',
      ]);
    });
  });

  it.each([
    ['no trip id', { destinationId: 'dest-1' }],
    ['no destination id', { tripId: 'trip-goa' }],
    ['empty ids', { tripId: '', destinationId: '' }],
    ['a blank destination id', { tripId: 'trip-goa', destinationId: '  ' }],
    ['null ids', { tripId: null, destinationId: null }],
  ])('%s: fails at once with the spec text, holds and sends nothing (000 §5)', (_case, ids) => {
    const { actor, clock, effects, toasts } = startDestinations();
    actor.send({ type: 'destinations.remove', name: 'Fort Aguada', ...ids });
    clock.increment(UNDO_WINDOW_MS);
    expect(effects.removeDestination).not.toHaveBeenCalled();
    expect(selectHiddenDestinationIds(actor.getSnapshot())).toBe('');
    expect(actor.getSnapshot().context.errors).toEqual({
      remove: 'Trip ID and destination ID are required',
    });
    expect(toastTexts(toasts)).toEqual(['error: Trip ID and destination ID are required']);
  });
});
