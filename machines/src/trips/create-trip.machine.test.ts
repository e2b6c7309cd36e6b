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
import type { ListedTrip } from './trip';
import {
  answered,
  fakeEffects,
  passRereadPauses,
  refusedWithoutMessage,
  startMachine,
  toastTexts,
  upstreamTimeout,
} from './trips.test-support';

function startCreate() {
  const effects = fakeEffects<CreateTripEffects>([
    'createTrip',
    'refreshTrips',
    'knownTrips',
    'rereadTrips',
  ]);
  effects.knownTrips.mockResolvedValue([]);
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
    await answered();
    expect(effects.createTrip).toHaveBeenCalledWith(request);

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
      const { actor, clock, effects, toasts, created } = startCreate();
      actor.send({ type: 'createTrip.open' });
      effects.createTrip.mockRejectedValueOnce(error);
      // Without a server message the answer may be lost: the list is read again first (issue 17).
      effects.rereadTrips.mockResolvedValue([]);
      actor.send({ type: 'createTrip.submit', input: request });
      await passRereadPauses(clock);
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

/** A trip of the list as the re-read answers it. */
const listed = (id: string, parts: Partial<ListedTrip> = {}): ListedTrip => ({
  id,
  title: request.title,
  description: '',
  startDate: request.startDate,
  endDate: request.endDate,
  destinations: [],
  ...parts,
});

describe('create trip safe to retry (issue 17 "Writes are safe to retry")', () => {
  it('a lost answer: the list read again shows the new trip, success as if answered, nothing sent twice', async () => {
    const { actor, clock, effects, toasts, created } = startCreate();
    actor.send({ type: 'createTrip.open' });
    effects.createTrip.mockRejectedValueOnce(upstreamTimeout());
    effects.rereadTrips
      .mockResolvedValueOnce([])
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce([listed('trip-late')]);
    actor.send({ type: 'createTrip.submit', input: request });
    await answered();
    expect(actor.getSnapshot().value).toBe('rereadPause');
    expect(toasts).toEqual([]);
    // Create again while it is checked: nothing is queued, nothing sent.
    actor.send({ type: 'createTrip.submit', input: request });
    expect(actor.getSnapshot().context.pending).toHaveLength(1);
    expect(selectCreating(actor.getSnapshot())).toBe(true);
    await passRereadPauses(clock);
    expect(effects.createTrip).toHaveBeenCalledTimes(1);
    expect(effects.rereadTrips).toHaveBeenCalledTimes(3);
    expect(toastTexts(toasts)).toEqual(['success: Trip created successfully']);
    expect(created).toEqual([{ type: 'trip.created', tripId: 'trip-late' }]);
    expect(selectCreateDialogOpen(actor.getSnapshot())).toBe(false);
    // The list was just read from the server: not fetched once more.
    expect(effects.refreshTrips).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.verification).toBeNull();
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('a trip the user already had with the same fields is not taken for the new one: failure after four looks', async () => {
    const { actor, clock, effects, toasts, created } = startCreate();
    actor.send({ type: 'createTrip.open' });
    effects.knownTrips.mockResolvedValueOnce([listed('trip-old')]);
    effects.createTrip.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    effects.rereadTrips.mockResolvedValue([
      listed('trip-old'),
      listed('trip-other-dates', { endDate: '2026-07-06' }),
      listed('trip-other-place', { destinations: [{ placeId: 'place-fort' }] }),
    ]);
    actor.send({ type: 'createTrip.submit', input: request });
    await passRereadPauses(clock);
    expect(effects.rereadTrips).toHaveBeenCalledTimes(4);
    expect(toastTexts(toasts)).toEqual(['error: Failed to create trip']);
    expect(selectCreateTripError(actor.getSnapshot())).toBe('Failed to fetch');
    expect(selectCreateDialogOpen(actor.getSnapshot())).toBe(true);
    expect(selectCreateFormKey(actor.getSnapshot())).toBe(0);
    expect(created).toEqual([]);
    expect(selectCreating(actor.getSnapshot())).toBe(false);
  });

  it('a refusal is told at once, without reading the list again', async () => {
    const { actor, effects, toasts } = startCreate();
    effects.createTrip.mockRejectedValueOnce(refusedWithoutMessage());
    actor.send({ type: 'createTrip.submit', input: request });
    await settled(actor);
    expect(effects.rereadTrips).not.toHaveBeenCalled();
    expect(toastTexts(toasts)).toEqual(['error: Failed to create trip']);
  });

  it('the trips known before could not be read: a trip with every field sent counts', async () => {
    const { actor, effects, created } = startCreate();
    effects.knownTrips.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    effects.createTrip.mockRejectedValueOnce(upstreamTimeout());
    effects.rereadTrips.mockResolvedValueOnce([
      listed('trip-new', { title: ` ${request.title} ` }),
    ]);
    actor.send({ type: 'createTrip.submit', input: request });
    await settled(actor);
    expect(created).toEqual([{ type: 'trip.created', tripId: 'trip-new' }]);
  });
});
