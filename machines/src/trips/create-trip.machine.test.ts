import { describe, expect, it } from 'vitest';
import { deferred, settled } from '../shared/test-support';
import {
  createCreateTripMachine,
  selectCreateDialogOpen,
  selectCreateFormKey,
  selectCreateTripError,
  selectCreating,
} from './create-trip.machine';
import type { CreateTripEffects, TripCreatedEmitted } from './create-trip.machine';
import { fakeEffects, startMachine, toastTexts } from './trips.test-support';

function startCreate() {
  const effects = fakeEffects<CreateTripEffects>(['createTrip', 'refreshTrips']);
  const started = startMachine(createCreateTripMachine(effects));
  const created: TripCreatedEmitted[] = [];
  started.actor.on('trip.created', (event) => created.push(event));
  return { ...started, effects, created };
}

const request = {
  title: 'Monsoon in Goa',
  description: '',
  startDate: '2026-07-01',
  endDate: '2026-07-05',
  destinations: [],
};

describe('create trip (spec 000 §4 "Create-trip dialog", §7, §8)', () => {
  it('creates: toast, the dialog closes with a fresh form, the trip is announced, the list refetched', async () => {
    const { actor, effects, toasts, created } = startCreate();
    actor.send({ type: 'createTrip.open' });
    expect(selectCreateDialogOpen(actor.getSnapshot())).toBe(true);
    const refetch = deferred<undefined>();
    effects.createTrip.mockResolvedValueOnce('trip-new');
    effects.refreshTrips.mockReturnValueOnce(refetch.promise);
    actor.send({ type: 'createTrip.submit', input: request });
    expect(selectCreating(actor.getSnapshot())).toBe(true);
    expect(effects.createTrip).toHaveBeenCalledWith(request);
    await Promise.resolve();
    await Promise.resolve();

    expect(toastTexts(toasts)).toEqual(['success: Trip created successfully']);
    expect(created).toEqual([{ type: 'trip.created', tripId: 'trip-new' }]);
    expect(selectCreateDialogOpen(actor.getSnapshot())).toBe(false);
    expect(selectCreateFormKey(actor.getSnapshot())).toBe(1);
    // 000 §7: "the trips list is then refetched".
    expect(effects.refreshTrips).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('refreshingTrips');
    refetch.resolve(undefined);
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('a trip created without an id is announced as null (the page opens /trips, 000 §4)', async () => {
    const { actor, effects, created } = startCreate();
    effects.createTrip.mockResolvedValueOnce(null);
    effects.refreshTrips.mockRejectedValueOnce(new Error('list down'));
    actor.send({ type: 'createTrip.submit', input: request });
    await settled(actor);
    expect(created).toEqual([{ type: 'trip.created', tripId: null }]);
    // A failed refetch is the list's concern: nothing stored here.
    expect(selectCreateTripError(actor.getSnapshot())).toBeNull();
  });

  it.each([
    [
      'the server message',
      new Error('Title is required'),
      'Title is required',
      'Title is required',
    ],
    ["'Failed to create trip'", undefined, 'Failed to create trip', 'Failed to create trip'],
    [
      'the error message, toast fallback',
      new TypeError('Failed to fetch'),
      'Failed to fetch',
      'Failed to create trip',
    ],
  ])(
    'a failure keeps %s and the dialog; nothing is refetched',
    async (_case, error, kept, shown) => {
      const { actor, effects, toasts, created } = startCreate();
      actor.send({ type: 'createTrip.open' });
      effects.createTrip.mockRejectedValueOnce(error);
      actor.send({ type: 'createTrip.submit', input: request });
      await settled(actor);
      expect(selectCreateTripError(actor.getSnapshot())).toBe(kept);
      expect(toastTexts(toasts)).toEqual([`error: ${shown}`]);
      expect(selectCreateDialogOpen(actor.getSnapshot())).toBe(true);
      expect(selectCreateFormKey(actor.getSnapshot())).toBe(0);
      expect(effects.refreshTrips).not.toHaveBeenCalled();
      expect(created).toEqual([]);
    },
  );

  it('closing the dialog keeps the last message (the dialog shows it until the next try)', async () => {
    const { actor, effects } = startCreate();
    actor.send({ type: 'createTrip.open' });
    effects.createTrip.mockRejectedValueOnce(new Error('Title is required'));
    actor.send({ type: 'createTrip.submit', input: request });
    await settled(actor);
    actor.send({ type: 'createTrip.close' });
    actor.send({ type: 'createTrip.open' });
    expect(selectCreateTripError(actor.getSnapshot())).toBe('Title is required');
    effects.createTrip.mockReturnValueOnce(new Promise(() => undefined));
    actor.send({ type: 'createTrip.submit', input: request });
    expect(selectCreateTripError(actor.getSnapshot())).toBeNull();
  });
});
