import { describe, expect, it } from 'vitest';
import { deferred, settled } from '../shared/test-support';
import {
  createItineraryMachine,
  selectActivitySaving,
  selectAddActivityError,
  selectAddingToDay,
  selectHiddenActivityIds,
} from './itinerary.machine';
import { UNDO_WINDOW_MS } from './constants';
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

const removeSpiceFarm = {
  type: 'itinerary.removeActivity',
  day: 1,
  activityId: 'act-1',
  title: 'Spice farm',
} as const;

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
  ])('removes an activity once the undo window passes (failure %s)', async (error, shown) => {
    const { actor, clock, effects, toasts } = startItinerary();
    if (error) effects.removeActivity.mockRejectedValueOnce(error);
    else effects.removeActivity.mockResolvedValueOnce(undefined);
    actor.send(removeSpiceFarm);
    expect(selectHiddenActivityIds(actor.getSnapshot())).toBe('act-1');
    clock.increment(UNDO_WINDOW_MS - 1);
    expect(effects.removeActivity).not.toHaveBeenCalled();
    clock.increment(1);
    await settled(actor);
    expect(effects.removeActivity).toHaveBeenCalledWith({
      tripId: 'trip-goa',
      day: 1,
      activityId: 'act-1',
    });
    // Removed: the cache drops it; failed: it shows again.
    expect(selectHiddenActivityIds(actor.getSnapshot())).toBe('');
    expect(toastTexts(toasts)).toEqual(['info: Spice farm deleted', shown]);
  });

  it('Undo within the window brings the activity back and nothing is sent (issue 18)', () => {
    const { actor, clock, effects, toasts } = startItinerary();
    actor.send(removeSpiceFarm);
    expect(toasts[0]?.action).toEqual({
      label: 'Undo',
      event: { type: 'itinerary.undoRemoveActivity', activityId: 'act-1' },
    });
    // Another activity's Undo does not apply.
    actor.send({ type: 'itinerary.undoRemoveActivity', activityId: 'act-2' });
    expect(selectHiddenActivityIds(actor.getSnapshot())).toBe('act-1');
    actor.send({ type: 'itinerary.undoRemoveActivity', activityId: 'act-1' });
    expect(selectHiddenActivityIds(actor.getSnapshot())).toBe('');
    clock.increment(UNDO_WINDOW_MS * 2);
    expect(effects.removeActivity).not.toHaveBeenCalled();
  });
});
