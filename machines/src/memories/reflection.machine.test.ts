import { describe, expect, it } from 'vitest';
import { deferred, settled } from '../shared/test-support';
import {
  answered,
  fakeEffects,
  passRereadPauses,
  startMachine,
  toastTexts,
  upstreamTimeout,
} from '../trips/trips.test-support';
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

/** The activity's memories as read (issue 17). */
const stored = (reflections: string[]) => ({ photoUrls: [], reflections });

function startReflection() {
  const effects = fakeEffects<ReflectionEffects>(['addReflection', 'readMemories']);
  effects.readMemories.mockResolvedValue(stored([]));
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
    await answered();
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
    // No answer at all: the reflections are read again first (issue 17), never there.
    ['the fallback without one', new TypeError(''), 'Failed to add reflection'],
  ])('a failed save toasts %s and keeps the text', async (_case, error, shown) => {
    const { actor, clock, effects, toasts, type, snapshot } = startReflection();
    effects.addReflection.mockRejectedValueOnce(error);
    type('Pastéis de nata, still warm.');
    actor.send({ type: 'reflection.save' });
    await passRereadPauses(clock);
    expect(toastTexts(toasts)).toEqual([`error: ${shown}`]);
    expect(selectReflectionText(snapshot())).toBe('Pastéis de nata, still warm.');
    expect(selectCanSaveReflection(snapshot())).toBe(true);
  });
});

describe('Add Reflection safe to retry (issue 17 "Writes are safe to retry")', () => {
  const text = 'Pastéis de nata, still warm.';

  it('a lost answer: the text read again is there once more than before, success; nothing sent twice', async () => {
    const { actor, clock, effects, toasts, type, snapshot } = startReflection();
    effects.addReflection.mockRejectedValueOnce(upstreamTimeout());
    // The same words written once before are not this save.
    effects.readMemories
      .mockResolvedValueOnce(stored([text]))
      .mockResolvedValueOnce(stored([text]))
      .mockResolvedValueOnce(stored([text, ` ${text} `]));
    type(text);
    actor.send({ type: 'reflection.save' });
    await answered();
    expect(snapshot().value).toBe('rereadPause');
    expect(selectReflectionSaving(snapshot())).toBe(true);
    actor.send({ type: 'reflection.save' });
    await passRereadPauses(clock);
    expect(effects.addReflection).toHaveBeenCalledTimes(1);
    expect(effects.readMemories).toHaveBeenCalledTimes(3);
    expect(toastTexts(toasts)).toEqual(['success: Reflection added successfully!']);
    expect(selectReflectionSaved(snapshot())).toBe(true);
  });

  it('never there: its failure after four looks, the text kept', async () => {
    const { actor, clock, effects, toasts, type, snapshot } = startReflection();
    effects.addReflection.mockRejectedValueOnce(upstreamTimeout());
    effects.readMemories.mockResolvedValueOnce(stored([])).mockRejectedValue(new Error('down'));
    type(text);
    actor.send({ type: 'reflection.save' });
    await passRereadPauses(clock);
    expect(effects.readMemories).toHaveBeenCalledTimes(5);
    expect(toastTexts(toasts)).toEqual([
      'error: The server did not answer within 10 seconds. Please try again.',
    ]);
    expect(selectReflectionText(snapshot())).toBe(text);
    expect(selectCanSaveReflection(snapshot())).toBe(true);
  });
});
