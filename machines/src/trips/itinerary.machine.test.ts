import { describe, expect, it } from 'vitest';
import { deferred, settled } from '../shared/test-support';
import {
  createItineraryMachine,
  selectActivitySaving,
  selectAddActivityError,
  selectAddingToDay,
} from './itinerary.machine';
import type { ItineraryEffects } from './itinerary.machine';
import { fakeEffects, startMachine, toastTexts } from './trips.test-support';

function startItinerary() {
  const effects = fakeEffects<ItineraryEffects>(['addActivity', 'removeActivity']);
  return { ...startMachine(createItineraryMachine(effects), { tripId: 'trip-goa' }), effects };
}

const spiceFarm = { title: 'Spice farm', time: { start: '09:00', end: '12:00' }, notes: null };

describe('itinerary (spec 001 §2 "Add Activity for Day N", §5, §8)', () => {
  it('adds an activity to the chosen day; the dialog closes once it is added', async () => {
    const { actor, effects, toasts } = startItinerary();
    actor.send({ type: 'itinerary.openAddActivity', day: 2 });
    expect(selectAddingToDay(actor.getSnapshot())).toBe(2);
    const answer = deferred<undefined>();
    effects.addActivity.mockReturnValueOnce(answer.promise);
    actor.send({ type: 'itinerary.addActivity', day: 3, activity: spiceFarm });
    expect(effects.addActivity).toHaveBeenCalledWith({
      tripId: 'trip-goa',
      day: 3,
      activity: spiceFarm,
    });
    expect(selectActivitySaving(actor.getSnapshot())).toBe(true);
    answer.resolve(undefined);
    await settled(actor);
    expect(selectAddingToDay(actor.getSnapshot())).toBeNull();
    expect(selectActivitySaving(actor.getSnapshot())).toBe(false);
    expect(toastTexts(toasts)).toEqual(['success: Activity added successfully']);
  });

  it('a failed add keeps the dialog open with the message, forgotten when it opens again', async () => {
    const { actor, effects, toasts } = startItinerary();
    actor.send({ type: 'itinerary.openAddActivity', day: 1 });
    effects.addActivity.mockRejectedValueOnce(new Error('Day 9 is not in this trip'));
    actor.send({ type: 'itinerary.addActivity', day: 1, activity: spiceFarm });
    await settled(actor);
    expect(selectAddingToDay(actor.getSnapshot())).toBe(1);
    expect(selectAddActivityError(actor.getSnapshot())).toBe('Day 9 is not in this trip');
    expect(toastTexts(toasts)).toEqual(['error: Day 9 is not in this trip']);

    actor.send({ type: 'itinerary.closeAddActivity' });
    expect(selectAddingToDay(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'itinerary.openAddActivity', day: 1 });
    expect(selectAddActivityError(actor.getSnapshot())).toBeNull();
  });

  it.each([
    [undefined, 'success: Activity removed successfully'],
    [new TypeError('Failed to fetch'), 'error: Failed to remove activity'],
  ])('removes an activity (failure %s)', async (error, shown) => {
    const { actor, effects, toasts } = startItinerary();
    if (error) effects.removeActivity.mockRejectedValueOnce(error);
    else effects.removeActivity.mockResolvedValueOnce(undefined);
    actor.send({ type: 'itinerary.removeActivity', day: 1, activityId: 'act-1' });
    await settled(actor);
    expect(effects.removeActivity).toHaveBeenCalledWith({
      tripId: 'trip-goa',
      day: 1,
      activityId: 'act-1',
    });
    expect(toastTexts(toasts)).toEqual([shown]);
  });
});
