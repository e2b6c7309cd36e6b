import { describe, expect, it } from 'vitest';
import { deferred, settled } from '../shared/test-support';
import { fakeEffects, startMachine, toastTexts } from '../trips/trips.test-support';
import {
  createReflectionMachine,
  isReflectionNearLimit,
  selectCanSaveReflection,
  selectReflectionProblem,
  selectReflectionSaved,
  selectReflectionSaving,
  selectReflectionText,
} from './reflection.machine';
import type { ReflectionEffects } from './reflection.machine';

const target = { tripId: 'trip-lisbon', day: 2, activityId: 'act-tram' };

function startReflection() {
  const effects = fakeEffects<ReflectionEffects>(['addReflection']);
  const started = startMachine(createReflectionMachine(effects), target);
  const type = (text: string) => started.actor.send({ type: 'reflection.changed', text });
  return { ...started, effects, type, snapshot: () => started.actor.getSnapshot() };
}

describe('Add Reflection (spec 001 §2, §5, §8, §9; checklist 13.7–13.9)', () => {
  it('saves the text trimmed, toasts and is done', async () => {
    const { actor, effects, toasts, type, snapshot } = startReflection();
    const answer = deferred<undefined>();
    effects.addReflection.mockReturnValueOnce(answer.promise);
    type('  The tram up to the castle at dusk.  ');
    actor.send({ type: 'reflection.save' });
    expect(effects.addReflection).toHaveBeenCalledWith({
      ...target,
      text: 'The tram up to the castle at dusk.',
    });
    expect(selectReflectionSaving(snapshot())).toBe(true);
    answer.resolve(undefined);
    await settled(actor);
    expect(selectReflectionSaved(snapshot())).toBe(true);
    expect(toastTexts(toasts)).toEqual(['success: Reflection added successfully!']);
  });

  it('cannot save an empty or blank text', () => {
    const { actor, effects, type, snapshot } = startReflection();
    expect(selectCanSaveReflection(snapshot())).toBe(false);
    type('   \n ');
    expect(selectCanSaveReflection(snapshot())).toBe(false);
    actor.send({ type: 'reflection.save' });
    expect(effects.addReflection).not.toHaveBeenCalled();
  });

  it('allows 500 characters and refuses 501 with the spec message', () => {
    const { actor, effects, type, snapshot } = startReflection();
    type('a'.repeat(500));
    expect(selectReflectionProblem(snapshot())).toBeNull();
    expect(selectCanSaveReflection(snapshot())).toBe(true);
    type('a'.repeat(501));
    expect(selectReflectionProblem(snapshot())).toBe('Reflection must be 500 characters or less');
    actor.send({ type: 'reflection.save' });
    expect(effects.addReflection).not.toHaveBeenCalled();
  });

  it('the counter warns above 450 characters, not at 450', () => {
    expect(isReflectionNearLimit('a'.repeat(450))).toBe(false);
    expect(isReflectionNearLimit('a'.repeat(451))).toBe(true);
  });

  it.each([
    [
      'the server message',
      new Error('Only owners and editors can add reflections'),
      'Only owners and editors can add reflections',
    ],
    ['the fallback without one', new TypeError(''), 'Failed to add reflection'],
  ])('a failed save toasts %s and keeps the text', async (_case, error, shown) => {
    const { actor, effects, toasts, type, snapshot } = startReflection();
    effects.addReflection.mockRejectedValueOnce(error);
    type('Pastéis de nata, still warm.');
    actor.send({ type: 'reflection.save' });
    await settled(actor);
    expect(toastTexts(toasts)).toEqual([`error: ${shown}`]);
    expect(selectReflectionText(snapshot())).toBe('Pastéis de nata, still warm.');
    expect(selectCanSaveReflection(snapshot())).toBe(true);
  });
});
