import { describe, expect, it } from 'vitest';
import { advanceSeconds, deferred, settled } from '../shared/test-support';
import {
  createTripDetailsMachine,
  selectEditTripError,
  selectTripDeleting,
  selectTripDetailsDialog,
  selectTripSaving,
} from './trip-details.machine';
import type { ReturnToTripsEmitted, TripDetailsEffects } from './trip-details.machine';
import { fakeEffects, startMachine, toastTexts } from './trips.test-support';

function startDetails() {
  const effects = fakeEffects<TripDetailsEffects>(['editTrip', 'deleteTrip']);
  const started = startMachine(createTripDetailsMachine(effects), { tripId: 'trip-goa' });
  const returned: ReturnToTripsEmitted[] = [];
  started.actor.on('trip.returnToTrips', (event) => returned.push(event));
  return { ...started, effects, returned };
}

const changes = {
  title: 'Goa in the rain',
  description: 'Forts',
  startDate: '2026-06-10',
  endDate: '2026-06-14',
};

describe('trip details (spec 001 §2 "Edit Trip", "Delete Trip", §4, §8)', () => {
  it('saves the edit; the dialog closes with "Trip updated successfully"', async () => {
    const { actor, effects, toasts } = startDetails();
    actor.send({ type: 'details.openDialog', dialog: 'edit' });
    expect(selectTripDetailsDialog(actor.getSnapshot())).toBe('edit');
    const answer = deferred<undefined>();
    effects.editTrip.mockReturnValueOnce(answer.promise);
    actor.send({ type: 'details.save', changes });
    expect(effects.editTrip).toHaveBeenCalledWith({ tripId: 'trip-goa', changes });
    expect(selectTripSaving(actor.getSnapshot())).toBe(true);
    answer.resolve(undefined);
    await settled(actor);
    expect(selectTripDetailsDialog(actor.getSnapshot())).toBeNull();
    expect(toastTexts(toasts)).toEqual(['success: Trip updated successfully']);
  });

  it.each([
    [
      'the server message in the dialog and the toast',
      new Error('You do not have permission to edit this trip'),
      'You do not have permission to edit this trip',
      'You do not have permission to edit this trip',
    ],
    [
      'the error message in the dialog, the fallback in the toast',
      new TypeError('NetworkError when attempting to fetch resource.'),
      'NetworkError when attempting to fetch resource.',
      'Failed to update trip',
    ],
    ['the fallback in both', new Error(''), 'Failed to update trip', 'Failed to update trip'],
  ])('a failed edit keeps the dialog open with %s', async (_case, error, kept, shown) => {
    const { actor, effects, toasts } = startDetails();
    actor.send({ type: 'details.openDialog', dialog: 'edit' });
    effects.editTrip.mockRejectedValueOnce(error);
    actor.send({ type: 'details.save', changes });
    await settled(actor);
    expect(selectTripDetailsDialog(actor.getSnapshot())).toBe('edit');
    expect(selectEditTripError(actor.getSnapshot())).toBe(kept);
    expect(toastTexts(toasts)).toEqual([`error: ${shown}`]);
    // Opened again, the dialog starts without the old message.
    actor.send({ type: 'details.closeDialog' });
    actor.send({ type: 'details.openDialog', dialog: 'edit' });
    expect(selectEditTripError(actor.getSnapshot())).toBeNull();
  });

  it('deletes the trip: toast, the confirmation closes, and 1.5 s later the page leaves', async () => {
    const { actor, clock, effects, toasts, returned } = startDetails();
    actor.send({ type: 'details.openDialog', dialog: 'delete' });
    effects.deleteTrip.mockResolvedValueOnce(undefined);
    actor.send({ type: 'details.delete' });
    expect(selectTripDeleting(actor.getSnapshot())).toBe(true);
    await settled(actor);
    expect(effects.deleteTrip).toHaveBeenCalledWith({ tripId: 'trip-goa' });
    expect(selectTripDetailsDialog(actor.getSnapshot())).toBeNull();
    expect(toastTexts(toasts)).toEqual(['success: Trip deleted successfully']);
    expect(actor.getSnapshot().value).toBe('returningToTrips');
    clock.increment(1499);
    expect(returned).toEqual([]);
    clock.increment(1);
    expect(returned).toEqual([{ type: 'trip.returnToTrips', tripId: 'trip-goa' }]);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it.each([
    ['the server message', new Error('Only the owner can delete this trip')],
    ["'Failed to delete trip'", {}],
  ])('a failed delete toasts %s and never leaves', async (_case, error) => {
    const { actor, clock, effects, toasts, returned } = startDetails();
    actor.send({ type: 'details.openDialog', dialog: 'delete' });
    effects.deleteTrip.mockRejectedValueOnce(error);
    actor.send({ type: 'details.delete' });
    await settled(actor);
    expect(toastTexts(toasts)).toEqual([
      `error: ${error instanceof Error ? error.message : 'Failed to delete trip'}`,
    ]);
    expect(selectTripDetailsDialog(actor.getSnapshot())).toBe('delete');
    advanceSeconds(clock, 5);
    expect(returned).toEqual([]);
  });
});
