import { describe, expect, it, vi } from 'vitest';
import { deferred, settled } from '../shared/test-support';
import {
  createChecklistMachine,
  selectChecklistAdding,
  selectChecklistDraft,
  selectChecklistHiddenIds,
  selectChecklistToggled,
  toggledTicks,
} from './checklist.machine';
import type { ChecklistEffects } from './checklist.machine';
import { UNDO_WINDOW_MS } from './constants';
import {
  answered,
  fakeEffects,
  passRereadPauses,
  refusedWithoutMessage,
  rereadTrip,
  startMachine,
  toastTexts,
  upstreamTimeout,
} from './trips.test-support';

function startChecklist() {
  const effects = fakeEffects<ChecklistEffects>([
    'addItem',
    'toggleItem',
    'removeItem',
    'rereadTrip',
  ]);
  const started = startMachine(createChecklistMachine(effects), { tripId: 'trip-goa' });
  const type = (text: string) => started.actor.send({ type: 'checklist.draftChanged', text });
  return { ...started, effects, type };
}

describe('checklist (spec 001 §2 "Checklist tab", §5, §8)', () => {
  it('adds the typed item trimmed, toasts, and clears the text once added', async () => {
    const { actor, effects, toasts, type } = startChecklist();
    const answer = deferred<undefined>();
    effects.addItem.mockReturnValueOnce(answer.promise);
    type('  Sunscreen  ');
    actor.send({ type: 'checklist.add' });
    expect(effects.addItem).toHaveBeenCalledWith({ tripId: 'trip-goa', item: 'Sunscreen' });
    expect(selectChecklistAdding(actor.getSnapshot())).toBe(true);
    // The text stays while the item is sent.
    expect(selectChecklistDraft(actor.getSnapshot())).toBe('  Sunscreen  ');

    answer.resolve(undefined);
    await settled(actor);
    expect(selectChecklistDraft(actor.getSnapshot())).toBe('');
    expect(selectChecklistAdding(actor.getSnapshot())).toBe(false);
    expect(toastTexts(toasts)).toEqual(['success: Item added to checklist']);
  });

  it('sends nothing for a blank text', () => {
    const { actor, effects, type } = startChecklist();
    type('   ');
    actor.send({ type: 'checklist.add' });
    expect(effects.addItem).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toEqual({ requests: 'idle', undo: 'closed' });
  });

  it.each([
    ['the server message', new Error('You can only view this trip'), 'You can only view this trip'],
    ['the fallback without one', refusedWithoutMessage(), 'Failed to add checklist item'],
  ])('a failed add toasts %s and keeps the text', async (_case, error, shown) => {
    const { actor, effects, toasts, type } = startChecklist();
    effects.addItem.mockRejectedValueOnce(error);
    type('Passport');
    actor.send({ type: 'checklist.add' });
    await settled(actor);
    expect(toastTexts(toasts)).toEqual([`error: ${shown}`]);
    expect(selectChecklistDraft(actor.getSnapshot())).toBe('Passport');
  });

  it('toggles without a toast; a failed toggle toasts "Failed to update checklist item"', async () => {
    const { actor, effects, toasts } = startChecklist();
    effects.toggleItem.mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error(''));
    actor.send({ type: 'checklist.toggle', itemId: 'item-1', isCompleted: true });
    await settled(actor);
    expect(toasts).toEqual([]);
    actor.send({ type: 'checklist.toggle', itemId: 'item-1', isCompleted: false });
    await settled(actor);
    expect(effects.toggleItem.mock.calls).toEqual([
      [{ tripId: 'trip-goa', itemId: 'item-1', isCompleted: true }],
      [{ tripId: 'trip-goa', itemId: 'item-1', isCompleted: false }],
    ]);
    expect(toastTexts(toasts)).toEqual(['error: Failed to update checklist item']);
    expect(actor.getSnapshot().context.errors).toEqual({
      toggle: 'Failed to update checklist item',
    });
  });

  it('two quick toggles are both sent, one after the other, in order', async () => {
    const { actor, effects } = startChecklist();
    const first = deferred<undefined>();
    effects.toggleItem.mockReturnValueOnce(first.promise).mockResolvedValueOnce(undefined);
    actor.send({ type: 'checklist.toggle', itemId: 'item-1', isCompleted: true });
    actor.send({ type: 'checklist.toggle', itemId: 'item-2', isCompleted: true });
    expect(effects.toggleItem).toHaveBeenCalledTimes(1);
    first.resolve(undefined);
    await settled(actor);
    expect(effects.toggleItem).toHaveBeenCalledTimes(2);
    expect(effects.toggleItem).toHaveBeenLastCalledWith(
      expect.objectContaining({ itemId: 'item-2' }),
    );
  });

  describe('an add whose answer was lost is checked before the user is told (issue 17)', () => {
    const withItem = rereadTrip({ checklist: [{ item: 'Passport' }] });

    it('applied after all: the trip is read until the item shows, then the success toast', async () => {
      const { actor, clock, effects, toasts, type } = startChecklist();
      effects.addItem.mockRejectedValueOnce(upstreamTimeout());
      effects.rereadTrip
        .mockResolvedValueOnce(rereadTrip())
        .mockRejectedValueOnce(new TypeError('Failed to fetch'))
        .mockResolvedValueOnce(withItem);
      type('Passport');
      actor.send({ type: 'checklist.add' });
      await passRereadPauses(clock);
      await settled(actor);
      expect(effects.rereadTrip).toHaveBeenCalledTimes(3);
      expect(effects.rereadTrip).toHaveBeenCalledWith({ tripId: 'trip-goa' });
      expect(effects.addItem).toHaveBeenCalledTimes(1);
      expect(toastTexts(toasts)).toEqual(['success: Item added to checklist']);
      expect(selectChecklistDraft(actor.getSnapshot())).toBe('');
      expect(actor.getSnapshot().context.verification).toBeNull();
    });

    it('stays busy while it checks, so Add cannot send the item twice', async () => {
      const { actor, effects, type } = startChecklist();
      effects.addItem.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      const reread = deferred<ReturnType<typeof rereadTrip>>();
      effects.rereadTrip.mockReturnValueOnce(reread.promise);
      type('Passport');
      actor.send({ type: 'checklist.add' });
      await answered();
      expect(actor.getSnapshot().value).toEqual({ requests: 'verifyingAdd', undo: 'closed' });
      expect(selectChecklistAdding(actor.getSnapshot())).toBe(true);
      // Add pressed again meanwhile (or Enter): nothing is queued.
      actor.send({ type: 'checklist.add' });
      expect(actor.getSnapshot().context.pending).toHaveLength(1);
      reread.resolve(withItem);
      await settled(actor);
      expect(effects.addItem).toHaveBeenCalledTimes(1);
    });

    it('never applied: the write’s own failure, the text kept; Add sends it again', async () => {
      const { actor, clock, effects, toasts, type } = startChecklist();
      effects.addItem.mockRejectedValueOnce(upstreamTimeout()).mockResolvedValueOnce(undefined);
      effects.rereadTrip.mockResolvedValue(rereadTrip({ checklist: [{ item: 'Visa' }] }));
      type('Passport');
      actor.send({ type: 'checklist.add' });
      await passRereadPauses(clock);
      await settled(actor);
      // Once at once, then after each pause.
      expect(effects.rereadTrip).toHaveBeenCalledTimes(4);
      expect(toastTexts(toasts)).toEqual([
        'error: The server did not answer within 10 seconds. Please try again.',
      ]);
      expect(selectChecklistDraft(actor.getSnapshot())).toBe('Passport');
      actor.send({ type: 'checklist.add' });
      await settled(actor);
      expect(effects.addItem).toHaveBeenCalledTimes(2);
    });

    it('a refusal was not applied: told at once, nothing read again', async () => {
      const { actor, effects, toasts, type } = startChecklist();
      effects.addItem.mockRejectedValueOnce(
        Object.assign(new Error('Item must be 200 characters or less'), { code: 'BAD_USER_INPUT' }),
      );
      type('Passport');
      actor.send({ type: 'checklist.add' });
      await settled(actor);
      expect(effects.rereadTrip).not.toHaveBeenCalled();
      expect(toastTexts(toasts)).toEqual(['error: Item must be 200 characters or less']);
    });
  });

  it('a toggle shows at once: the asked tick until answered, dropped (rolled back) on failure', async () => {
    const { actor, effects } = startChecklist();
    const first = deferred<undefined>();
    const second = deferred<undefined>();
    effects.toggleItem.mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const ticks = () => toggledTicks(selectChecklistToggled(actor.getSnapshot()));
    actor.send({ type: 'checklist.toggle', itemId: 'item-1', isCompleted: true });
    actor.send({ type: 'checklist.toggle', itemId: 'item-1', isCompleted: false });
    // The last asked value of the item shows.
    expect(ticks()).toEqual(new Map([['item-1', false]]));
    first.resolve(undefined);
    await vi.waitFor(() => expect(effects.toggleItem).toHaveBeenCalledTimes(2));
    expect(ticks()).toEqual(new Map([['item-1', false]]));
    second.reject(new Error(''));
    await settled(actor);
    expect(ticks()).toEqual(new Map());
  });

  describe('removing is undoable for UNDO_WINDOW_MS (issue 18)', () => {
    const remove = { type: 'checklist.remove', itemId: 'item-1', item: 'Umbrella' } as const;

    it('hides the item at once, offers Undo, and sends nothing before the window passes', () => {
      const { actor, clock, effects, toasts } = startChecklist();
      actor.send(remove);
      expect(selectChecklistHiddenIds(actor.getSnapshot())).toBe('item-1');
      expect(toasts).toEqual([
        {
          type: 'toast',
          kind: 'info',
          message: 'Umbrella deleted',
          action: { label: 'Undo', event: { type: 'checklist.undoDelete', itemId: 'item-1' } },
          durationMs: UNDO_WINDOW_MS,
        },
      ]);
      clock.increment(UNDO_WINDOW_MS - 1);
      expect(effects.removeItem).not.toHaveBeenCalled();
    });

    it('Undo brings the item back and nothing is ever sent', () => {
      const { actor, clock, effects } = startChecklist();
      actor.send(remove);
      clock.increment(UNDO_WINDOW_MS - 1);
      actor.send({ type: 'checklist.undoDelete', itemId: 'item-1' });
      expect(selectChecklistHiddenIds(actor.getSnapshot())).toBe('');
      clock.increment(UNDO_WINDOW_MS * 2);
      expect(effects.removeItem).not.toHaveBeenCalled();
    });

    it('after the window the removal is sent, with its toast; the item stays hidden meanwhile', async () => {
      const { actor, clock, effects, toasts } = startChecklist();
      const answer = deferred<undefined>();
      effects.removeItem.mockReturnValueOnce(answer.promise);
      actor.send(remove);
      clock.increment(UNDO_WINDOW_MS);
      expect(effects.removeItem).toHaveBeenCalledWith({ tripId: 'trip-goa', itemId: 'item-1' });
      expect(selectChecklistHiddenIds(actor.getSnapshot())).toBe('item-1');
      // Too late to undo: the request is on its way.
      actor.send({ type: 'checklist.undoDelete', itemId: 'item-1' });
      answer.resolve(undefined);
      await settled(actor);
      expect(toastTexts(toasts)).toEqual([
        'info: Umbrella deleted',
        'success: Item removed from checklist',
      ]);
    });

    it('a removal that fails after the window brings the item back with the failure toast', async () => {
      const { actor, clock, effects, toasts } = startChecklist();
      effects.removeItem.mockRejectedValueOnce(new Error(''));
      actor.send(remove);
      clock.increment(UNDO_WINDOW_MS);
      await settled(actor);
      expect(selectChecklistHiddenIds(actor.getSnapshot())).toBe('');
      expect(toastTexts(toasts)).toEqual([
        'info: Umbrella deleted',
        'error: Failed to remove checklist item',
      ]);
    });

    it('a second removal inside the window sends the first at once and holds the second', async () => {
      const { actor, clock, effects } = startChecklist();
      effects.removeItem.mockResolvedValue(undefined);
      actor.send(remove);
      clock.increment(1000);
      actor.send({ type: 'checklist.remove', itemId: 'item-2', item: 'Passport' });
      expect(effects.removeItem.mock.calls).toEqual([[{ tripId: 'trip-goa', itemId: 'item-1' }]]);
      // The first one's Undo no longer applies; the second's window starts afresh.
      actor.send({ type: 'checklist.undoDelete', itemId: 'item-1' });
      clock.increment(UNDO_WINDOW_MS - 1);
      await settled(actor);
      expect(effects.removeItem).toHaveBeenCalledTimes(1);
      clock.increment(1);
      await settled(actor);
      expect(effects.removeItem).toHaveBeenLastCalledWith({ tripId: 'trip-goa', itemId: 'item-2' });
    });
  });
});
