import { describe, expect, it } from 'vitest';
import { deferred, settled } from '../shared/test-support';
import {
  createChecklistMachine,
  selectChecklistAdding,
  selectChecklistDraft,
} from './checklist.machine';
import type { ChecklistEffects } from './checklist.machine';
import { fakeEffects, startMachine, toastTexts } from './trips.test-support';

function startChecklist() {
  const effects = fakeEffects<ChecklistEffects>(['addItem', 'toggleItem', 'removeItem']);
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
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it.each([
    ['the server message', new Error('You can only view this trip'), 'You can only view this trip'],
    ['the fallback without one', new TypeError('Failed to fetch'), 'Failed to add checklist item'],
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

  it('removes an item with its toast, or toasts the failure', async () => {
    const { actor, effects, toasts } = startChecklist();
    effects.removeItem.mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error(''));
    actor.send({ type: 'checklist.remove', itemId: 'item-1' });
    await settled(actor);
    actor.send({ type: 'checklist.remove', itemId: 'item-2' });
    await settled(actor);
    expect(effects.removeItem).toHaveBeenCalledWith({ tripId: 'trip-goa', itemId: 'item-1' });
    expect(toastTexts(toasts)).toEqual([
      'success: Item removed from checklist',
      'error: Failed to remove checklist item',
    ]);
  });
});
