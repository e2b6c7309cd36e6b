import { describe, expect, it } from 'vitest';
import { deferred, settled } from '../shared/test-support';
import {
  createItineraryMachine,
  selectActivitySaving,
  selectAddActivityError,
  selectAddingToDay,
} from './itinerary.machine';
import type { ItineraryEffects } from './itinerary.machine';
import {
  fakeEffects,
  passRereadPauses,
  rereadTrip,
  startMachine,
  toastTexts,
  upstreamTimeout,
} from './trips.test-support';

function startItinerary() {
  const effects = fakeEffects<ItineraryEffects>(['addActivity', 'removeActivity', 'rereadTrip']);
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

  it('an add whose answer was lost is matched on every field sent before it counts (issue 17)', async () => {
    const { actor, clock, effects, toasts } = startItinerary();
    actor.send({ type: 'itinerary.openAddActivity', day: 3 });
    effects.addActivity.mockRejectedValueOnce(upstreamTimeout());
    const stored = { title: 'Spice farm', startTime: '09:00', endTime: '12:00', notes: null };
    effects.rereadTrip
      // Another day, then another time: not the activity sent.
      .mockResolvedValueOnce(rereadTrip({ itineraryDays: [{ day: 2, activities: [stored] }] }))
      .mockResolvedValueOnce(
        rereadTrip({ itineraryDays: [{ day: 3, activities: [{ ...stored, endTime: '13:00' }] }] }),
      )
      .mockResolvedValueOnce(
        rereadTrip({ itineraryDays: [{ day: 3, activities: [{ ...stored, notes: '' }] }] }),
      );
    actor.send({ type: 'itinerary.addActivity', day: 3, activity: spiceFarm });
    await passRereadPauses(clock);
    await settled(actor);
    expect(effects.rereadTrip).toHaveBeenCalledTimes(3);
    expect(effects.addActivity).toHaveBeenCalledTimes(1);
    expect(selectAddingToDay(actor.getSnapshot())).toBeNull();
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
