import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { deferred, settled, simulatedClock, statePath } from '../shared/test-support';
import { FEEDBACK_FAILED_ALERT, MOOD_FAN, MOOD_LOW, MOOD_MIDDLE, THANK_YOU_MS } from './constants';
import { RATING_FIELDS } from './feedback-answers';
import {
  createFeedbackWizardMachine,
  selectCanGoBack,
  selectCanGoNext,
  selectCanSubmit,
  selectContactEmailError,
  selectFeedbackAnswers,
  selectFeedbackOpen,
  selectFeedbackPhase,
  selectFeedbackStep,
  selectMoodMessage,
  selectShowsSeverity,
} from './feedback-wizard.machine';
import type { FeedbackWizardEffects, FeedbackWizardEvent } from './feedback-wizard.machine';

function startWizard(signedInEmail: string | null = null) {
  const submitFeedback = vi.fn<FeedbackWizardEffects['submitFeedback']>();
  submitFeedback.mockResolvedValue(undefined);
  const clock = simulatedClock();
  const actor = createActor(createFeedbackWizardMachine({ submitFeedback }), {
    input: { signedInEmail },
    clock,
  });
  const alerts: string[] = [];
  actor.on('alert', ({ message }) => {
    alerts.push(message);
  });
  actor.start();
  const send = (...events: FeedbackWizardEvent[]) => {
    for (const event of events) actor.send(event);
  };
  const snapshot = () => actor.getSnapshot();
  return { actor, clock, alerts, submitFeedback, send, snapshot };
}

const rateAll = (rating = 4): FeedbackWizardEvent[] =>
  RATING_FIELDS.map((field) => ({ type: 'feedback.rated', field, rating }));
const next: FeedbackWizardEvent = { type: 'feedback.next' };
const toStep4: FeedbackWizardEvent[] = [{ type: 'feedback.open' }, ...rateAll(), next, next, next];

describe('feedback wizard (spec 000 §2 "Feedback form", §4, §5, §8, §9)', () => {
  it('starts closed at step 1; opening shows step 1 of 4 with Previous and Next disabled', () => {
    const { send, snapshot } = startWizard();
    expect(statePath(snapshot().value)).toBe('dialog.closed,form.editing.step1');
    send({ type: 'feedback.open' });
    expect(selectFeedbackOpen(snapshot())).toBe(true);
    expect(selectFeedbackStep(snapshot())).toBe(1);
    expect(selectCanGoBack(snapshot())).toBe(false);
    expect(selectCanGoNext(snapshot())).toBe(false);
  });

  it('25.4: Next stays disabled until all four ratings are set', () => {
    const { send, snapshot } = startWizard();
    send({ type: 'feedback.open' }, ...rateAll().slice(0, 3), next);
    expect(selectFeedbackStep(snapshot())).toBe(1);
    expect(selectCanGoNext(snapshot())).toBe(false);
    send({ type: 'feedback.rated', field: 'performanceRating', rating: 2 });
    expect(selectCanGoNext(snapshot())).toBe(true);
    send(next);
    expect(selectFeedbackStep(snapshot())).toBe(2);
    expect(selectCanGoBack(snapshot())).toBe(true);
  });

  it('takes ratings of 1–5 only', () => {
    const { send, snapshot } = startWizard();
    send(
      { type: 'feedback.rated', field: 'overallRating', rating: 6 },
      { type: 'feedback.rated', field: 'designRating', rating: 0 },
      { type: 'feedback.rated', field: 'usabilityRating', rating: 2.5 },
    );
    expect(selectFeedbackAnswers(snapshot())).toMatchObject({
      overallRating: null,
      designRating: null,
      usabilityRating: null,
    });
  });

  it('25.5, 25.11: Previous goes back a step, keeping the answers', () => {
    const { send, snapshot } = startWizard();
    send(...toStep4, { type: 'feedback.previous' }, { type: 'feedback.previous' });
    expect(selectFeedbackStep(snapshot())).toBe(2);
    send({ type: 'feedback.previous' });
    expect(selectFeedbackStep(snapshot())).toBe(1);
    send({ type: 'feedback.previous' });
    expect(selectFeedbackStep(snapshot())).toBe(1);
    expect(selectFeedbackAnswers(snapshot()).overallRating).toBe(4);
  });

  it('25.8: the severity exists only while the bug report has text; clearing it clears the severity', () => {
    const { send, snapshot } = startWizard();
    send({ type: 'feedback.severityChosen', severity: 'high' });
    expect(selectFeedbackAnswers(snapshot()).bugSeverity).toBeNull();
    expect(selectShowsSeverity(snapshot())).toBe(false);

    send({ type: 'feedback.textChanged', field: 'bugReport', text: 'The map flickers' });
    expect(selectShowsSeverity(snapshot())).toBe(true);
    send({ type: 'feedback.severityChosen', severity: 'high' });
    expect(selectFeedbackAnswers(snapshot()).bugSeverity).toBe('high');

    send({ type: 'feedback.textChanged', field: 'bugReport', text: '  ' });
    expect(selectShowsSeverity(snapshot())).toBe(false);
    expect(selectFeedbackAnswers(snapshot()).bugSeverity).toBeNull();
  });

  it('caps free texts at 2000 characters', () => {
    const { send, snapshot } = startWizard();
    send({ type: 'feedback.textChanged', field: 'likedMost', text: 'x'.repeat(2100) });
    expect(selectFeedbackAnswers(snapshot()).likedMost).toHaveLength(2000);
  });

  it('25.12: Submit needs a score other than 0, and a valid e-mail when one is given', () => {
    const { send, snapshot, submitFeedback } = startWizard();
    send(...toStep4, { type: 'feedback.submit' });
    expect(selectCanSubmit(snapshot())).toBe(false);
    expect(submitFeedback).not.toHaveBeenCalled();

    send({ type: 'feedback.scoreChanged', score: 11 });
    expect(selectFeedbackAnswers(snapshot()).recommendationScore).toBe(0);
    send(
      { type: 'feedback.scoreChanged', score: 6 },
      { type: 'feedback.emailChanged', email: 'me@' },
    );
    expect(selectContactEmailError(snapshot())).toBe('Please enter a valid email address');
    expect(selectCanSubmit(snapshot())).toBe(false);
    send({ type: 'feedback.emailChanged', email: '' });
    expect(selectContactEmailError(snapshot())).toBeNull();
    expect(selectCanSubmit(snapshot())).toBe(true);
  });

  it.each([
    [0, MOOD_LOW],
    [3, MOOD_LOW],
    [4, MOOD_MIDDLE],
    [7, MOOD_MIDDLE],
    [8, MOOD_FAN],
    [10, MOOD_FAN],
  ])('25.10: a score of %i shows "%s"', (score, mood) => {
    const { send, snapshot } = startWizard();
    send({ type: 'feedback.scoreChanged', score });
    expect(selectMoodMessage(snapshot())).toBe(mood);
  });

  it('25.13: sends the answers with empty optional texts and unset choices left out', async () => {
    const { actor, send, submitFeedback } = startWizard();
    send(
      ...toStep4,
      { type: 'feedback.textChanged', field: 'likedMost', text: '  Shared trips ' },
      { type: 'feedback.textChanged', field: 'generalFeedback', text: '   ' },
      { type: 'feedback.featureChosen', feature: 'offline_maps' },
      { type: 'feedback.scoreChanged', score: 9 },
      { type: 'feedback.allowContactChanged', allowContact: true },
      { type: 'feedback.submit' },
    );
    await settled(actor);
    expect(submitFeedback).toHaveBeenCalledWith({
      overallRating: 4,
      usabilityRating: 4,
      designRating: 4,
      performanceRating: 4,
      likedMost: 'Shared trips',
      mostWantedFeature: 'offline_maps',
      recommendationScore: 9,
      allowContact: true,
    });
  });

  it('25.15, 25.16: thanks for 2000 ms on the simulated clock, then closes and starts again with the e-mail', async () => {
    const { actor, clock, send, snapshot } = startWizard('maya@example.com');
    expect(selectFeedbackAnswers(snapshot()).contactEmail).toBe('maya@example.com');
    send(
      ...toStep4,
      { type: 'feedback.emailChanged', email: 'maya.travels@example.com' },
      { type: 'feedback.scoreChanged', score: 10 },
      { type: 'feedback.submit' },
    );
    await settled(actor);
    expect(selectFeedbackPhase(snapshot())).toBe('thankYou');
    expect(selectFeedbackOpen(snapshot())).toBe(true);

    clock.increment(THANK_YOU_MS - 1);
    expect(selectFeedbackPhase(snapshot())).toBe('thankYou');
    clock.increment(1);
    expect(statePath(snapshot().value)).toBe('dialog.closed,form.editing.step1');
    expect(selectFeedbackAnswers(snapshot())).toMatchObject({
      overallRating: null,
      recommendationScore: 0,
      contactEmail: 'maya@example.com',
    });
  });

  it('closing the thank-you early starts the form again too', async () => {
    const { actor, send, snapshot } = startWizard();
    send(...toStep4, { type: 'feedback.scoreChanged', score: 5 }, { type: 'feedback.submit' });
    await settled(actor);
    send({ type: 'feedback.close' });
    expect(statePath(snapshot().value)).toBe('dialog.closed,form.editing.step1');
    expect(selectFeedbackAnswers(snapshot()).overallRating).toBeNull();
  });

  it('25.17: a failure alerts once, keeps every answer at step 4, and Submit tries again', async () => {
    const { actor, alerts, send, snapshot, submitFeedback } = startWizard();
    const answer = deferred<undefined>();
    submitFeedback.mockReturnValueOnce(answer.promise);
    send(
      ...toStep4,
      { type: 'feedback.textChanged', field: 'featureRequests', text: 'Packing lists' },
      { type: 'feedback.scoreChanged', score: 2 },
      { type: 'feedback.submit' },
    );
    expect(selectFeedbackPhase(snapshot())).toBe('submitting');
    // The dialog stays open while the answers are on their way.
    send({ type: 'feedback.close' });
    expect(selectFeedbackOpen(snapshot())).toBe(true);

    answer.reject(new Error('Injected fault'));
    await settled(actor);
    expect(alerts).toEqual([FEEDBACK_FAILED_ALERT]);
    expect(selectFeedbackStep(snapshot())).toBe(4);
    expect(selectFeedbackAnswers(snapshot())).toMatchObject({
      featureRequests: 'Packing lists',
      recommendationScore: 2,
    });

    send({ type: 'feedback.submit' });
    await settled(actor);
    expect(submitFeedback).toHaveBeenCalledTimes(2);
    expect(selectFeedbackPhase(snapshot())).toBe('thankYou');
  });

  it('closing mid-way and reopening keeps the step and the answers', () => {
    const { send, snapshot } = startWizard();
    send(
      { type: 'feedback.open' },
      ...rateAll(3),
      next,
      { type: 'feedback.textChanged', field: 'needsImprovement', text: 'Dark mode' },
      { type: 'feedback.close' },
    );
    expect(selectFeedbackOpen(snapshot())).toBe(false);
    send({ type: 'feedback.open' });
    expect(selectFeedbackStep(snapshot())).toBe(2);
    expect(selectFeedbackAnswers(snapshot()).needsImprovement).toBe('Dark mode');
  });

  it('another user signing in or out starts the form afresh with their e-mail', () => {
    const { send, snapshot } = startWizard(null);
    send({ type: 'feedback.open' }, ...rateAll(), next);
    send({ type: 'feedback.userChanged', signedInEmail: null });
    expect(selectFeedbackStep(snapshot())).toBe(2);
    send({ type: 'feedback.userChanged', signedInEmail: 'lena@example.com' });
    expect(selectFeedbackStep(snapshot())).toBe(1);
    expect(selectFeedbackAnswers(snapshot())).toMatchObject({
      overallRating: null,
      contactEmail: 'lena@example.com',
    });
  });
});
