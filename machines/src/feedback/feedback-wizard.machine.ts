import { assign, emit, fromPromise, not, raise, setup, stateIn } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import {
  allRated,
  canSubmit,
  cappedText,
  contactEmailError,
  emptyAnswers,
  feedbackPayloadOf,
  hasText,
  isRating,
  isRecommendationScore,
  moodMessageFor,
} from './feedback-answers';
import type {
  FeedbackAnswers,
  FeedbackAnswersPayload,
  FeedbackTextField,
  RatingField,
} from './feedback-answers';
import { FEEDBACK_FAILED_ALERT, FEEDBACK_STEP_COUNT, THANK_YOU_MS } from './constants';
import type { BugSeverity, FeedbackFeature } from './constants';

/**
 * The feedback wizard (spec 000 §2 "Feedback form", §4, §5, §6, §8, §9; checklist 25.1–25.17). Two
 * regions: whether the dialog is open, and where the form is. Closing the dialog mid-way keeps the
 * step and the answers until they are sent. After a send the thank-you shows 2000 ms, then the dialog
 * closes and the form starts again at step 1 with the e-mail of the signed-in user.
 *
 * Effects: `createFeedbackWizardMachine(effects)`: the app passes its GraphQL call (which adds the
 * device and page details, 25.14), the tests fakes.
 */

export interface FeedbackWizardEffects {
  submitFeedback: (answers: FeedbackAnswersPayload) => Promise<void>;
}

export interface FeedbackWizardInput {
  /** The signed-in user's e-mail; null for a guest. */
  signedInEmail: string | null;
}

export interface FeedbackWizardContext {
  answers: FeedbackAnswers;
  /** Prefills the contact e-mail whenever the form starts afresh (25.15, 25.16). */
  signedInEmail: string;
}

export type FeedbackWizardEvent =
  | { type: 'feedback.open' }
  | { type: 'feedback.close' }
  | { type: 'feedback.rated'; field: RatingField; rating: number }
  | { type: 'feedback.textChanged'; field: FeedbackTextField; text: string }
  | { type: 'feedback.featureChosen'; feature: FeedbackFeature | null }
  | { type: 'feedback.severityChosen'; severity: BugSeverity | null }
  | { type: 'feedback.scoreChanged'; score: number }
  | { type: 'feedback.emailChanged'; email: string }
  | { type: 'feedback.allowContactChanged'; allowContact: boolean }
  | { type: 'feedback.next' }
  | { type: 'feedback.previous' }
  | { type: 'feedback.submit' }
  /** The session's user changed (sign-in, sign-out): another person's answers are not kept. */
  | { type: 'feedback.userChanged'; signedInEmail: string | null };

/** Spec 000 §8: shown by the app as a browser alert. */
export interface FeedbackAlertEmitted {
  type: 'alert';
  message: string;
}

const changed = (answers: FeedbackAnswers, change: Partial<FeedbackAnswers>): FeedbackAnswers => ({
  ...answers,
  ...change,
});

export function createFeedbackWizardMachine(effects: FeedbackWizardEffects) {
  return setup({
    types: {
      context: {} as FeedbackWizardContext,
      events: {} as FeedbackWizardEvent,
      input: {} as FeedbackWizardInput,
      emitted: {} as FeedbackAlertEmitted,
      tags: {} as 'busy',
    },
    actors: {
      submitFeedback: fromPromise(async ({ input }: { input: FeedbackAnswersPayload }) => {
        await effects.submitFeedback(input);
      }),
    },
    delays: { thankYou: THANK_YOU_MS },
    actions: {
      rate: assign(({ context }, params: { field: RatingField; rating: number }) => ({
        answers: changed(context.answers, { [params.field]: params.rating }),
      })),
      changeText: assign(({ context }, params: { field: FeedbackTextField; text: string }) => {
        const text = cappedText(params.text);
        // 25.8: the severity belongs to the bug report; clearing the report clears it.
        const clearsSeverity = params.field === 'bugReport' && !hasText(text);
        return {
          answers: changed(context.answers, {
            [params.field]: text,
            ...(clearsSeverity ? { bugSeverity: null } : {}),
          }),
        };
      }),
      chooseFeature: assign(({ context }, params: { feature: FeedbackFeature | null }) => ({
        answers: changed(context.answers, { mostWantedFeature: params.feature }),
      })),
      chooseSeverity: assign(({ context }, params: { severity: BugSeverity | null }) => ({
        answers: changed(context.answers, { bugSeverity: params.severity }),
      })),
      changeScore: assign(({ context }, params: { score: number }) => ({
        answers: changed(context.answers, { recommendationScore: params.score }),
      })),
      changeEmail: assign(({ context }, params: { email: string }) => ({
        answers: changed(context.answers, { contactEmail: params.email }),
      })),
      changeAllowContact: assign(({ context }, params: { allowContact: boolean }) => ({
        answers: changed(context.answers, { allowContact: params.allowContact }),
      })),
      startAfresh: assign(({ context }) => ({ answers: emptyAnswers(context.signedInEmail) })),
      changeUser: assign((_, params: { signedInEmail: string | null }) => {
        const signedInEmail = params.signedInEmail ?? '';
        return { signedInEmail, answers: emptyAnswers(signedInEmail) };
      }),
      alertFailure: emit({ type: 'alert', message: FEEDBACK_FAILED_ALERT } as const),
    },
    guards: {
      allRated: ({ context }) => allRated(context.answers),
      canSubmit: ({ context }) => canSubmit(context.answers),
      isRating: (_, params: { rating: number }) => isRating(params.rating),
      isScore: (_, params: { score: number }) => isRecommendationScore(params.score),
      isAnotherUser: ({ context }, params: { signedInEmail: string | null }) =>
        (params.signedInEmail ?? '') !== context.signedInEmail,
      hasBugReport: ({ context }) => hasText(context.answers.bugReport),
    },
  }).createMachine({
    id: 'feedbackWizard',
    context: ({ input }) => {
      const signedInEmail = input.signedInEmail ?? '';
      return { signedInEmail, answers: emptyAnswers(signedInEmail) };
    },
    type: 'parallel',
    states: {
      dialog: {
        initial: 'closed',
        states: {
          closed: { on: { 'feedback.open': 'open' } },
          open: {
            on: {
              // The dialog stays while the answers are on their way.
              'feedback.close': {
                guard: not(stateIn({ form: 'submitting' })),
                target: 'closed',
              },
            },
          },
        },
      },
      form: {
        initial: 'editing',
        states: {
          editing: {
            initial: 'step1',
            on: {
              'feedback.rated': {
                guard: { type: 'isRating', params: ({ event }) => ({ rating: event.rating }) },
                actions: {
                  type: 'rate',
                  params: ({ event }) => ({ field: event.field, rating: event.rating }),
                },
              },
              'feedback.textChanged': {
                actions: {
                  type: 'changeText',
                  params: ({ event }) => ({ field: event.field, text: event.text }),
                },
              },
              'feedback.featureChosen': {
                actions: {
                  type: 'chooseFeature',
                  params: ({ event }) => ({ feature: event.feature }),
                },
              },
              'feedback.severityChosen': {
                // 25.8: no severity without a bug report.
                guard: 'hasBugReport',
                actions: {
                  type: 'chooseSeverity',
                  params: ({ event }) => ({ severity: event.severity }),
                },
              },
              'feedback.scoreChanged': {
                guard: { type: 'isScore', params: ({ event }) => ({ score: event.score }) },
                actions: { type: 'changeScore', params: ({ event }) => ({ score: event.score }) },
              },
              'feedback.emailChanged': {
                actions: { type: 'changeEmail', params: ({ event }) => ({ email: event.email }) },
              },
              'feedback.allowContactChanged': {
                actions: {
                  type: 'changeAllowContact',
                  params: ({ event }) => ({ allowContact: event.allowContact }),
                },
              },
              'feedback.userChanged': {
                guard: {
                  type: 'isAnotherUser',
                  params: ({ event }) => ({ signedInEmail: event.signedInEmail }),
                },
                target: '.step1',
                actions: {
                  type: 'changeUser',
                  params: ({ event }) => ({ signedInEmail: event.signedInEmail }),
                },
              },
            },
            states: {
              // 25.4, 25.5: no Previous on step 1; Next once all four ratings are set.
              step1: { on: { 'feedback.next': { guard: 'allRated', target: 'step2' } } },
              step2: { on: { 'feedback.next': 'step3', 'feedback.previous': 'step1' } },
              step3: { on: { 'feedback.next': 'step4', 'feedback.previous': 'step2' } },
              // 25.12: a score of 0 (or a malformed e-mail) cannot be submitted.
              step4: {
                on: {
                  'feedback.previous': 'step3',
                  'feedback.submit': {
                    guard: 'canSubmit',
                    target: '#feedbackWizard.form.submitting',
                  },
                },
              },
            },
          },
          submitting: {
            tags: ['busy'],
            invoke: {
              src: 'submitFeedback',
              input: ({ context }) => feedbackPayloadOf(context.answers),
              onDone: 'thankYou',
              // 25.17: every answer stays, so Submit tries again.
              onError: { target: 'editing.step4', actions: 'alertFailure' },
            },
          },
          // 25.15: 2000 ms, then the dialog closes and the form starts again at step 1.
          thankYou: {
            after: {
              thankYou: {
                target: 'editing',
                actions: ['startAfresh', raise({ type: 'feedback.close' })],
              },
            },
            on: { 'feedback.close': { target: 'editing', actions: 'startAfresh' } },
          },
        },
      },
    },
  });
}

export type FeedbackWizardMachine = ReturnType<typeof createFeedbackWizardMachine>;
export type FeedbackWizardSnapshot = SnapshotFrom<FeedbackWizardMachine>;
export type FeedbackWizardActorRef = ActorRefFrom<FeedbackWizardMachine>;

/** Where the form is: a step 1–4, sending, or thanking. */
export type FeedbackWizardPhase = 'editing' | 'submitting' | 'thankYou';

const STEPS = ['step1', 'step2', 'step3', 'step4'] as const;

/** What the dialog reads (each a plain value, so `useSelector` re-renders only on change). */
export const selectFeedbackOpen = (snapshot: FeedbackWizardSnapshot) =>
  snapshot.matches({ dialog: 'open' });
export function selectFeedbackPhase(snapshot: FeedbackWizardSnapshot): FeedbackWizardPhase {
  if (snapshot.matches({ form: 'submitting' })) return 'submitting';
  if (snapshot.matches({ form: 'thankYou' })) return 'thankYou';
  return 'editing';
}
/** 1–4; sending and thanking count as the last step. */
export function selectFeedbackStep(snapshot: FeedbackWizardSnapshot): number {
  const index = STEPS.findIndex((step) => snapshot.matches({ form: { editing: step } }));
  return index === -1 ? FEEDBACK_STEP_COUNT : index + 1;
}
export const selectFeedbackAnswers = (snapshot: FeedbackWizardSnapshot) => snapshot.context.answers;
export const selectCanGoNext = (snapshot: FeedbackWizardSnapshot) =>
  snapshot.can({ type: 'feedback.next' });
export const selectCanGoBack = (snapshot: FeedbackWizardSnapshot) =>
  snapshot.can({ type: 'feedback.previous' });
export const selectCanSubmit = (snapshot: FeedbackWizardSnapshot) =>
  snapshot.can({ type: 'feedback.submit' });
/** 25.8: the severity select exists only while the bug report has text. */
export const selectShowsSeverity = (snapshot: FeedbackWizardSnapshot) =>
  hasText(snapshot.context.answers.bugReport);
export const selectMoodMessage = (snapshot: FeedbackWizardSnapshot) =>
  moodMessageFor(snapshot.context.answers.recommendationScore);
export const selectContactEmailError = (snapshot: FeedbackWizardSnapshot) =>
  contactEmailError(snapshot.context.answers);
